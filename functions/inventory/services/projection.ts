/**
 * What an order puts into the projected quantity (AUTOMATION.md "Replenishment"): a purchase order's open lines are
 * on order in its warehouse, a sales order's open lines are committed in its fulfilment warehouse (its own warehouse
 * until one is assigned). A change of an order moves the difference of its figures before and after, in the same
 * transaction (data/reorder.ts projectionOps). Cancelled, closed and draft orders count nowhere.
 */
import type { ProjectionChange } from '../data/reorder.ts';
import type { PurchaseOrderRecord, SalesOrderRecord } from '../records.ts';

type PurchaseFigures = Pick<PurchaseOrderRecord, 'warehouseId' | 'lines' | 'closedAs'> & { draft?: boolean };
type SalesFigures = Pick<SalesOrderRecord, 'warehouseId' | 'fulfilWarehouseId' | 'lines' | 'closedAs'>;

/** A purchase order's units still to receive, per line, as on-order figures (none for an ended order or a draft). */
export function purchaseOnOrder(order: PurchaseFigures | null): ProjectionChange[] {
  if (!order || order.closedAs || order.draft) return [];
  return order.lines.map((l) => ({ itemId: l.itemId, warehouseId: order.warehouseId, onOrder: l.quantity - l.receivedQuantity }));
}

/** A sales order's units still to fulfil, per line, as committed figures (none once it ended). */
export function salesCommitted(order: SalesFigures | null): ProjectionChange[] {
  if (!order || order.closedAs) return [];
  const warehouseId = order.fulfilWarehouseId ?? order.warehouseId;
  return order.lines.map((l) => ({ itemId: l.itemId, warehouseId, committed: l.quantity - l.deliveredQuantity }));
}

/** After − before, per pair and figure; pairs that do not move are left out. */
export function projectionDiff(before: readonly ProjectionChange[], after: readonly ProjectionChange[]): ProjectionChange[] {
  const sums = new Map<string, { itemId: string; warehouseId: string; onOrder: number; committed: number }>();
  const add = (c: ProjectionChange, sign: number) => {
    const key = `${c.itemId}\u0000${c.warehouseId}`;
    const s = sums.get(key) ?? { itemId: c.itemId, warehouseId: c.warehouseId, onOrder: 0, committed: 0 };
    s.onOrder += sign * (c.onOrder ?? 0);
    s.committed += sign * (c.committed ?? 0);
    sums.set(key, s);
  };
  for (const c of before) add(c, -1);
  for (const c of after) add(c, 1);
  return [...sums.values()]
    .filter((s) => s.onOrder !== 0 || s.committed !== 0)
    .map(({ itemId, warehouseId, onOrder, committed }) => ({
      itemId,
      warehouseId,
      ...(onOrder ? { onOrder } : {}),
      ...(committed ? { committed } : {}),
    }));
}

/** The projection change of a purchase order going from `before` (null: new) to `after`. */
export const purchaseProjection = (before: PurchaseFigures | null, after: PurchaseFigures | null) =>
  projectionDiff(purchaseOnOrder(before), purchaseOnOrder(after));

/** The projection change of a sales order going from `before` (null: new) to `after`. */
export const salesProjection = (before: SalesFigures | null, after: SalesFigures | null) =>
  projectionDiff(salesCommitted(before), salesCommitted(after));
