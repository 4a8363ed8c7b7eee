/**
 * The inventory (ims) section's dataset, pure: a company "plan" (warehouses, suppliers, customers, items and
 * every item's stock history: receipts and adjustments with their warehouses, quantities and times) and the
 * exact DynamoDB items the product holds once that plan has gone through its services (addWarehouse,
 * addPartner, addProduct, addStock, adjustStock).
 *
 * Items are built with the product's own functions (functions/inventory/records.ts: warehouseToItem,
 * warehouseNameClaimToItem, partnerToItem, itemToItem, itemSideItems, lotToItem, movementToItem; keys from
 * functions/inventory/keys.ts), given each record's final state (stock, movement count, lots' remaining units,
 * stock per warehouse, the warehouse's units). ims-seed.ts's consistency check replays a small plan through the
 * real services and compares every item they wrote with these.
 */
import { ulid } from 'ulid';
import * as imsKeys from '../../functions/inventory/keys.ts';
import {
  itemSideItems,
  itemToItem,
  lotToItem,
  movementToItem,
  partnerToItem,
  warehouseNameClaimToItem,
  warehouseToItem,
  type ItemRecord,
  type LotRecord,
  type PartnerRecord,
  type StoredReorderRule,
  type WarehouseRecord,
  type WarehouseStockRecord,
} from '../../functions/inventory/records.ts';
import type { ProjectionChange } from '../../functions/inventory/data/reorder.ts';
import { purchaseOnOrder, salesCommitted } from '../../functions/inventory/services/projection.ts';
import { isBelowMin, projectedQuantity } from '../../shared/inventory/replenishment.ts';
import { lotNumber } from '../../shared/inventory/rules.ts';
import { addStockValue, emptyStockValue, mergeStockValue, stockValueAttributes, type StockValue } from './insights-dataset.ts';
import { expenseItems, LedgerDays, type PlanExpense } from './ims-finance.ts';
import { emptyPurchaseCounts, purchaseItems, type PurchaseCounts, type PurchasePlan } from './ims-purchasing.ts';
import { emptySalesCounts, salesItems, type SalesCounts, type SalesPlan } from './ims-sales.ts';

export type Item = Record<string, unknown>;

export interface ImsShape {
  readonly label: string;
  /** Items with the regular history (`movementsPerItem` movements each). */
  readonly items: number;
  readonly movementsPerItem: number;
  /** Extra items with a long history (`hotMovements` each): the movements pager's far pages. */
  readonly hotItems: number;
  readonly hotMovements: number;
  readonly warehouses: number;
  readonly suppliers: number;
  readonly customers: number;
  /** Purchase orders over 3 years (ims-purchasing.ts), the same shape per order on every company. */
  readonly purchaseOrders: number;
  /** Sales orders over 3 years (ims-sales.ts), the same shape per order on every company. */
  readonly salesOrders: number;
  /** Expenses over 3 years (ims-finance.ts): LARGE 5,000 (4–5 a day), SMALL 1,100 (one a day). */
  readonly expenses: number;
  /** Regular items with a reorder rule (one, on the pair of their first warehouse), set after the history. */
  readonly rules: number;
  /** Of those, pairs below min once set (projected < min): the below-min index, the Replenishment list. */
  readonly belowMin: number;
}

/**
 * 10,000 items × 20 movements = 200,000 movements in 20 warehouses, plus 2 items with 10,000 movements each; 20,000
 * purchase orders over 3 years.
 */
export const LARGE_IMS: ImsShape = {
  label: 'LARGE',
  items: 10_000,
  movementsPerItem: 20,
  hotItems: 2,
  hotMovements: 10_000,
  warehouses: 20,
  suppliers: 2_000,
  customers: 2_000,
  purchaseOrders: 20_000,
  salesOrders: 40_000,
  expenses: 5_000,
  rules: 10_000,
  belowMin: 1_000,
};
/** The same history per item on a tenth of the catalogue (and the same 2 long-history items), a tenth of the orders. */
export const SMALL_IMS: ImsShape = {
  label: 'SMALL',
  items: 1_000,
  movementsPerItem: 20,
  hotItems: 2,
  hotMovements: 10_000,
  warehouses: 4,
  suppliers: 200,
  customers: 200,
  purchaseOrders: 2_000,
  salesOrders: 4_000,
  // at least one a day: the day rows of SMALL carry the same fields as LARGE's (the yearly summaries read 365 of them)
  expenses: 1_100,
  rules: 1_000,
  belowMin: 100,
};
/** The consistency check's company: every kind of step (receipts, decreases over several lots, emptied warehouses, low stock). */
export const CHECK_IMS: ImsShape = {
  label: 'CHECK',
  items: 8,
  movementsPerItem: 20,
  hotItems: 1,
  hotMovements: 150,
  warehouses: 3,
  suppliers: 2,
  customers: 2,
  purchaseOrders: 24,
  salesOrders: 24,
  expenses: 12,
  rules: 6,
  belowMin: 3,
};

/** A smaller company for trial runs (`--ims-scale=0.1`): items, partners and long histories shrink, warehouses stay. */
export function scaleShape(shape: ImsShape, scale: number): ImsShape {
  if (scale === 1) return shape;
  const by = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    ...shape,
    items: by(shape.items, 10),
    suppliers: by(shape.suppliers, 1),
    customers: by(shape.customers, 1),
    purchaseOrders: by(shape.purchaseOrders, 24),
    salesOrders: by(shape.salesOrders, 24),
    expenses: by(shape.expenses, 12),
    rules: Math.min(by(shape.items, 10), by(shape.rules, 1)),
    belowMin: by(shape.belowMin, 1),
    hotMovements: by(shape.hotMovements / 10, 2) * 10,
  };
}

/** Name heads: a search for one of them (`q=cable`) matches a tenth of the catalogue. */
export const ITEM_HEADS = [
  ['Bolt', 'hardware', 'Hardware', 'pcs'],
  ['Cable', 'electronics', 'Electronics', 'm'],
  ['Drill bit', 'hardware', 'Hardware', 'pcs'],
  ['Filter', 'general', 'General', 'pcs'],
  ['Gloves', 'clothing', 'Clothing', 'pack'],
  ['Hinge', 'hardware', 'Hardware', 'pcs'],
  ['Lamp', 'electronics', 'Electronics', 'pcs'],
  ['Marker', 'office-supplies', 'Office Supplies', 'box'],
  ['Coffee', 'food-beverage', 'Food & Beverage', 'kg'],
  ['Paper', 'office-supplies', 'Office Supplies', 'pack'],
] as const;
export const SEARCH_TERM = 'cable';

const DECREASE_REASONS = ['Damaged in storage', 'Stock count correction', 'Expired', 'Used internally'];
const INCREASE_REASON = 'Found in stock count';
const RECEIPT_REFERENCE = 'Add Stock';

export interface PlanWarehouse {
  warehouseId: string;
  name: string;
  location: string;
  createdAt: string;
}

export interface PlanPartner {
  kind: 'supplier' | 'customer';
  partnerId: string;
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  createdAt: string;
}

/** One change of stock: a receipt (Add Stock) or an adjustment, in one warehouse (its index in the plan). */
export interface PlanStep {
  kind: 'receipt' | 'adjustment';
  warehouse: number;
  quantity: number;
  reason: string;
  at: string;
}

export interface PlanItem {
  itemId: string;
  name: string;
  sku: string;
  barcode: string;
  description: string;
  categoryId: string;
  categoryName: string;
  purchaseCents: number;
  salesCents: number;
  unit: string;
  createdAt: string;
  hot: boolean;
  steps: PlanStep[];
}

export interface ImsPlan {
  companyId: string;
  shape: ImsShape;
  warehouses: PlanWarehouse[];
  partners: PlanPartner[];
  /** In the order their stock changes are applied (lot numbers are allocated in that order). */
  items: PlanItem[];
}

const ms = (iso: string) => Date.parse(iso);
const isoAt = (t: number) => new Date(t).toISOString();
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** An EAN-13 style code (12 digits + a check digit). */
export function ean13(body12: string): string {
  const digits = body12.split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

/** The steps of a regular item: receipts every 4th step, small decreases between, some items run low. */
function regularSteps(index: number, warehouses: number, count: number, start: number): PlanStep[] {
  const a = index % warehouses;
  const b = warehouses > 1 ? (a + 1 + (index % (warehouses - 1))) % warehouses : a;
  const stock = new Map<number, number>([
    [a, 0],
    [b, 0],
  ]);
  const low = index % 20 === 3;
  const steps: PlanStep[] = [];
  for (let k = 0; k < count; k++) {
    const at = isoAt(start + (k + 1) * 3_600_000);
    let step: PlanStep;
    if (low && k === count - 2 && stock.get(a)! > 0) {
      step = { kind: 'adjustment', warehouse: a, quantity: -stock.get(a)!, reason: 'Stock count correction', at };
    } else if (low && k === count - 1 && stock.get(b)! > index % 6) {
      step = { kind: 'adjustment', warehouse: b, quantity: -(stock.get(b)! - (index % 6)), reason: 'Sent for repair', at };
    } else if (k % 4 === 0) {
      step = { kind: 'receipt', warehouse: (k / 4) % 2 ? b : a, quantity: 20 + ((index * 13 + k * 7) % 60), reason: RECEIPT_REFERENCE, at };
    } else {
      const wh = k % 2 ? a : b;
      const take = 1 + ((index + k) % 6);
      step =
        stock.get(wh)! >= take
          ? { kind: 'adjustment', warehouse: wh, quantity: -take, reason: DECREASE_REASONS[(index + k) % DECREASE_REASONS.length], at }
          : { kind: 'adjustment', warehouse: wh, quantity: take, reason: INCREASE_REASON, at };
    }
    stock.set(step.warehouse, stock.get(step.warehouse)! + step.quantity);
    steps.push(step);
  }
  return steps;
}

/** A long history in one warehouse: a receipt of 500 every 100 steps, decreases of 1–5 between. */
function hotSteps(index: number, warehouses: number, count: number, start: number): PlanStep[] {
  const wh = index % warehouses;
  let stock = 0;
  const steps: PlanStep[] = [];
  for (let k = 0; k < count; k++) {
    const at = isoAt(start + (k + 1) * 60_000);
    const take = 1 + (k % 5);
    const step: PlanStep =
      k % 100 === 0 || stock < take
        ? { kind: 'receipt', warehouse: wh, quantity: 500, reason: RECEIPT_REFERENCE, at }
        : { kind: 'adjustment', warehouse: wh, quantity: -take, reason: DECREASE_REASONS[k % DECREASE_REASONS.length], at };
    stock += step.quantity;
    steps.push(step);
  }
  return steps;
}

/** The company's plan: names, codes and histories are a function of the index; dates end before `now`. */
export function buildImsPlan(shape: ImsShape, companyId: string, now: Date): ImsPlan {
  const total = shape.items + shape.hotItems;
  // Histories fit in the ~400 days before now: items created a minute apart, steps an hour (hot: a minute) apart.
  const t0 = now.getTime() - 420 * 86_400_000;
  const warehouses: PlanWarehouse[] = Array.from({ length: shape.warehouses }, (_, w) => {
    const createdAt = isoAt(t0 + w * 1000);
    return {
      warehouseId: ulid(ms(createdAt)),
      name: `Warehouse ${pad(w + 1, 2)}`,
      location: `${10 + w} Depot Road, Unit ${w + 1}`,
      createdAt,
    };
  });
  const partners: PlanPartner[] = [];
  for (const kind of ['supplier', 'customer'] as const) {
    const count = kind === 'supplier' ? shape.suppliers : shape.customers;
    for (let p = 0; p < count; p++) {
      const createdAt = isoAt(t0 + 86_400_000 + p * 1000 + (kind === 'customer' ? 500 : 0));
      const name = `${kind === 'supplier' ? 'Supplier' : 'Customer'} ${pad(p + 1, 5)} Ltd`;
      partners.push({
        kind,
        partnerId: ulid(ms(createdAt)),
        name,
        contactName: `Contact ${p + 1}`,
        contactPhone: `+44 20 7946 ${pad(p % 10_000, 4)}`,
        contactEmail: `${kind}${p + 1}@example.com`,
        address: `${p + 1} Trade Street, Leeds`,
        createdAt,
      });
    }
  }
  const items: PlanItem[] = [];
  for (let i = 0; i < total; i++) {
    const hot = i >= shape.items;
    const [head, categoryId, categoryName, unit] = ITEM_HEADS[i % ITEM_HEADS.length];
    const createdAt = isoAt(t0 + 2 * 86_400_000 + i * 60_000);
    const purchaseCents = 150 + ((i * 37) % 9_850);
    items.push({
      itemId: ulid(ms(createdAt)),
      name: `${head} ${hot ? 'bulk' : 'type'} ${pad(i + 1, 5)}`,
      sku: `${head.slice(0, 3).toUpperCase()}-${pad(i + 1, 6)}`,
      barcode: ean13(`50${pad(i + 1, 10)}`),
      description: `${head}, catalogue line ${i + 1}`,
      categoryId,
      categoryName,
      purchaseCents,
      salesCents: Math.round(purchaseCents * 1.4),
      unit,
      createdAt,
      hot,
      steps: hot
        ? hotSteps(i, shape.warehouses, shape.hotMovements, ms(createdAt))
        : regularSteps(i, shape.warehouses, shape.movementsPerItem, ms(createdAt)),
    });
  }
  return { companyId, shape, warehouses, partners, items };
}

export interface ImsItemCounts {
  warehouses: number;
  suppliers: number;
  customers: number;
  items: number;
  movements: number;
  lots: number;
  /** WHSTOCK# items: an item's stock in a warehouse that ever held it. */
  warehouseStocks: number;
  /** Items at or below the low-stock threshold (in gsi3). */
  lowStock: number;
  /** Of the WHSTOCK# items, those only an order made (a pair an order names that never held stock in the catalogue). */
  orderPairs: number;
  /** Reorder rules (on WHSTOCK# items) and the pairs below min (in gsi2's below-min index). */
  rules: number;
  belowMin: number;
  /** SKU and barcode claims, search tokens, category membership, name claims, the lot counter, the dashboard counters. */
  claimsAndIndex: number;
  /** Purchase orders and what goes with them (ims-purchasing.ts). */
  purchases: PurchaseCounts;
  /** Sales orders and what goes with them (ims-sales.ts). */
  sales: SalesCounts;
  expenses: number;
  /** The ledger's financial day rows (purchases, sales and expenses together). */
  ledgerDays: number;
  total: number;
}

export const emptyImsCounts = (): ImsItemCounts => ({
  warehouses: 0,
  suppliers: 0,
  customers: 0,
  items: 0,
  movements: 0,
  lots: 0,
  warehouseStocks: 0,
  lowStock: 0,
  orderPairs: 0,
  rules: 0,
  belowMin: 0,
  claimsAndIndex: 0,
  purchases: emptyPurchaseCounts(),
  sales: emptySalesCounts(),
  expenses: 0,
  ledgerDays: 0,
  total: 0,
});

// ───────────────────────────── what the orders put on the pairs ─────────────────────────────

const pairKey = (itemId: string, warehouseId: string) => `${itemId}\u0000${warehouseId}`;

/** A pair's order figures: units on open purchase lines (on order) and on open sales lines (committed). */
export interface PairOrderFigures {
  itemId: string;
  warehouseId: string;
  onOrder: number;
  committed: number;
}

/**
 * What the company's orders leave on the catalogue's records, from each order's final record (its lines' received
 * and delivered units): on order and committed per pair as services/projection.ts counts them (purchaseOnOrder,
 * salesCommitted: open lines' remaining units in the order's warehouse, the fulfilment warehouse for sales); every
 * pair an order names has a row (projectionOps makes one, on hand 0), so it is here even at 0; and the create
 * transactions' references (data/catalogue.orderItemRefs: +1 per distinct item and order; the warehouse's and the
 * partner's `orderCount`).
 */
export interface OrderFigures {
  readonly pairs: Map<string, PairOrderFigures>;
  readonly orderRefs: Map<string, number>;
  readonly warehouseOrders: Map<string, number>;
  readonly partnerOrders: Map<string, number>;
}

const bump = (m: Map<string, number>, key: string, by = 1) => m.set(key, (m.get(key) ?? 0) + by);

function drain(items: Iterable<unknown>): void {
  const it = items[Symbol.iterator]();
  while (!it.next().done);
}

export function orderFigures(orders: { purchases?: PurchasePlan; sales?: SalesPlan }): OrderFigures {
  const f: OrderFigures = { pairs: new Map(), orderRefs: new Map(), warehouseOrders: new Map(), partnerOrders: new Map() };
  const pair = (itemId: string, warehouseId: string) => {
    const key = pairKey(itemId, warehouseId);
    const p = f.pairs.get(key) ?? { itemId, warehouseId, onOrder: 0, committed: 0 };
    f.pairs.set(key, p);
    return p;
  };
  const add = (changes: readonly ProjectionChange[]) => {
    for (const c of changes) {
      const p = pair(c.itemId, c.warehouseId);
      p.onOrder += c.onOrder ?? 0;
      p.committed += c.committed ?? 0;
    }
  };
  const refs = (o: { warehouseId: string; lines: ReadonlyArray<{ itemId: string }> }, partnerId: string) => {
    for (const itemId of new Set(o.lines.map((l) => l.itemId))) bump(f.orderRefs, itemId);
    bump(f.warehouseOrders, o.warehouseId);
    bump(f.partnerOrders, partnerId);
    for (const l of o.lines) pair(l.itemId, o.warehouseId);
  };
  if (orders.purchases)
    drain(
      purchaseItems(orders.purchases, emptyPurchaseCounts(), new LedgerDays(), {}, (o) => {
        refs(o, o.supplierId);
        add(purchaseOnOrder(o));
      }),
    );
  if (orders.sales)
    drain(
      salesItems(orders.sales, emptySalesCounts(), new LedgerDays(), {}, (o) => {
        refs(o, o.customerId);
        add(salesCommitted(o));
      }),
    );
  return f;
}

// ───────────────────────────── reorder rules ─────────────────────────────

/** A reorder rule the plan sets (POST reorder-rules) after the history, on an item's pair in `warehouse`. */
export interface PlanRule {
  readonly item: PlanItem;
  /** The warehouse's index in the plan. */
  readonly warehouse: number;
  readonly min: number;
  readonly max: number;
  readonly multiple: number;
  readonly supplier: PlanPartner;
  readonly leadTimeDays: number;
  /** When it is set (the rule's `updatedAt`; `belowMinSince` when the pair is below min then). */
  readonly at: string;
  /** Below min once set: projected < min. */
  readonly below: boolean;
}

/** Below-min rows per supplier: the Replenishment list's first page (50) is one supplier's on every company. */
export const BELOW_MIN_PER_SUPPLIER = 50;

/** An item's units on hand per warehouse index after its steps. */
function onHandOf(item: PlanItem): Map<number, number> {
  const m = new Map<number, number>();
  for (const s of item.steps) m.set(s.warehouse, (m.get(s.warehouse) ?? 0) + s.quantity);
  return m;
}

/**
 * The shape's rules: the first `rules` regular items get one on the pair of their first warehouse (the warehouses
 * in turn, so every warehouse has rules), set one after another in the hour before `now` (after every stock change
 * and order of the plan), each sized from the pair's projected quantity then (on hand + on order − committed:
 * `figures`, the orders' final state): exactly `belowMin` of them below min (min above projected: a pair whose
 * projected is negative is below whatever its min, so it is one of them; the others about one in 10, in item
 * order), the rest with min at half their projected. The k-th pair below min orders from supplier
 * ⌊k / BELOW_MIN_PER_SUPPLIER⌋ (the Replenishment list is by supplier: its first page is 50 rows of one supplier
 * on both companies); the others from the regular suppliers in turn.
 */
export function buildReorderRules(plan: ImsPlan, figures: OrderFigures, now: Date): PlanRule[] {
  const { shape } = plan;
  const suppliers = plan.partners.filter((p) => p.kind === 'supplier');
  const ruled = plan.items.filter((i) => !i.hot).slice(0, shape.rules);
  const target = Math.min(shape.belowMin, ruled.length);
  const base = ruled.map((item, pos) => {
    const warehouse = item.steps[0]?.warehouse ?? pos % plan.warehouses.length;
    const order = figures.pairs.get(pairKey(item.itemId, plan.warehouses[warehouse].warehouseId));
    const projected = projectedQuantity({
      onHand: onHandOf(item).get(warehouse) ?? 0,
      onOrder: order?.onOrder ?? 0,
      committed: order?.committed ?? 0,
    });
    return { item, pos, warehouse, projected };
  });
  const below = new Set(base.filter((r) => r.projected < 0).map((r) => r.pos));
  if (below.size > target) throw new Error(`plan: ${below.size} rule pairs are below 0 projected, more than the ${target} below min`);
  const every = Math.max(1, Math.floor(ruled.length / Math.max(1, target)));
  for (const r of base) if (below.size < target && r.pos % every === 7 % every) below.add(r.pos);
  for (const r of base) if (below.size < target) below.add(r.pos);
  let k = 0;
  const t0 = now.getTime() - 3_600_000;
  return base.map(({ item, pos, warehouse, projected }): PlanRule => {
    const isBelow = below.has(pos);
    const supplier = isBelow
      ? suppliers[Math.floor(k++ / BELOW_MIN_PER_SUPPLIER) % suppliers.length]
      : suppliers[pos % Math.min(10, suppliers.length)];
    const min = isBelow ? Math.max(0, projected) + 5 + (pos % 5) : Math.floor(projected / 2);
    return {
      item,
      warehouse,
      min,
      max: Math.max(min, projected) + 20 + 10 * (pos % 3),
      multiple: [1, 5, 10][pos % 3],
      supplier,
      leadTimeDays: 2 + (pos % 12),
      at: isoAt(t0 + pos * 100),
      below: isBelow,
    };
  });
}

/** The rule as setReorderRule stores it on the pair's row. */
export const storedRule = (r: PlanRule): StoredReorderRule => ({
  min: r.min,
  max: r.max,
  multiple: r.multiple,
  supplierId: r.supplier.partnerId,
  leadTimeDays: r.leadTimeDays,
  updatedAt: r.at,
});

/**
 * A pair's WHSTOCK# item in its final state, as data/stock.writeStockChange and data/reorder.projectionWrite leave
 * it (there is no toItem for it): on hand, the warehouse's name (empty on a row only an order made), on order,
 * committed and `projected` (every write sets it), the stocked-items index while it holds units, the rule, and the
 * below-min index keys with `belowMinSince` while projected < min (keys.belowMinIndex).
 */
export function warehouseStockItem(o: {
  companyId: string;
  itemId: string;
  warehouseId: string;
  warehouseName: string;
  quantity: number;
  orders?: PairOrderFigures;
  rule?: PlanRule;
  /** Issue 35: its stock value and its changes by month (insights-dataset.ts). */
  value?: StockValue;
}): Item {
  const onOrder = o.orders?.onOrder ?? 0;
  const committed = o.orders?.committed ?? 0;
  const projected = projectedQuantity({ onHand: o.quantity, onOrder, committed });
  const rule = o.rule ? storedRule(o.rule) : undefined;
  const below = !!rule && isBelowMin(projected, rule.min);
  if (o.rule && below !== o.rule.below) throw new Error(`plan: the rule of ${o.rule.item.sku} is ${below ? '' : 'not '}below min`);
  const record: WarehouseStockRecord = {
    companyId: o.companyId,
    itemId: o.itemId,
    warehouseId: o.warehouseId,
    warehouseName: o.warehouseName,
    quantity: o.quantity,
    onOrder,
    committed,
    projected,
    ...(rule ? { rule } : {}),
    ...(below ? { belowMinSince: o.rule!.at } : {}),
  };
  return {
    ...imsKeys.warehouseStock(o.companyId, o.itemId, o.warehouseId),
    ...(o.quantity > 0 ? imsKeys.stockedItemIndex(o.companyId, o.warehouseId, o.itemId) : {}),
    ...(below ? imsKeys.belowMinIndex(o.companyId, rule!.supplierId, o.warehouseId, o.itemId) : {}),
    ...record,
    ...stockValueAttributes(o.value),
  };
}

// ───────────────────────────── the items ─────────────────────────────

/** Lot numbers are company-wide: the next one to give, shared by the items of a company in plan order. */
interface LotCounter {
  next: number;
}

/**
 * Per warehouse (by plan index): its units on hand, how many items hold stock there, its stock changes (each a
 * transaction that ADDs `stockChanges`), its rules and pairs below min (maintained on WH#).
 */
interface WarehouseTotals {
  units: number[];
  stockedItems: number[];
  stockChanges: number[];
  rules: number[];
  belowMin: number[];
  /** Issue 35: the stock value at the lots' cost, kept on WH# with its changes by month. */
  values: StockValue[];
}

/** What the orders and the rules add to one item's records. */
interface ItemExtras {
  figures: OrderFigures;
  rules: ReadonlyMap<string, PlanRule>;
}

/** One item's records after its steps (simulated as changeStock plans them: new lots, oldest lots first). */
function* itemItems(
  plan: ImsPlan,
  item: PlanItem,
  lots: LotCounter,
  totals: WarehouseTotals,
  counts: ImsItemCounts,
  extras: ItemExtras,
): Generator<Item> {
  const companyId = plan.companyId;
  const open = new Map<number, LotRecord[]>();
  const allLots: LotRecord[] = [];
  const perWarehouse = new Map<number, number>();
  const values = new Map<number, StockValue>();
  const valueAt = (w: number) => values.get(w) ?? values.set(w, emptyStockValue()).get(w)!;
  let total = 0;
  let seq = 0;
  for (const step of item.steps) {
    const warehouse = plan.warehouses[step.warehouse];
    if (step.quantity > 0) {
      addStockValue(valueAt(step.warehouse), step.at, step.quantity * item.purchaseCents);
      const lotSeq = lots.next++;
      const lot: LotRecord = {
        companyId,
        itemId: item.itemId,
        warehouseId: warehouse.warehouseId,
        seq: lotSeq,
        batch: lotNumber(lotSeq),
        quantity: step.quantity,
        remaining: step.quantity,
        unitCostCents: item.purchaseCents,
        receivedAt: step.at,
      };
      allLots.push(lot);
      open.set(step.warehouse, [...(open.get(step.warehouse) ?? []), lot]);
    } else {
      let need = -step.quantity;
      for (const lot of open.get(step.warehouse) ?? []) {
        if (!need) break;
        const take = Math.min(lot.remaining, need);
        lot.remaining -= take;
        need -= take;
        addStockValue(valueAt(step.warehouse), step.at, -take * lot.unitCostCents);
      }
      if (need) throw new Error(`plan: ${item.sku} takes more than ${warehouse.name} holds`);
      open.set(
        step.warehouse,
        (open.get(step.warehouse) ?? []).filter((l) => l.remaining > 0),
      );
    }
    seq += 1;
    yield movementToItem({
      companyId,
      itemId: item.itemId,
      seq,
      type: step.kind,
      quantityChange: step.quantity,
      previousQuantity: total,
      newQuantity: total + step.quantity,
      warehouseId: warehouse.warehouseId,
      warehouseName: warehouse.name,
      reference: step.reason,
      createdAt: step.at,
    });
    counts.movements += 1;
    total += step.quantity;
    perWarehouse.set(step.warehouse, (perWarehouse.get(step.warehouse) ?? 0) + step.quantity);
    totals.units[step.warehouse] += step.quantity;
    totals.stockChanges[step.warehouse] += 1;
  }
  for (const lot of allLots) yield lotToItem(lot);
  counts.lots += allLots.length;
  let ruleCount = 0;
  for (const [w, warehouse] of plan.warehouses.entries()) {
    const key = pairKey(item.itemId, warehouse.warehouseId);
    const stocked = perWarehouse.has(w);
    const orders = extras.figures.pairs.get(key);
    const rule = extras.rules.get(key);
    if (!stocked && !orders && !rule) continue;
    const quantity = perWarehouse.get(w) ?? 0;
    yield warehouseStockItem({
      companyId,
      itemId: item.itemId,
      warehouseId: warehouse.warehouseId,
      // a row an order made (projectionOps) has no name until a stock change sets it
      warehouseName: stocked ? warehouse.name : '',
      quantity,
      orders,
      rule,
      value: values.get(w),
    });
    if (values.has(w)) mergeStockValue(totals.values[w], values.get(w)!);
    counts.warehouseStocks += 1;
    if (!stocked) counts.orderPairs += 1;
    if (quantity > 0) totals.stockedItems[w] += 1;
    if (rule) {
      ruleCount += 1;
      totals.rules[w] += 1;
      counts.rules += 1;
      if (rule.below) {
        totals.belowMin[w] += 1;
        counts.belowMin += 1;
      }
    }
  }
  const record: ItemRecord = {
    companyId,
    itemId: item.itemId,
    name: item.name,
    sku: item.sku,
    barcode: item.barcode,
    description: item.description,
    categoryId: item.categoryId,
    categoryName: item.categoryName,
    purchaseCents: item.purchaseCents,
    salesCents: item.salesCents,
    unit: item.unit,
    stock: total,
    movementCount: seq,
    createdAt: item.createdAt,
    updatedAt: item.createdAt,
    // addProduct writes 0; every order's create transaction ADDs 1 (data/catalogue.orderItemRefs)
    orderRefs: extras.figures.orderRefs.get(item.itemId) ?? 0,
    ...(ruleCount ? { ruleCount } : {}),
  };
  yield itemToItem(record);
  counts.items += 1;
  if (total <= imsKeys.LOW_STOCK_THRESHOLD) counts.lowStock += 1;
  const { claims, index } = itemSideItems(record);
  yield* claims;
  yield* index;
  counts.claimsAndIndex += claims.length + index.length;
}

/**
 * Every item of the company's inventory, as the product holds it after the plan, its orders (when given) and its
 * reorder rules (when given: buildReorderRules of the same orders); `counts` fills as it goes.
 */
export function* imsCompanyItems(
  plan: ImsPlan,
  counts: ImsItemCounts,
  orders: {
    purchases?: PurchasePlan;
    sales?: SalesPlan;
    expenses?: readonly PlanExpense[];
    rules?: readonly PlanRule[];
    /** orderFigures of `purchases` and `sales`, when the caller has it already. */
    figures?: OrderFigures;
  } = {},
): Generator<Item> {
  const companyId = plan.companyId;
  const figures = orders.figures ?? orderFigures(orders);
  const supplierRules = new Map<string, number>();
  for (const r of orders.rules ?? []) bump(supplierRules, r.supplier.partnerId);
  for (const p of plan.partners) {
    const record: PartnerRecord = {
      companyId,
      kind: p.kind,
      partnerId: p.partnerId,
      name: p.name,
      contactName: p.contactName,
      contactPhone: p.contactPhone,
      contactEmail: p.contactEmail,
      address: p.address,
      createdAt: p.createdAt,
    };
    const orderCount = figures.partnerOrders.get(p.partnerId);
    const ruleCount = supplierRules.get(p.partnerId);
    // orderCount: ADDed by each order's create transaction (data/partners.partnerOrderRef); a supplier's ruleCount by
    // each rule naming it as preferred (services/reorder.setReorderRule)
    yield { ...partnerToItem(record), ...(orderCount ? { orderCount } : {}), ...(ruleCount ? { ruleCount } : {}) };
    if (p.kind === 'supplier') counts.suppliers += 1;
    else counts.customers += 1;
  }
  const lots: LotCounter = { next: 1 };
  const zeros = () => plan.warehouses.map(() => 0);
  const totals: WarehouseTotals = {
    units: zeros(),
    stockedItems: zeros(),
    stockChanges: zeros(),
    rules: zeros(),
    belowMin: zeros(),
    values: plan.warehouses.map(() => emptyStockValue()),
  };
  const rules = new Map((orders.rules ?? []).map((r) => [pairKey(r.item.itemId, plan.warehouses[r.warehouse].warehouseId), r] as const));
  const touched = new Set<number>();
  for (const item of plan.items) {
    for (const s of item.steps) touched.add(s.warehouse);
    yield* itemItems(plan, item, lots, totals, counts, { figures, rules });
  }
  for (const [i, w] of plan.warehouses.entries()) {
    const record: WarehouseRecord = { companyId, warehouseId: w.warehouseId, name: w.name, location: w.location, createdAt: w.createdAt };
    const orderCount = figures.warehouseOrders.get(w.warehouseId);
    // `units`, `stockedItems` and `stockChanges`: ADDed by every stock change in the warehouse (absent until the first
    // one); `orderCount` by each order's create (data/warehouses.warehouseOrderRef); `ruleCount` by each new rule,
    // `belowMin` by each crossing of min (data/reorder.ts), absent until the first
    yield {
      ...warehouseToItem(record),
      ...(touched.has(i) ? { units: totals.units[i], stockedItems: totals.stockedItems[i], stockChanges: totals.stockChanges[i] } : {}),
      ...(orderCount ? { orderCount } : {}),
      ...(totals.rules[i] ? { ruleCount: totals.rules[i] } : {}),
      ...(totals.belowMin[i] ? { belowMin: totals.belowMin[i] } : {}),
      ...stockValueAttributes(totals.values[i]),
    };
    yield warehouseNameClaimToItem(record);
    counts.warehouses += 1;
    counts.claimsAndIndex += 1;
  }
  if (lots.next > 1) {
    yield { ...imsKeys.lotCounter(companyId), value: lots.next - 1 };
    counts.claimsAndIndex += 1;
  }
  const ledger: { toReceive?: number; toShip?: number } = {};
  const days = new LedgerDays();
  if (orders.purchases) yield* purchaseItems(orders.purchases, counts.purchases, days, ledger);
  if (orders.sales) yield* salesItems(orders.sales, counts.sales, days, ledger);
  if (orders.expenses) {
    yield* expenseItems(companyId, orders.expenses, days);
    counts.expenses += orders.expenses.length;
  }
  yield* days.items(companyId);
  counts.ledgerDays += days.size;
  // the dashboard counters (data/ledger.ts): ADDed by every item added and every order placed, received or fulfilled in full
  if (plan.items.length || ledger.toReceive !== undefined || ledger.toShip !== undefined) {
    yield {
      ...imsKeys.dashboardCounters(companyId),
      ...(plan.items.length ? { items: plan.items.length } : {}),
      ...(ledger.toReceive !== undefined ? { to_receive: ledger.toReceive } : {}),
      ...(ledger.toShip !== undefined ? { to_ship: ledger.toShip } : {}),
    };
    counts.claimsAndIndex += 1;
  }
}

/** Counts every yielded item too (the generator's total). */
export function* countedItems(items: Iterable<Item>, counts: ImsItemCounts): Generator<Item> {
  for (const item of items) {
    counts.total += 1;
    yield item;
  }
}
