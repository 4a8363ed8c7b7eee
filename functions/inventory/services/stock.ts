/**
 * Stock changes (INVENTORY.md "Stock"): receipts, adjustments (and, later, order receipts, returns and
 * fulfilments) all go through `changeStock`, which plans lots, movements and totals from what it read and
 * writes them in one transaction; a concurrent change makes it read and plan again.
 */
import { fromCents } from '../../../shared/domain/money.ts';
import { lotNumber, stockCardTone, takeFromLots } from '../../../shared/inventory/rules.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type {
  AddStockInput,
  AdjustStockInput,
  ItemsWithStockInput,
  MovementType,
  ProductDetails,
  ProductOption,
  StockMovement,
} from '../../../shared/inventory/schemas.ts';
import type { ListQuery } from '../../../shared/inventory/schemas.ts';
import { MOVEMENTS_PAGE } from '../../../shared/inventory/schemas.ts';
import { type LowStockItem, type WarehouseStockFigures } from '../../../shared/inventory/stock-dashboard.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { ConditionFailed, type TransactOp } from '../../lib/dynamo/transact.ts';
import { conflict, notFound, unprocessable, type HttpError } from '../../lib/errors.ts';
import { allWarehouses } from '../../lib/scope.ts';
import { getItemRecord } from '../data/catalogue.ts';
import {
  allocateLotNumbers,
  getLots,
  getItemWithStocks,
  listLowStockItems,
  listMovements,
  listOpenLots,
  listStockedItems,
  listWarehouseStocks,
  writeStockChange,
  type ItemStockPlan,
} from '../data/stock.ts';
import { getWarehouse, getWarehouses, listWarehouseFigures } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import { itemFromItem, type ItemRecord } from '../records.ts';
import { itemLabel, productOf, withCategoryNames } from './catalogue.ts';

export interface StockChange {
  itemId: string;
  warehouseId: string;
  /** Units in (positive) or out (negative). */
  quantity: number;
  type: MovementType;
  /** The order number or the reason, shown with the movement. */
  reference: string;
  /** Cost of a lot an increase creates; the item's purchase price when absent. */
  unitCostCents?: number;
  poNumber?: string;
  /** A decrease taken only from these lots (sequence numbers), read consistently by key: a purchase return. */
  fromLots?: readonly number[];
  /** A decrease taken from this lot first (the user's pick), then oldest first: a sales fulfilment. */
  pickedLot?: number;
  /** An increase put back into this existing lot instead of a new one: a Good sales return. */
  toLot?: number;
  /** The change of the pair's units on order (a purchase receipt: −quantity), in the same write (data/reorder.ts). */
  onOrder?: number;
  /** The change of the pair's committed units (a sales fulfilment: −quantity), in the same write. */
  committed?: number;
  /**
   * The change of the pair's units in transit towards it (a transfer: + at ship in the destination, − as they are
   * received or lost), in the same write. A change of quantity 0 moves only such figures: no lot, no movement.
   */
  inTransit?: number;
  /** The received date of a lot an increase creates (a transfer's lot keeps its source lot's); now when absent. */
  receivedAt?: string;
  /** What a decrease beyond the warehouse's stock answers (a transfer's ship: 409 naming both); 422 `notEnoughStock` when absent. */
  shortage?: HttpError;
}

/**
 * Writes that belong in the same transaction as the stock change (an order's header), planned again on every
 * attempt from what they read; a failed condition with one of `retryLabels` makes the whole change re-plan.
 */
export interface LinkedWrites {
  plan: (plans: readonly ItemStockPlan[]) => Promise<TransactOp[]>;
  retryLabels: readonly string[];
}

const MAX_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** Math.min(attempt, 4)));
const RETRY_LABELS = ['item', 'lot', 'stock', 'movement'];

/** Applies the changes all together or not at all. 404 unknown item or warehouse; 422 not enough stock in a warehouse. */
export async function changeStock(
  companyId: string,
  changes: readonly StockChange[],
  now = new Date(),
  linked?: LinkedWrites,
): Promise<void> {
  const items = [...new Set(changes.map((c) => c.itemId))].map((itemId) => ({
    itemId,
    changes: changes.filter((c) => c.itemId === itemId),
  }));
  // the warehouses' names and the new lots' numbers are read while the items are (not before them): each item's
  // plan waits for them only once its own reads are back
  const shared = Promise.all([warehouseNames(companyId, changes), allocateLotNumbers(companyId, changes.filter(makesLot).length)]).then(
    ([names, seqs]) => {
      // each item's new lots take the numbers in the order of the changes
      const byItem = new Map<string, number[]>();
      let next = 0;
      for (const entry of items) {
        const lots = entry.changes.filter(makesLot).length;
        byItem.set(entry.itemId, seqs.slice(next, next + lots));
        next += lots;
      }
      return { names, seqs: byItem };
    },
  );
  // awaited by every item's plan; this only keeps a refusal that comes before any of them looks from going unhandled
  shared.catch(() => undefined);
  const at = now.toISOString();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(attempt);
    // the items are planned side by side (each reads its record and stock rows in one BatchGetItem, its open lots
    // beside them): a 10-line change waits for its slowest item's reads, not for the sum of them all
    const planned = await mapLimit(items, PLAN_CONCURRENCY, (entry) => planItem(companyId, entry.itemId, entry.changes, shared, at));
    if (planned.some((p) => p === null)) continue;
    const plans = planned as ItemStockPlan[];
    const units = new Map<string, number>();
    for (const plan of plans) {
      for (const m of plan.movements) units.set(m.warehouseId, (units.get(m.warehouseId) ?? 0) + m.quantityChange);
    }
    try {
      await writeStockChange(companyId, plans, units, linked ? await linked.plan(plans) : [], now);
      return;
    } catch (err) {
      const retry = [...RETRY_LABELS, ...(linked?.retryLabels ?? [])];
      if (err instanceof ConditionFailed && err.labels.every((l) => retry.includes(l))) continue;
      if (err instanceof ConditionFailed && err.has('warehouse')) throw notFound(M.warehouseNotFound);
      throw err;
    }
  }
  throw conflict(M.stockBusy);
}

/** The name of each warehouse the changes touch, by id; 404 when one is unknown. */
async function warehouseNames(companyId: string, changes: readonly StockChange[]): Promise<Map<string, string>> {
  const ids = [...new Set(changes.map((c) => c.warehouseId))];
  const found = await Promise.all(ids.map((id) => getWarehouse(companyId, id)));
  if (found.some((w) => !w)) throw notFound(M.warehouseNotFound);
  return new Map(found.map((w) => [w!.warehouseId, w!.name]));
}

/** An increase that makes a new lot (not one returned to the lot it came from). */
const makesLot = (c: StockChange) => c.quantity > 0 && c.toLot === undefined;

/** Items planned at a time (a count's completion step changes up to 45). */
const PLAN_CONCURRENCY = 10;

/**
 * One item's part of a stock change: its record, its stock row in each warehouse touched, the lots it takes from or
 * adds, its movements. Null when the open-lot index has not caught up yet (the change is planned again).
 */
async function planItem(
  companyId: string,
  itemId: string,
  changes: readonly StockChange[],
  shared: Promise<{ names: ReadonlyMap<string, string>; seqs: ReadonlyMap<string, readonly number[]> }>,
  at: string,
): Promise<ItemStockPlan | null> {
  // the open lots a decrease takes from are read beside the item and its stock rows, not after them
  const lotWarehouses = [...new Set(changes.filter((c) => c.quantity < 0 && !c.fromLots).map((c) => c.warehouseId))];
  const [{ item, stocks: stockRows }, openLots] = await Promise.all([
    getItemWithStocks(companyId, itemId, [...new Set(changes.map((c) => c.warehouseId))]),
    Promise.all(lotWarehouses.map((id) => listOpenLots(companyId, itemId, id))),
  ]);
  const { names: warehouses, seqs: allSeqs } = await shared;
  const seqs = allSeqs.get(itemId)!;
  if (!item) throw notFound(M.productNotFound);
  const plan: ItemStockPlan = { item, movements: [], newLots: [], takenLots: [], warehouseStocks: [] };
  let total = item.stock;
  let seqIndex = 0;
  for (const change of changes) {
    const warehouseName = warehouses.get(change.warehouseId)!;
    let ws = plan.warehouseStocks.find((w) => w.warehouseId === change.warehouseId);
    if (!ws) {
      const read = stockRows.find((r) => r?.warehouseId === change.warehouseId) ?? null;
      ws = {
        warehouseId: change.warehouseId,
        warehouseName,
        before: read ? read.quantity : null,
        after: read ? read.quantity : 0,
        row: read,
        onOrder: 0,
        committed: 0,
        inTransit: 0,
      };
      plan.warehouseStocks.push(ws);
    }
    ws.onOrder = (ws.onOrder ?? 0) + (change.onOrder ?? 0);
    ws.committed = (ws.committed ?? 0) + (change.committed ?? 0);
    ws.inTransit = (ws.inTransit ?? 0) + (change.inTransit ?? 0);
    // figures only (a transfer's units in transit towards this warehouse): on hand, lots and movements stay
    if (change.quantity === 0) continue;
    if (change.quantity > 0 && change.toLot !== undefined) {
      const [lot] = await getLots(companyId, itemId, change.warehouseId, [change.toLot]);
      if (!lot) throw notFound(M.lotNotFound);
      const taken = plan.takenLots.find((t) => t.lot.seq === lot.seq);
      if (taken) taken.remainingAfter += change.quantity;
      else plan.takenLots.push({ lot, remainingAfter: lot.remaining + change.quantity });
    } else if (change.quantity > 0) {
      const seq = seqs[seqIndex++];
      plan.newLots.push({
        companyId,
        itemId,
        warehouseId: change.warehouseId,
        seq,
        batch: lotNumber(seq),
        quantity: change.quantity,
        remaining: change.quantity,
        unitCostCents: change.unitCostCents ?? item.purchaseCents,
        receivedAt: change.receivedAt ?? at,
        ...(change.poNumber ? { poNumber: change.poNumber } : {}),
      });
    } else {
      const need = -change.quantity;
      if (ws.after < need) throw change.shortage ?? unprocessable(M.notEnoughStock);
      const candidates = change.fromLots
        ? (await getLots(companyId, itemId, change.warehouseId, change.fromLots)).filter((l) => l.remaining > 0)
        : openLots[lotWarehouses.indexOf(change.warehouseId)];
      const open = candidates.filter((l) => !plan.takenLots.some((t) => t.lot.seq === l.seq));
      const takes = takeFromLots(
        // oldest received first (a lot a transfer brought keeps its source lot's date), then by number
        open.map((l) => ({
          lotId: String(l.seq),
          remaining: l.remaining,
          receivedAt: `${l.receivedAt}#${String(l.seq).padStart(10, '0')}`,
        })),
        need,
        change.pickedLot === undefined ? undefined : String(change.pickedLot),
      );
      // the lot index is read eventually consistently: short of lots while the warehouse stock says enough = not caught up yet
      if (!takes) return null;
      for (const take of takes) {
        const lot = open.find((l) => String(l.seq) === take.lotId)!;
        plan.takenLots.push({ lot, remainingAfter: lot.remaining - take.quantity });
      }
    }
    ws.after += change.quantity;
    plan.movements.push({
      companyId,
      itemId,
      seq: item.movementCount + plan.movements.length + 1,
      type: change.type,
      quantityChange: change.quantity,
      previousQuantity: total,
      newQuantity: total + change.quantity,
      warehouseId: change.warehouseId,
      warehouseName,
      reference: change.reference,
      createdAt: at,
    });
    total += change.quantity;
  }
  return plan;
}

/**
 * The audit entries of a stock change made for itself (Add Stock, an adjustment), one per item in the change's
 * transaction: the item's stock and its stock in each warehouse touched, before and after.
 */
export const stockAuditWrites = (audit: AuditContext, now: Date): LinkedWrites => ({
  retryLabels: [],
  plan: async (plans) =>
    plans.map((plan) => {
      const after = plan.item.stock + plan.movements.reduce((sum, m) => sum + m.quantityChange, 0);
      return auditOp(
        audit,
        {
          kind: 'item',
          recordId: plan.item.itemId,
          recordLabel: itemLabel(plan.item),
          changes: [
            { field: 'stock', before: plan.item.stock, after },
            ...plan.warehouseStocks.map((w) => ({ field: `stock in ${w.warehouseName}`, before: w.before ?? 0, after: w.after })),
          ],
        },
        now,
      );
    }),
});

/** Add Stock (spec §5): every line a receipt into a warehouse at the item's purchase price, all or nothing. */
export async function addStock(audit: AuditContext, input: AddStockInput, now = new Date()): Promise<void> {
  await changeStock(
    audit.companyId,
    input.items.map((line) => ({
      itemId: line.productID,
      warehouseId: line.location,
      quantity: line.quantity,
      type: 'receipt',
      reference: 'Add Stock',
    })),
    now,
    stockAuditWrites(audit, now),
  );
}

/** A real adjustment: an increase makes a lot at the purchase price, a decrease takes from lots oldest first. */
export async function adjustStock(audit: AuditContext, input: AdjustStockInput, now = new Date()): Promise<void> {
  await changeStock(
    audit.companyId,
    [{ itemId: input.itemId, warehouseId: input.warehouseId, quantity: input.quantityChange, type: 'adjustment', reference: input.reason }],
    now,
    stockAuditWrites(audit, now),
  );
}

/** The item with its stock per warehouse and its movement count. */
export async function productWithStock(companyId: string, itemId: string): Promise<ProductDetails> {
  const record = await getItemRecord(companyId, itemId);
  if (!record) throw notFound(M.productNotFound);
  // its category's name of today (a renamed custom category), beside its stock rows
  const [[item], rows] = await Promise.all([withCategoryNames(companyId, [record]), listWarehouseStocks(companyId, itemId)]);
  // a row an order or a reorder rule made (no stock change yet: no warehouse name) is not stock (data/reorder.ts)
  const stocks = rows.filter((s) => s.warehouseName !== '' || s.quantity !== 0 || (s.inTransit ?? 0) > 0);
  // a stock row keeps the name its warehouse had then; a renamed warehouse shows its name of today
  const names = new Map(
    (
      await getWarehouses(
        companyId,
        stocks.map((s) => s.warehouseId),
      )
    ).map((w) => [w.warehouseId, w.name]),
  );
  return {
    ...productOf(item),
    // a scoped account's rows are its warehouses' only (data/stock.listWarehouseStocks), and so is the item's stock
    ...(allWarehouses() ? {} : { stock: stocks.reduce((n, s) => n + s.quantity, 0) }),
    warehouses: stocks.map((s) => ({
      id: s.warehouseId,
      name: names.get(s.warehouseId) ?? s.warehouseName,
      stock: s.quantity,
      // only while a transfer is on its way: an item that never moved between warehouses answers as before
      ...(s.inTransit ? { in_transit: s.inTransit } : {}),
    })),
    movement_count: item.movementCount ?? 0,
    // units shipped by transfers and not yet received: out of every warehouse's on hand, on their way to these
    ...(stocks.some((s) => s.inTransit) ? { in_transit: stocks.reduce((n, s) => n + (s.inTransit ?? 0), 0) } : {}),
  };
}

/** Movements newest first, 10 a page from `offset`: the key range of their sequence numbers. */
export async function stockMovements(companyId: string, itemId: string, offset: number): Promise<StockMovement[]> {
  const item = await getItemRecord(companyId, itemId);
  if (!item) throw notFound(M.productNotFound);
  const newest = (item.movementCount ?? 0) - offset;
  const rows = await listMovements(companyId, itemId, newest - MOVEMENTS_PAGE + 1, newest);
  return rows.map((m) => ({
    id: String(m.seq),
    movement_type: m.type,
    quantity_change: m.quantityChange,
    previous_quantity: m.previousQuantity,
    new_quantity: m.newQuantity,
    created_at: m.createdAt,
    warehouse_id: m.warehouseId,
    warehouse_name: m.warehouseName,
    reference: m.reference,
  }));
}

/** Product options of a warehouse (items with stock there), with that warehouse's stock: one page. */
export async function itemsWithStock(
  companyId: string,
  input: ItemsWithStockInput,
): Promise<{ rows: ProductOption[]; nextCursor: string | null }> {
  const warehouse = await getWarehouse(companyId, input.warehouseId);
  if (!warehouse) throw notFound(M.warehouseNotFound);
  const { items: stocks, nextCursor } = await listStockedItems(companyId, input.warehouseId, { limit: input.limit, cursor: input.cursor });
  const records = new Map<string, ItemRecord>(
    (await batchGetItems(stocks.map((s) => imsKeys.item(companyId, s.itemId)))).map((i) => {
      const r = itemFromItem(i);
      return [r.itemId, r];
    }),
  );
  const rows = stocks.flatMap((s) => {
    const r = records.get(s.itemId);
    // an archived item leaves the order screens' options (its stock stays)
    return r && !r.archived
      ? [
          {
            id: r.itemId,
            name: r.name,
            sku: r.sku,
            purchase_price: fromCents(r.purchaseCents),
            sales_price: fromCents(r.salesCents),
            stock: s.quantity,
          },
        ]
      : [];
  });
  return { rows, nextCursor };
}

/** The stock dashboard's warehouses: their maintained figures, one page (its cost follows the warehouses shown). */
export async function stockDashboard(
  companyId: string,
  page: ListQuery,
): Promise<{ rows: WarehouseStockFigures[]; nextCursor: string | null }> {
  const { items, nextCursor } = await listWarehouseFigures(companyId, page);
  return {
    rows: items.map((w) => ({
      id: w.warehouseId,
      name: w.name,
      location: w.location,
      items: w.stockedItems,
      units: w.units,
      ...(w.inTransit ? { in_transit: w.inTransit } : {}),
    })),
    nextCursor,
  };
}

/** Items at or below 20 units, lowest first, one page of the sparse low-stock index. */
export async function lowStock(companyId: string, page: ListQuery): Promise<{ rows: LowStockItem[]; nextCursor: string | null }> {
  const { items: found, nextCursor } = await listLowStockItems(companyId, page);
  const items = await withCategoryNames(companyId, found);
  return {
    rows: items.map((i) => ({
      id: i.itemId,
      name: i.name,
      sku: i.sku,
      barcode: i.barcode,
      category: i.categoryName,
      stock: i.stock,
      level: stockCardTone(i.stock) === 'red' ? 'red' : 'yellow',
    })),
    nextCursor,
  };
}
