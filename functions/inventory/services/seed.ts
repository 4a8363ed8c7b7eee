/**
 * Demo inventory for a local company (`npm start`), made through the same service functions the API uses, so
 * lots, movements and every maintained figure agree. One step per kind of data, run in order:
 * - catalogue: 4 warehouses, 5 suppliers, 5 customers, 2 categories of the company's own, 30 items, and each
 *   item's opening stock history (receipts into several warehouses, some adjustments, before the order history),
 *   with a few items left low so the stock colours show (red ≤ 5, yellow ≤ 20);
 * - purchase orders: 13 orders over the last 4 months, from every supplier into every warehouse, in every state
 *   (pending, partly received, received, partly paid, paid, with a return, invoiced, an overdue invoice).
 *   Receipts go only to items that are not low, so the stock colours stay.
 * The catalogue and its step are in ./seed-catalogue.ts, the purchase orders and how a planned order is applied in
 * ./seed-purchases.ts. The kinds of data after the catalogue are the entries of DEMO_STEPS, in this order: a year of order history before
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
import { seedExpenses } from './seed-finance.ts';
import { DEMO_RULES, seedReorderRules } from './seed-reorder.ts';
import { HISTORY_ORDERS } from './seed-history.ts';
import { applySalesOrder, DEMO_SALES_ORDERS, salesSeedContext, seedSalesOrders } from './seed-sales.ts';
import { CUSTOMERS, DAY, ITEMS, seedCatalogue, SUPPLIERS, WAREHOUSES } from './seed-catalogue.ts';
import { applyPurchaseOrder, PURCHASE_ORDERS, purchaseOrderIndex, seedPurchaseOrders } from './seed-purchases.ts';
import { DEMO_COUNTS, DEMO_TRANSFERS, seedWarehouseFloor } from './seed-floor.ts';

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
  transfers: DEMO_TRANSFERS.length,
  counts: DEMO_COUNTS.length,
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
  transfers: DEMO_TRANSFERS,
  counts: DEMO_COUNTS,
} as const;

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
  // before the rules: what is in transit counts in the destination's projected quantity
  { name: 'warehouse floor', run: seedWarehouseFloor },
  // last: the rules are sized from the stock and the open orders the steps before made (some below min)
  { name: 'reorder rules', run: (ctx) => seedReorderRules(ctx, ctx.at(0, 0)) },
];

/** The start banner's line when the demo inventory was (partly) written. */
export const demoInventoryLine = () => {
  const d = DEMO_INVENTORY;
  return `Demo inventory: ${d.warehouses} warehouses, ${d.suppliers} suppliers, ${d.customers} customers, ${d.items} items, ${d.purchaseOrders} purchase orders, ${d.salesOrders} sales orders, a year of expenses, ${d.transfers} transfers, ${d.counts} stock counts, ${d.reorderRules} reorder rules (some items below min)`;
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
