/**
 * The demo company's order history (./seed.ts runs it): the twenty 30-day months before the current demo orders
 * (purchases about 120–720 days ago, their sales up to 78 days ago: with them, two years for Insights), so the financial account's monthly and yearly charts
 * show real shapes. 2–4 purchase orders a month with a seasonal shape (busier towards the most recent months and a
 * year before them), each received in full a few days after it is placed and paid, some at once and some weeks
 * later; each purchase's goods are then sold by two sales orders from the same warehouse, fulfilled in full and paid
 * the same way, so 4–8 sales orders a month and every item's stock in every warehouse ends where it started: the
 * stock colours of the current demo data stay.
 *
 * The plan is fixed (a seeded pseudo-random stream per order, never the date), so its orders keep their signatures
 * (partner, warehouse, discounts, lines) and a rerun on any day matches them. Only well-stocked items are traded;
 * the low ones (drill, boots, first aid kit, oat milk, HDMI cable, stapler, hinges, hi-vis vest, glasses) are not.
 */
import type { PaymentMethod } from '../../../shared/inventory/purchase-orders.ts';
import { randomOf } from './seed-finance.ts';
import { DEMO_SALES_ORDERS, fulfil, pay as salesPay, type DemoSalesOrder } from './seed-sales.ts';
import type { DemoPurchaseOrder, PurchaseAction } from './seed-purchases.ts';

/** Days before the seed's `now` where the history ends: the first current purchase order is 118 days ago, the first sale 75. */
const PURCHASES_END = 122;
const SALES_END = 78;
const MONTH = 30;
/** Purchase orders in history month k (0: the most recent); sales are twice as many. */
const PURCHASES_PER_MONTH = [4, 3, 3, 2, 2, 3, 3, 4, 4, 3, 2, 3, 3, 2, 2, 3, 3, 2, 3, 2] as const;
export const HISTORY_MONTHS = PURCHASES_PER_MONTH.length;

/** By index in seed.ts's WAREHOUSES. */
const WAREHOUSE_NAMES = ['Central Warehouse', 'North Depot', 'South Depot', 'Harbour Store'] as const;

/** Per supplier (index in seed.ts's SUPPLIERS): what it sells (SKU, a usual order quantity) and who buys it. */
const TRADE: ReadonlyArray<{ skus: ReadonlyArray<readonly [string, number]>; customers: readonly string[] }> = [
  {
    skus: [
      ['HW-BOLT-M840', 20],
      ['HW-SCR-440', 30],
      ['HW-TAPE-5M', 12],
      ['HW-CABLE-25', 200],
      ['CS-APC-5L', 10],
    ],
    customers: ['Riverside Builders Ltd', 'Greenway Garden Centre'],
  },
  {
    skus: [
      ['EL-USBC-1M', 40],
      ['EL-MOUSE-WL', 14],
      ['EL-KB-UK', 10],
      ['EL-LAMP-LED', 6],
      ['EL-BAT-AA4', 60],
    ],
    customers: ['Metro Office Solutions', 'Oakfield Primary School'],
  },
  {
    skus: [
      ['OF-PAPER-A4', 80],
      ['OF-PEN-BL50', 14],
      ['OF-FILE-LA', 30],
      ['OF-NOTES-76', 24],
      ['OF-MARK-WB', 10],
    ],
    customers: ['Metro Office Solutions', 'Oakfield Primary School'],
  },
  {
    skus: [
      ['FB-COF-ARA1', 20],
      ['FB-TEA-EB240', 12],
      ['FB-WATER-SP', 144],
    ],
    customers: ['Harbour Café', 'Metro Office Solutions'],
  },
  {
    skus: [
      ['CL-GLOVE-M', 40],
      ['CS-CLOTH-10', 16],
      ['CS-SOAP-500', 24],
    ],
    customers: ['Greenway Garden Centre', 'Riverside Builders Ltd', 'Harbour Café'],
  },
];

/** `list` in a fixed pseudo-random order (Fisher–Yates over `random`). */
function shuffled<T>(random: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const METHODS: readonly PaymentMethod[] = ['transfer', 'transfer', 'cheque', 'cash'];

export type HistoryOrder =
  { readonly kind: 'purchase'; readonly order: DemoPurchaseOrder } | { readonly kind: 'sales'; readonly order: DemoSalesOrder };

const salesKey = (o: DemoSalesOrder) => [o.customer, o.warehouse, o.discount, ...o.lines.map((l) => l.join(':'))].join('|');
const purchaseKey = (o: DemoPurchaseOrder) => [o.supplier, o.warehouse, o.discount, ...o.lines.map((l) => l.join(':'))].join('|');

/** The first discount of `options` that makes `key(order)` new (discounts change no stock); marks it taken. */
function unique<T extends { discount: number }>(order: T, key: (o: T) => string, taken: Set<string>, options: readonly number[]): T {
  for (const discount of options) {
    const candidate = { ...order, discount };
    if (taken.has(key(candidate))) continue;
    taken.add(key(candidate));
    return candidate;
  }
  throw new Error('demo history: no unique order left');
}

const DISCOUNTS = [0, 2.5, 5, 7.5, 10, 1, 1.5, 3] as const;

/** When an order placed `daysAgo` is paid after it arrives `arrivedAgo`: mostly within days, some weeks later. */
function paymentDay(random: () => number, daysAgo: number, arrivedAgo: number): number {
  return random() < 0.6 ? arrivedAgo - Math.floor(random() * 5) : daysAgo - 14 - Math.floor(random() * 22);
}

function buildHistory(): HistoryOrder[] {
  const out: HistoryOrder[] = [];
  const purchaseKeys = new Set<string>();
  const salesKeys = new Set(DEMO_SALES_ORDERS.map(salesKey));
  for (const [k, count] of PURCHASES_PER_MONTH.entries()) {
    const scale = 0.7 + 0.2 * count;
    for (let j = 0; j < count; j++) {
      const random = randomOf(`demo-history:${k}:${j}`);
      const supplier = (k * 3 + j) % TRADE.length;
      const trade = TRADE[supplier];
      const warehouse = Math.floor(random() * WAREHOUSE_NAMES.length);
      const daysAgo = PURCHASES_END + MONTH * k + Math.floor(((count - 1 - j + random()) * MONTH) / count);
      const arrived = daysAgo - 2 - Math.floor(random() * 3);
      const skus = shuffled(random, trade.skus).slice(0, 1 + Math.floor(random() * 3));
      const lines = skus.map(([sku, usual]) => [sku, Math.max(4, Math.round(usual * scale * (0.7 + 0.6 * random()))), 0] as const);
      const ref = `${k + 1}-${j + 1}`;
      const actions: PurchaseAction[] = [
        ...lines.map((_, i): PurchaseAction => ({ act: 'receive', line: i + 1, quantity: lines[i][1], daysAgo: arrived })),
        {
          act: 'pay',
          amount: 'rest',
          method: METHODS[Math.floor(random() * METHODS.length)],
          reference: `PO history ${ref}`,
          daysAgo: paymentDay(random, daysAgo, arrived),
        },
      ];
      const purchase = unique({ supplier, warehouse, daysAgo, discount: 0, lines, actions }, purchaseKey, purchaseKeys, DISCOUNTS);
      out.push({ kind: 'purchase', order: purchase });
      // two sales from the same warehouse take what this purchase brought in, after it arrived
      const firstShare = 0.35 + 0.3 * random();
      const shares = lines.map(([, quantity]) => Math.max(1, Math.min(quantity - 1, Math.round(quantity * firstShare))));
      const customers = shuffled(random, trade.customers);
      for (const part of [0, 1] as const) {
        const soldAgo = Math.max(SALES_END, arrived - (part === 0 ? 3 + Math.floor(random() * 12) : 15 + Math.floor(random() * 25)));
        const shippedAgo = soldAgo - 1 - Math.floor(random() * 2);
        const saleLines = lines.map(([sku, quantity], i) => [sku, part === 0 ? shares[i] : quantity - shares[i], 0] as const);
        const sale: DemoSalesOrder = {
          customer: customers[part % customers.length],
          warehouse: WAREHOUSE_NAMES[warehouse],
          daysAgo: soldAgo,
          discount: random() < 0.25 ? 5 : 0,
          lines: saleLines,
          actions: [
            fulfil(shippedAgo, ...saleLines.map(([, quantity], i) => [i + 1, quantity] as const)),
            salesPay(
              'rest',
              METHODS[Math.floor(random() * METHODS.length)],
              `SO history ${ref}-${part + 1}`,
              Math.max(1, paymentDay(random, soldAgo, shippedAgo)),
            ),
          ],
        };
        out.push({ kind: 'sales', order: unique(sale, salesKey, salesKeys, [sale.discount, ...DISCOUNTS]) });
      }
    }
  }
  // oldest first; on one day a purchase before a sale (each sale is days after its purchase arrived anyway)
  return out.sort((a, b) => b.order.daysAgo - a.order.daysAgo || (a.kind === b.kind ? 0 : a.kind === 'purchase' ? -1 : 1));
}

/** The history's orders, oldest first (order numbers follow the dates). */
export const HISTORY_ORDERS: readonly HistoryOrder[] = buildHistory();

/** How many days before `now` the oldest history order is placed (the catalogue's stock history comes before it). */
export const HISTORY_START = Math.max(...HISTORY_ORDERS.map((o) => o.order.daysAgo));
