/**
 * Demo inventory for a local company (`npm start`), made through the same service functions the API uses, so
 * lots, movements and every maintained figure agree. One step per kind of data, run in order:
 * - catalogue: 4 warehouses, 5 suppliers, 5 customers, 2 categories of the company's own, 30 items, and each
 *   item's opening stock history (receipts into several warehouses, some adjustments, before the order history),
 *   with a few items left low so the stock colours show (red ≤ 5, yellow ≤ 20);
 * - purchase orders: 13 orders over the last 4 months, from every supplier into every warehouse, in every state
 *   (pending, partly received, received, partly paid, paid, with a return, invoiced, an overdue invoice).
 *   Receipts go only to items that are not low, so the stock colours stay.
 * The kinds of data after the catalogue are the entries of DEMO_STEPS, in this order: a year of order history before
 * the current orders (./seed-history.ts: purchases received and paid, their goods sold and paid, stock unchanged
 * overall), the current purchase orders above, the current sales orders (./seed-sales.ts), a year of expenses
 * (./seed-finance.ts), then reorder rules sized from the stock and orders before them, some below min
 * (./seed-reorder.ts). The catalogue's stock history comes before all of them (about 16–18 months ago).
 *
 * Idempotent, step by step, so an interrupted seed completes on the next start and a restart duplicates nothing:
 * warehouses, partners and categories are matched by name, items by SKU, and an item's stock step n is applied
 * only while the item has fewer than n movements (each step writes exactly one movement; the catalogue step runs
 * before any order touches the items). A purchase order is matched by its supplier, warehouse, discount and lines;
 * its receipts and returns are applied while its lines have received or returned less than the plan says up to
 * them, payments are recorded once per reference, and the invoice is generated when the order has none.
 */
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import { addDays, isoDateOf } from '../../../shared/domain/dates.ts';
import { DEFAULT_CATEGORIES, type Unit } from '../../../shared/inventory/catalogue.ts';
import type { PaymentMethod } from '../../../shared/inventory/purchase-orders.ts';
import { amountOwedCents } from '../../../shared/inventory/rules.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { PAGE_LIMIT } from '../../../shared/schemas/common.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { getItemRecord } from '../data/catalogue.ts';
import { getPurchaseOrder, listPurchaseOrders } from '../data/purchase-orders.ts';
import * as imsKeys from '../keys.ts';
import { normalizeCode, normalizeName, type PurchaseOrderRecord } from '../records.ts';
import { systemAuditContext } from '../../lib/audit.ts';
import { addCategory, addProduct, categoryList } from './catalogue.ts';
import { addPartner, partnerList } from './partners.ts';
import { generateInvoice, invoiceExists } from './order-invoices.ts';
import { purchaseInvoices } from './purchase-invoices.ts';
import { addPurchaseOrder, addPurchasePayment, receivePurchaseItem, returnPurchaseItems } from './purchase-orders.ts';
import { seedExpenses } from './seed-finance.ts';
import { DEMO_RULES, seedReorderRules } from './seed-reorder.ts';
import { HISTORY_ORDERS, HISTORY_START } from './seed-history.ts';
import { applySalesOrder, DEMO_SALES_ORDERS, salesSeedContext, seedSalesOrders } from './seed-sales.ts';
import { addStock, adjustStock } from './stock.ts';
import { addWarehouse, warehouseList } from './warehouses.ts';

const DAY = 86_400_000;

const WAREHOUSES = [
  ['Central Warehouse', 'Unit 4, Avonmouth Way, Bristol BS11 9YA'],
  ['North Depot', '27 Kirkstall Road, Leeds LS3 1JL'],
  ['South Depot', 'Dock Gate 10, Western Docks, Southampton SO15 1DA'],
  ['Harbour Store', '3 Bute Street, Cardiff CF10 5AF'],
] as const;

type PartnerRow = readonly [name: string, contact: string, phone: string, email: string, address: string];
const SUPPLIERS: readonly PartnerRow[] = [
  ['Acme Industrial Supplies', 'Priya Shah', '+44 121 496 0101', 'orders@acme-industrial.example', '88 Tyburn Road, Birmingham B24 8HJ'],
  ['Brightline Electronics', 'Tom Walsh', '+44 161 496 0202', 'sales@brightline.example', '14 Trafford Park Road, Manchester M17 1HG'],
  ['Northern Paper Co.', 'Helen Price', '+44 113 496 0303', 'trade@northernpaper.example', '5 Canal Wharf, Leeds LS11 5PS'],
  ['Fresh Roast Coffee Traders', 'Marco Rossi', '+44 117 496 0404', 'wholesale@freshroast.example', '2 Gloucester Road, Bristol BS7 8AE'],
  ['Sterling Workwear', 'Aisha Bello', '+44 29 2049 0505', 'accounts@sterlingworkwear.example', '61 Penarth Road, Cardiff CF11 8EF'],
];
const CUSTOMERS: readonly PartnerRow[] = [
  ['Harbour Café', 'Lucy Evans', '+44 117 496 0611', 'lucy@harbourcafe.example', '1 Narrow Quay, Bristol BS1 4QA'],
  ['Riverside Builders Ltd', 'James Okoro', '+44 113 496 0622', 'purchasing@riversidebuilders.example', '40 Water Lane, Leeds LS11 5WD'],
  ['Oakfield Primary School', 'Sarah Collins', '+44 23 8049 0633', 'office@oakfield.example', 'Oakfield Road, Southampton SO16 2AB'],
  ['Metro Office Solutions', 'Daniel Kim', '+44 20 7946 0644', 'orders@metro-office.example', '120 Old Street, London EC1V 9BD'],
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
const ITEMS: readonly DemoItem[] = [
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

/**
 * What happens to a demo purchase order after it is placed, in date order: a receipt of one line, a return of
 * one line, a payment (an amount, or `rest`: what is owed then) under its own reference, the invoice (due
 * `dueInDays` after it is generated).
 */
export type PurchaseAction =
  | { readonly act: 'receive'; readonly line: number; readonly quantity: number; readonly daysAgo: number }
  | {
      readonly act: 'return';
      readonly line: number;
      readonly quantity: number;
      readonly daysAgo: number;
      readonly reason: string;
      readonly condition: 'Good' | 'Damaged';
    }
  | {
      readonly act: 'pay';
      readonly amount: number | 'rest';
      readonly method: PaymentMethod;
      readonly reference: string;
      readonly daysAgo: number;
    }
  | { readonly act: 'invoice'; readonly daysAgo: number; readonly dueInDays: number; readonly notes: string };

export interface DemoPurchaseOrder {
  /** Indexes in SUPPLIERS and WAREHOUSES. */
  readonly supplier: number;
  readonly warehouse: number;
  readonly daysAgo: number;
  /** Overall discount percent. */
  readonly discount: number;
  /** `[sku, quantity, line discount percent]`; lines are numbered from 1 in this order. */
  readonly lines: ReadonlyArray<readonly [sku: string, quantity: number, discount: number]>;
  readonly actions: readonly PurchaseAction[];
}

const receive = (line: number, quantity: number, daysAgo: number): PurchaseAction => ({ act: 'receive', line, quantity, daysAgo });
const giveBack = (line: number, quantity: number, daysAgo: number, reason: string, condition: 'Good' | 'Damaged'): PurchaseAction => ({
  act: 'return',
  line,
  quantity,
  daysAgo,
  reason,
  condition,
});
const pay = (amount: number | 'rest', method: PaymentMethod, reference: string, daysAgo: number): PurchaseAction => ({
  act: 'pay',
  amount,
  method,
  reference,
  daysAgo,
});
const invoice = (daysAgo: number, dueInDays: number, notes: string): PurchaseAction => ({ act: 'invoice', daysAgo, dueInDays, notes });

/**
 * Oldest first (order numbers follow the order dates: the purchase report's date range is a number range). Each
 * order's receipts come before the next order is placed, so lot numbers follow the dates too. Only items that
 * are not low are received; the low ones (drill, boots, hinges, HDMI, stapler, hi-vis, glasses) are on the
 * pending orders: reorders on their way.
 */
const PURCHASE_ORDERS: readonly DemoPurchaseOrder[] = [
  {
    // received, invoiced, paid
    supplier: 0,
    warehouse: 0,
    daysAgo: 118,
    discount: 0,
    lines: [
      ['HW-BOLT-M840', 40, 0],
      ['HW-SCR-440', 50, 5],
    ],
    actions: [receive(1, 40, 115), receive(2, 50, 115), invoice(115, 30, 'Net 30'), pay('rest', 'transfer', 'BACS 118-0412', 100)],
  },
  {
    // received, one line partly returned, invoiced, paid
    supplier: 1,
    warehouse: 1,
    daysAgo: 104,
    discount: 0,
    lines: [
      ['EL-USBC-1M', 100, 0],
      ['EL-BAT-AA4', 120, 0],
      ['EL-MOUSE-WL', 20, 0],
    ],
    actions: [
      receive(1, 100, 100),
      receive(2, 120, 100),
      receive(3, 20, 100),
      invoice(100, 30, 'N/A'),
      giveBack(3, 2, 96, 'Faulty scroll wheel', 'Damaged'),
      pay('rest', 'cheque', 'CHQ 000318', 85),
    ],
  },
  {
    // received, invoiced, partly paid and past its due date: Overdue
    supplier: 2,
    warehouse: 0,
    daysAgo: 92,
    discount: 2.5,
    lines: [
      ['OF-PAPER-A4', 150, 10],
      ['OF-NOTES-76', 40, 0],
    ],
    actions: [
      receive(1, 150, 89),
      receive(2, 40, 89),
      invoice(89, 30, 'Net 30, quote ref NP-2291'),
      pay(200, 'transfer', 'BACS 092-1187', 75),
    ],
  },
  {
    // received in two deliveries, paid, no invoice
    supplier: 3,
    warehouse: 3,
    daysAgo: 80,
    discount: 0,
    lines: [
      ['FB-COF-ARA1', 30, 0],
      ['FB-TEA-EB240', 24, 0],
    ],
    actions: [receive(1, 20, 78), receive(2, 24, 78), receive(1, 10, 74), pay('rest', 'transfer', 'BACS 080-5530', 70)],
  },
  {
    // partly received, partly paid
    supplier: 4,
    warehouse: 2,
    daysAgo: 66,
    discount: 0,
    lines: [['CL-GLOVE-M', 80, 5]],
    actions: [receive(1, 50, 62), pay(50, 'cash', 'Cash receipt 0207', 60)],
  },
  {
    // received, returned the surplus, invoiced, not paid yet (due in the future: Pending)
    supplier: 0,
    warehouse: 1,
    daysAgo: 52,
    discount: 0,
    lines: [
      ['HW-TAPE-5M', 30, 0],
      ['HW-CABLE-25', 300, 3],
    ],
    actions: [receive(1, 30, 48), receive(2, 300, 48), invoice(48, 90, 'Net 90'), giveBack(2, 20, 46, 'Over-delivered', 'Good')],
  },
  {
    // partly received, paid in advance, invoiced
    supplier: 1,
    warehouse: 0,
    daysAgo: 40,
    discount: 5,
    lines: [
      ['EL-KB-UK', 20, 0],
      ['EL-LAMP-LED', 10, 0],
    ],
    actions: [receive(1, 20, 36), invoice(36, 30, 'Lamps on back order'), pay('rest', 'transfer', 'BACS 040-7781', 35)],
  },
  {
    // pending
    supplier: 2,
    warehouse: 2,
    daysAgo: 30,
    discount: 0,
    lines: [
      ['OF-FILE-LA', 60, 0],
      ['OF-PEN-BL50', 20, 0],
    ],
    actions: [],
  },
  {
    // received, a return, partly paid, invoiced (due in the future)
    supplier: 3,
    warehouse: 0,
    daysAgo: 21,
    discount: 0,
    lines: [
      ['FB-COF-ARA1', 40, 0],
      ['FB-WATER-SP', 240, 0],
    ],
    actions: [
      receive(1, 40, 18),
      receive(2, 240, 18),
      giveBack(1, 2, 17, 'Torn bags', 'Damaged'),
      invoice(17, 30, 'N/A'),
      pay(150, 'cash', 'Cash receipt 0231', 15),
    ],
  },
  // pending reorders of the low items; one with a deposit paid
  {
    supplier: 0,
    warehouse: 2,
    daysAgo: 14,
    discount: 0,
    lines: [
      ['HW-DRILL-18V', 6, 0],
      ['HW-HINGE-100', 20, 0],
    ],
    actions: [],
  },
  {
    supplier: 4,
    warehouse: 0,
    daysAgo: 9,
    discount: 0,
    lines: [
      ['CL-BOOT-9', 10, 0],
      ['CL-HIVIS-L', 20, 0],
      ['SE-GLASS-CL', 30, 0],
    ],
    actions: [pay(100, 'cash', 'Deposit 0245', 7)],
  },
  { supplier: 1, warehouse: 3, daysAgo: 5, discount: 0, lines: [['EL-HDMI-2M', 30, 0]], actions: [] },
  {
    supplier: 2,
    warehouse: 1,
    daysAgo: 2,
    discount: 0,
    lines: [
      ['OF-STAPLER-HD', 10, 0],
      ['OF-MARK-WB', 12, 0],
    ],
    actions: [],
  },
];

/** The catalogue's stock history ends a few days before the oldest history order (item steps are `daysAgo + this`). */
const HISTORY_BEFORE = HISTORY_START + 3;

const HISTORY_PURCHASES = HISTORY_ORDERS.flatMap((o) => (o.kind === 'purchase' ? [o.order] : []));
const HISTORY_SALES = HISTORY_ORDERS.flatMap((o) => (o.kind === 'sales' ? [o.order] : []));

export const DEMO_INVENTORY = {
  warehouses: WAREHOUSES.length,
  suppliers: SUPPLIERS.length,
  customers: CUSTOMERS.length,
  items: ITEMS.length,
  /** The history's, then the current ones (every state). */
  purchaseOrders: HISTORY_PURCHASES.length + PURCHASE_ORDERS.length,
  salesOrders: HISTORY_SALES.length + DEMO_SALES_ORDERS.length,
  reorderRules: DEMO_RULES.length,
} as const;

/**
 * Everything the seed plans, oldest orders first, for tests that recompute stock and movements from it: each item's
 * opening steps (`[warehouse, ±quantity, daysAgo, reason?]`), every purchase and sales order with its actions.
 */
export const DEMO_PLAN = {
  warehouses: WAREHOUSES.map(([name]) => name),
  suppliers: SUPPLIERS.map(([name]) => name),
  items: ITEMS.map((i) => ({ sku: i.sku, steps: i.steps })),
  purchaseOrders: [...HISTORY_PURCHASES, ...PURCHASE_ORDERS],
  salesOrders: [...HISTORY_SALES, ...DEMO_SALES_ORDERS],
} as const;

const byName = <T extends { name: string }>(rows: readonly T[]) => new Map(rows.map((r) => [normalizeName(r.name), r]));

/** What the catalogue step made (or found), for the steps after it. */
export interface DemoInventoryContext {
  readonly companyId: string;
  /** `daysAgo` days before the seed's `now`, plus `order` minutes (so the same day's records keep an order). */
  readonly at: (daysAgo: number, order: number) => Date;
  /** By their index in WAREHOUSES, SUPPLIERS, CUSTOMERS. */
  readonly warehouseIds: readonly string[];
  readonly supplierIds: readonly string[];
  readonly customerIds: readonly string[];
  /** Item id by SKU. */
  readonly itemIds: ReadonlyMap<string, string>;
}

/** One kind of demo data: creates what is missing and answers how many things it wrote (0: all there). */
export interface DemoStep {
  readonly name: string;
  readonly run: (ctx: DemoInventoryContext) => Promise<number>;
}

/** Warehouses, partners, categories, items and their opening stock history. */
async function seedCatalogue(companyId: string, at: DemoInventoryContext['at']): Promise<{ ctx: DemoInventoryContext; written: number }> {
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

/** What identifies a demo order among the company's orders: supplier, warehouse, discount and lines. */
const purchaseSignature = (
  supplierId: string,
  warehouseId: string,
  discount: number,
  lines: ReadonlyArray<readonly [string, number, number]>,
) => [supplierId, warehouseId, discount, ...lines.map((l) => l.join(':'))].join('|');

/** Every purchase order of the company (pages of 200). */
async function allPurchaseOrders(companyId: string): Promise<PurchaseOrderRecord[]> {
  const out: PurchaseOrderRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await listPurchaseOrders(companyId, {}, { limit: PAGE_LIMIT.max, cursor });
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

/** The company's purchase orders by signature, for `applyPurchaseOrder` (read once per seed step). */
async function purchaseOrderIndex(companyId: string): Promise<Map<string, number>> {
  return new Map(
    (await allPurchaseOrders(companyId)).map((o) => [
      purchaseSignature(
        o.supplierId,
        o.warehouseId,
        o.discount,
        o.lines.map((l) => [l.itemId, l.quantity, l.discount] as const),
      ),
      o.orderId,
    ]),
  );
}

/**
 * Creates one demo purchase order unless `existing` has it, then applies what of its receipts, returns, payments and
 * invoice is missing; `n` keeps the same day's records in order. Answers how many things it wrote.
 */
async function applyPurchaseOrder(
  ctx: DemoInventoryContext,
  existing: Map<string, number>,
  demo: DemoPurchaseOrder,
  n: number,
): Promise<number> {
  const { companyId } = ctx;
  let written = 0;
  const itemId = (sku: string) => {
    const id = ctx.itemIds.get(sku);
    if (!id) throw new Error(`demo inventory: no item ${sku}`);
    return id;
  };
  const supplierId = ctx.supplierIds[demo.supplier];
  const warehouseId = ctx.warehouseIds[demo.warehouse];
  const lines = demo.lines.map(([sku, quantity, discount]) => [itemId(sku), quantity, discount] as const);
  const key = purchaseSignature(supplierId, warehouseId, demo.discount, lines);
  let orderId = existing.get(key);
  if (orderId === undefined) {
    orderId = (
      await addPurchaseOrder(
        systemAuditContext(companyId, 'purchaseOrderAdd', 'import'),
        {
          supplierId,
          warehouseId,
          totalDiscount: demo.discount,
          orderItems: lines.map(([item_id, quantity, discount]) => ({ item_id, quantity, discount })),
        },
        ctx.at(demo.daysAgo, n),
      )
    ).id;
    existing.set(key, orderId);
    written += 1;
  }
  // planned received and returned units per line so far: an action is done when the line already has them
  const received = new Map<number, number>();
  const returned = new Map<number, number>();
  for (const action of demo.actions) {
    const order = await getPurchaseOrder(companyId, orderId);
    if (!order) throw new Error(`demo inventory: purchase order ${orderId} vanished`);
    const when = ctx.at(action.daysAgo, n);
    const line = (id: number) => order.lines.find((l) => l.lineId === id)!;
    switch (action.act) {
      case 'receive': {
        const planned = (received.get(action.line) ?? 0) + action.quantity;
        received.set(action.line, planned);
        if (line(action.line).receivedQuantity >= planned) break;
        await receivePurchaseItem(
          systemAuditContext(companyId, 'purchaseReceiveItem', 'import'),
          { purchaseOrderId: orderId, item: { purchase_order_item_id: action.line, to_receive: action.quantity } },
          when,
        );
        written += 1;
        break;
      }
      case 'return': {
        const planned = (returned.get(action.line) ?? 0) + action.quantity;
        returned.set(action.line, planned);
        if (line(action.line).returnedQuantity >= planned) break;
        await returnPurchaseItems(
          systemAuditContext(companyId, 'purchaseReturnItems', 'import'),
          {
            purchaseOrderId: orderId,
            items: [
              {
                purchase_order_item_id: action.line,
                to_return_quantity: action.quantity,
                return_reason: action.reason,
                return_condition: action.condition,
              },
            ],
          },
          when,
        );
        written += 1;
        break;
      }
      case 'pay': {
        // a reference already recorded on the order answers recorded: false and changes nothing
        const owed = amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);
        const amount = action.amount === 'rest' ? fromCents(owed) : action.amount;
        if (amount <= 0) break;
        const { recorded } = await addPurchasePayment(
          systemAuditContext(companyId, 'purchasePaymentAdd', 'import'),
          { purchaseOrderId: orderId, paymentAmount: amount, paymentMethod: action.method, paymentReference: action.reference },
          when,
        );
        if (recorded) written += 1;
        break;
      }
      case 'invoice': {
        if ((await invoiceExists(purchaseInvoices, companyId, orderId)).exists) break;
        await generateInvoice(
          purchaseInvoices,
          systemAuditContext(companyId, 'purchaseInvoiceGenerate', 'import'),
          { orderId, due_date: addDays(isoDateOf(when), action.dueInDays), notes: action.notes },
          when,
        );
        written += 1;
        break;
      }
    }
  }
  return written;
}

/** Purchase orders in every state (PURCHASE_ORDERS), each followed by its receipts, returns, payments and invoice. */
async function seedPurchaseOrders(ctx: DemoInventoryContext): Promise<number> {
  const existing = await purchaseOrderIndex(ctx.companyId);
  let written = 0;
  for (const [n, demo] of PURCHASE_ORDERS.entries()) written += await applyPurchaseOrder(ctx, existing, demo, n);
  return written;
}

/**
 * The year of order history before the current orders (./seed-history.ts), oldest first, purchase and sales orders
 * interleaved by date so every sale finds the stock its purchase brought in.
 */
async function seedOrderHistory(ctx: DemoInventoryContext): Promise<number> {
  const existing = await purchaseOrderIndex(ctx.companyId);
  const sales = await salesSeedContext(ctx.companyId);
  let written = 0;
  for (const [n, entry] of HISTORY_ORDERS.entries()) {
    if (entry.kind === 'purchase') written += await applyPurchaseOrder(ctx, existing, entry.order, n);
    else written += await applySalesOrder(sales, entry.order, (daysAgo) => ctx.at(daysAgo, n));
  }
  return written;
}

/**
 * The kinds of demo data after the catalogue, in the order they run (each sees what the ones before it made).
 * Sales orders, expenses, …: one more entry here, each in its own module.
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  { name: 'order history', run: seedOrderHistory },
  { name: 'purchase orders', run: seedPurchaseOrders },
  { name: 'sales orders', run: (ctx) => seedSalesOrders(ctx.companyId, ctx.at(0, 0)) },
  { name: 'expenses', run: (ctx) => seedExpenses(ctx.companyId, ctx.at(0, 0)) },
  // last: the rules are sized from the stock and the open orders the steps before made (some below min)
  { name: 'reorder rules', run: (ctx) => seedReorderRules(ctx, ctx.at(0, 0)) },
];

/** The start banner's line when the demo inventory was (partly) written. */
export const demoInventoryLine = () => {
  const d = DEMO_INVENTORY;
  return `Demo inventory: ${d.warehouses} warehouses, ${d.suppliers} suppliers, ${d.customers} customers, ${d.items} items, ${d.purchaseOrders} purchase orders, ${d.salesOrders} sales orders, a year of expenses, ${d.reorderRules} reorder rules (some items below min)`;
};

/**
 * Creates what is missing of the demo inventory for the company and answers one line for the start banner.
 * `now` anchors every date (n days ago); `steps` are the kinds of data after the catalogue (all of them unless a
 * test stops after fewer).
 */
export async function seedDemoInventory(companyId: string, now = new Date(), steps: readonly DemoStep[] = DEMO_STEPS): Promise<string[]> {
  const at = (daysAgo: number, order: number) => new Date(now.getTime() - daysAgo * DAY + order * 60_000);
  const catalogue = await seedCatalogue(companyId, at);
  let written = catalogue.written;
  for (const step of steps) written += await step.run(catalogue.ctx);
  if (!written) return ['Demo inventory: already present'];
  return [demoInventoryLine()];
}
