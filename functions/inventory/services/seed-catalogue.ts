/**
 * The demo catalogue (./seed.ts): 4 warehouses, 5 suppliers, 5 customers, 2 categories of the company's own, 30
 * items and each item's opening stock history, and the step that makes (or finds) them: warehouses, partners and
 * categories matched by name, items by SKU, an item's stock step n applied only while it has fewer than n movements.
 */
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import { DEFAULT_CATEGORIES, type Unit } from '../../../shared/inventory/catalogue.ts';
import { PAGE_LIMIT } from '../../../shared/schemas/common.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { getItemRecord } from '../data/catalogue.ts';
import * as imsKeys from '../keys.ts';
import { normalizeCode, normalizeName } from '../records.ts';
import { systemAuditContext } from '../../lib/audit.ts';
import { addCategory, addProduct, categoryList } from './catalogue.ts';
import { addPartner, partnerList } from './partners.ts';
import { HISTORY_START } from './seed-history.ts';
import { addStock, adjustStock } from './stock.ts';
import { addWarehouse, warehouseList } from './warehouses.ts';
import type { DemoInventoryContext } from './seed.ts';

export const DAY = 86_400_000;

export const WAREHOUSES = [
  ['Central Warehouse', 'Unit 4, Avonmouth Way, Bristol BS11 9YA'],
  ['North Depot', '27 Kirkstall Road, Leeds LS3 1JL'],
  ['South Depot', 'Dock Gate 10, Western Docks, Southampton SO15 1DA'],
  ['Harbour Store', '3 Bute Street, Cardiff CF10 5AF'],
] as const;

type PartnerRow = readonly [name: string, contact: string, phone: string, email: string, address: string];
export const SUPPLIERS: readonly PartnerRow[] = [
  ['Acme Industrial Supplies', 'Priya Shah', '+44 121 496 0101', 'orders@acme-industrial.example', '88 Tyburn Road, Birmingham B24 8HJ'],
  ['Brightline Electronics', 'Tom Walsh', '+44 161 496 0202', 'sales@brightline.example', '14 Trafford Park Road, Manchester M17 1HG'],
  ['Northern Paper Co.', 'Helen Price', '+44 113 496 0303', 'trade@northernpaper.example', '5 Canal Wharf, Leeds LS11 5PS'],
  ['Fresh Roast Coffee Traders', 'Marco Rossi', '+44 117 496 0404', 'wholesale@freshroast.example', '2 Gloucester Road, Bristol BS7 8AE'],
  ['Sterling Workwear', 'Aisha Bello', '+44 29 2049 0505', 'accounts@sterlingworkwear.example', '61 Penarth Road, Cardiff CF11 8EF'],
];
/**
 * The customer the portal's demo signs in as (npm start's banner names the email): Metro Office Solutions, with a year
 * of paid orders, an invoiced order paid in part and overdue (./seed-sales.ts), and a pending one.
 */
export const DEMO_PORTAL_CUSTOMER = { name: 'Metro Office Solutions', email: 'customer@demo.example' } as const;

export const CUSTOMERS: readonly PartnerRow[] = [
  ['Harbour Café', 'Lucy Evans', '+44 117 496 0611', 'lucy@harbourcafe.example', '1 Narrow Quay, Bristol BS1 4QA'],
  ['Riverside Builders Ltd', 'James Okoro', '+44 113 496 0622', 'purchasing@riversidebuilders.example', '40 Water Lane, Leeds LS11 5WD'],
  ['Oakfield Primary School', 'Sarah Collins', '+44 23 8049 0633', 'office@oakfield.example', 'Oakfield Road, Southampton SO16 2AB'],
  [DEMO_PORTAL_CUSTOMER.name, 'Daniel Kim', '+44 20 7946 0644', DEMO_PORTAL_CUSTOMER.email, '120 Old Street, London EC1V 9BD'],
  ['Greenway Garden Centre', 'Nina Patel', '+44 29 2049 0655', 'hello@greenwaygarden.example', 'Newport Road, Cardiff CF23 9AE'],
];

const OWN_CATEGORIES = ['Cleaning Supplies', 'Safety Equipment'] as const;

/** A GS1-style check digit over `digits` (EAN-13 from 12 digits, UPC-A from 11). */
function withCheckDigit(digits: string): string {
  const sum = digits
    .split('')
    .reverse()
    .reduce((s, d, i) => s + Number(d) * (i % 2 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
const ean = (n: number) => withCheckDigit(`5060123${String(n).padStart(5, '0')}`);
const upc = (n: number) => withCheckDigit(`0360012${String(n).padStart(4, '0')}`);

/**
 * A stock step: a receipt (`[warehouse, quantity, daysAgo]`) or an adjustment (`[warehouse, ±quantity, daysAgo,
 * reason]`), warehouse by its index in WAREHOUSES. Each item's steps are in date order.
 */
type Step = readonly [warehouse: number, quantity: number, daysAgo: number, reason?: string];

interface DemoItem {
  name: string;
  sku: string;
  barcode: string;
  category: string;
  purchase: number;
  sale: number;
  unit: Unit;
  description: string;
  steps: readonly Step[];
}

const item = (
  name: string,
  sku: string,
  barcode: string,
  category: string,
  purchase: number,
  sale: number,
  unit: Unit,
  description: string,
  steps: readonly Step[],
): DemoItem => ({ name, sku, barcode, category, purchase, sale, unit, description, steps });

// Red (≤ 5): Cordless Drill, Steel Toe Boots, First Aid Kit, Oat Milk. Yellow (≤ 20): HDMI Cable, Stapler, Hinges, Hi-Vis Vest, Safety Glasses.
export const ITEMS: readonly DemoItem[] = [
  item('USB-C Charging Cable 1 m', 'EL-USBC-1M', ean(1), 'Electronics', 2.1, 4.99, 'pcs', 'Braided USB-C to USB-C cable, 60 W', [
    [0, 120, 58],
    [1, 60, 40],
    [0, -3, 21, 'Damaged packaging, written off'],
    [2, 40, 9],
  ]),
  item('HDMI Cable 2 m', 'EL-HDMI-2M', ean(2), 'Electronics', 3.4, 8.5, 'pcs', 'High-speed HDMI 2.1 cable', [
    [0, 25, 50],
    [0, -8, 14, 'Stock count correction'],
  ]),
  item('Wireless Mouse', 'EL-MOUSE-WL', upc(3), 'Electronics', 6.75, 14.99, 'pcs', '2.4 GHz optical mouse with USB receiver', [
    [0, 40, 55],
    [1, 30, 33],
    [3, 15, 12],
  ]),
  item('USB Keyboard, UK Layout', 'EL-KB-UK', ean(4), 'Electronics', 9.8, 19.99, 'pcs', 'Full-size wired keyboard', [
    [0, 35, 45],
    [2, 20, 20],
  ]),
  item('LED Desk Lamp', 'EL-LAMP-LED', ean(5), 'Electronics', 12.5, 29, 'pcs', 'Dimmable LED lamp with USB port', [
    [1, 24, 47],
    [1, 2, 15, 'Found during stock count'],
    [3, 10, 6],
  ]),
  item('AA Batteries (pack of 4)', 'EL-BAT-AA4', ean(6), 'Electronics', 1.95, 4.49, 'pack', 'Alkaline AA batteries', [
    [0, 200, 60],
    [1, 150, 42],
    [2, 100, 25],
    [3, 80, 10],
  ]),
  item(
    'A4 Copier Paper 80 gsm (500 sheets)',
    'OF-PAPER-A4',
    ean(7),
    'Office Supplies',
    3.1,
    5.99,
    'pack',
    'Bright white multipurpose paper',
    [
      [0, 300, 59],
      [1, 200, 38],
      [0, -12, 30, 'Water damage in aisle 3'],
      [2, 150, 11],
    ],
  ),
  item('Ballpoint Pens, Blue (box of 50)', 'OF-PEN-BL50', ean(8), 'Office Supplies', 4.2, 9.99, 'box', 'Medium point, smooth ink', [
    [0, 60, 52],
    [1, 40, 19],
  ]),
  item('Stapler, Heavy Duty', 'OF-STAPLER-HD', ean(9), 'Office Supplies', 7.3, 15.5, 'pcs', 'Staples up to 100 sheets', [
    [0, 12, 44],
    [1, 6, 18],
  ]),
  item('Lever Arch File A4', 'OF-FILE-LA', upc(10), 'Office Supplies', 1.45, 3.25, 'pcs', '75 mm spine, black', [
    [0, 80, 50],
    [3, 40, 16],
  ]),
  item('Sticky Notes 76 × 76 mm (12 pads)', 'OF-NOTES-76', ean(11), 'Office Supplies', 2.8, 6.49, 'pack', 'Assorted pastel colours', [
    [1, 90, 36],
    [2, 45, 8],
  ]),
  item('Whiteboard Marker Set', 'OF-MARK-WB', ean(12), 'Office Supplies', 3.6, 7.99, 'box', '4 colours, chisel tip', [
    [0, 50, 41],
    [0, -4, 13, 'Dried out, written off'],
    [1, 25, 5],
  ]),
  item('Arabica Coffee Beans 1 kg', 'FB-COF-ARA1', ean(13), 'Food & Beverage', 11.2, 21.95, 'kg', 'Medium roast, whole beans', [
    [0, 60, 40],
    [3, 30, 22],
    [0, 40, 7],
  ]),
  item('English Breakfast Tea (240 bags)', 'FB-TEA-EB240', ean(14), 'Food & Beverage', 4.1, 8.75, 'box', 'Catering pack', [
    [0, 48, 39],
    [1, 24, 17],
  ]),
  item('Sparkling Water 500 ml', 'FB-WATER-SP', upc(15), 'Food & Beverage', 0.32, 0.95, 'pcs', 'Natural mineral water', [
    [0, 480, 30],
    [2, 240, 14],
    [0, -24, 10, 'Broken bottles'],
  ]),
  item('Oat Milk 1 l', 'FB-OATMILK-1L', ean(16), 'Food & Beverage', 0.98, 1.85, 'l', 'Barista edition', [
    [3, 12, 20],
    [3, -9, 3, 'Past best-before date'],
  ]),
  item('Hex Bolts M8 × 40 (box of 100)', 'HW-BOLT-M840', ean(17), 'Hardware', 6.4, 12.9, 'box', 'Zinc plated, grade 8.8', [
    [0, 70, 57],
    [1, 45, 31],
    [2, 30, 12],
  ]),
  item('Wood Screws 4 × 40 mm (box of 200)', 'HW-SCR-440', ean(18), 'Hardware', 3.9, 7.95, 'box', 'Countersunk, pozi drive', [
    [0, 90, 48],
    [1, 60, 26],
  ]),
  item('Cordless Drill 18 V', 'HW-DRILL-18V', ean(19), 'Hardware', 48, 89.99, 'pcs', 'Two batteries and charger included', [
    [0, 6, 35],
    [0, -2, 9, 'Returned faulty to supplier'],
  ]),
  item('Tape Measure 5 m', 'HW-TAPE-5M', upc(20), 'Hardware', 2.75, 6.5, 'pcs', 'Metric and imperial', [
    [1, 40, 46],
    [2, 25, 15],
  ]),
  item('Steel Door Hinges 100 mm (pair)', 'HW-HINGE-100', ean(21), 'Hardware', 2.15, 4.95, 'pack', 'Satin chrome finish', [[1, 16, 27]]),
  item('Electrical Cable 2.5 mm² (per metre)', 'HW-CABLE-25', ean(22), 'Hardware', 0.62, 1.4, 'm', 'Twin and earth, grey', [
    [0, 500, 54],
    [1, 250, 23],
    [0, -15, 6, 'Offcuts, stock count correction'],
  ]),
  item('Hi-Vis Vest, Large', 'CL-HIVIS-L', ean(23), 'Clothing', 2.2, 5.5, 'pcs', 'EN ISO 20471 class 2', [
    [0, 10, 33],
    [2, 8, 13],
  ]),
  item('Work Gloves, Medium (pair)', 'CL-GLOVE-M', ean(24), 'Clothing', 1.8, 4.25, 'pack', 'Nitrile coated grip', [
    [0, 100, 44],
    [1, 60, 19],
    [3, 30, 4],
  ]),
  item('Steel Toe Boots, Size 9', 'CL-BOOT-9', ean(25), 'Clothing', 28.5, 54, 'pcs', 'S3 safety boots', [[0, 4, 28]]),
  item('All-Purpose Cleaner 5 l', 'CS-APC-5L', ean(26), 'Cleaning Supplies', 6.1, 11.5, 'pcs', 'Concentrated, lemon scent', [
    [0, 30, 37],
    [2, 20, 10],
  ]),
  item('Microfibre Cloths (pack of 10)', 'CS-CLOTH-10', 'INT-CS-0002', 'Cleaning Supplies', 3.25, 6.99, 'pack', 'Colour coded, washable', [
    [0, 45, 34],
    [3, 25, 11],
  ]),
  item('Hand Soap Refill 500 ml', 'CS-SOAP-500', ean(28), 'Cleaning Supplies', 1.4, 3.2, 'pcs', 'Antibacterial, fragrance free', [
    [1, 80, 29],
    [1, -6, 12, 'Leaking containers'],
  ]),
  item('First Aid Kit, Workplace', 'SE-FAK-10', ean(29), 'Safety Equipment', 14, 27.5, 'pcs', 'BS 8599-1, medium', [
    [0, 5, 24],
    [0, -1, 2, 'Opened for staff use'],
  ]),
  item('Safety Glasses, Clear', 'SE-GLASS-CL', 'INT-SE-0002', 'Safety Equipment', 1.9, 4.6, 'pcs', 'Anti-scratch, EN 166', [
    [0, 12, 26],
    [1, 7, 8],
  ]),
];

/** The catalogue's stock history ends a few days before the oldest history order (item steps are `daysAgo + this`). */
export const HISTORY_BEFORE = HISTORY_START + 3;

const byName = <T extends { name: string }>(rows: readonly T[]) => new Map(rows.map((r) => [normalizeName(r.name), r]));

/** Warehouses, partners, categories, items and their opening stock history. */
export async function seedCatalogue(
  companyId: string,
  at: DemoInventoryContext['at'],
): Promise<{ ctx: DemoInventoryContext; written: number }> {
  const page = { limit: PAGE_LIMIT.max };
  let written = 0;
  const history = (daysAgo: number, order: number) => at(daysAgo + HISTORY_BEFORE, order);
  const start = history(64, 0);
  const audit = systemAuditContext(companyId, SYSTEM_ACTIONS.demoData, 'import');

  const warehouses = byName((await warehouseList(companyId, page)).rows);
  const warehouseIds: string[] = [];
  for (const [name, location] of WAREHOUSES) {
    let id = warehouses.get(normalizeName(name))?.id;
    if (!id) {
      id = (await addWarehouse(audit, { warehouseName: name, warehouseLocation: location }, start)).id;
      written += 1;
    }
    warehouseIds.push(id);
  }

  const partnerIds = { supplier: [] as string[], customer: [] as string[] };
  for (const [kind, rows] of [
    ['supplier', SUPPLIERS],
    ['customer', CUSTOMERS],
  ] as const) {
    const existing = byName((await partnerList(companyId, kind, page)).rows);
    for (const [name, contactPerson, contactNumber, contactEmail, address] of rows) {
      let id = existing.get(normalizeName(name))?.id;
      if (!id) {
        id = (await addPartner(audit, kind, { name, contactPerson, contactNumber, contactEmail, address }, start)).id;
        written += 1;
      }
      partnerIds[kind].push(id);
    }
  }

  const categories = byName((await categoryList(companyId, page)).rows);
  for (const name of OWN_CATEGORIES) {
    if (categories.has(normalizeName(name))) continue;
    const { id } = await addCategory(audit, { name }, start);
    categories.set(normalizeName(name), { id, name, version: 0 });
    written += 1;
  }
  const categoryId = (name: string) => {
    const found = categories.get(normalizeName(name)) ?? DEFAULT_CATEGORIES.find((c) => c.name === name);
    if (!found) throw new Error(`demo inventory: no category ${name}`);
    return found.id;
  };

  const itemIds = new Map<string, string>();
  for (const [n, demo] of ITEMS.entries()) {
    const claim = await getItem(imsKeys.skuClaim(companyId, normalizeCode(demo.sku)), { consistent: true });
    let itemId = claim ? String(claim.itemId) : undefined;
    if (!itemId) {
      itemId = (
        await addProduct(
          audit,
          {
            name: demo.name,
            sku: demo.sku,
            barcode: demo.barcode,
            description: demo.description,
            category: categoryId(demo.category),
            purchasePrice: demo.purchase,
            sellingPrice: demo.sale,
            unit: demo.unit,
          },
          history(63, n),
        )
      ).id;
      written += 1;
    }
    itemIds.set(demo.sku, itemId);
    // step k is done when the item has more than k movements (every step writes exactly one)
    const record = await getItemRecord(companyId, itemId, { consistent: true });
    const done = record?.movementCount ?? 0;
    for (const [k, [warehouse, quantity, daysAgo, reason]] of demo.steps.entries()) {
      if (k < done) continue;
      const location = warehouseIds[warehouse];
      const when = history(daysAgo, n);
      if (reason) await adjustStock(audit, { itemId, warehouseId: location, quantityChange: quantity, reason }, when);
      else await addStock(audit, { items: [{ productID: itemId, quantity, location }] }, when);
      written += 1;
    }
  }
  return {
    ctx: { companyId, at, warehouseIds, supplierIds: partnerIds.supplier, customerIds: partnerIds.customer, itemIds },
    written,
  };
}
