/** Warehouses (access patterns: ../README.md). */
import { getItem, type Item } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';
import { isUlid, warehouseFromItem, warehouseNameClaimToItem, warehouseToItem, type WarehouseRecord } from '../records.ts';

/** The warehouse, the claim of its name and its audit entry, together. Condition labels: `name` (taken), `warehouse` (a ULID collision). */
export async function createWarehouse(w: WarehouseRecord, audit: TransactOp): Promise<void> {
  await transact([
    { label: 'name', Put: { Item: warehouseNameClaimToItem(w), ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'warehouse', Put: { Item: warehouseToItem(w), ConditionExpression: 'attribute_not_exists(pk)' } },
    audit,
  ]);
}

export async function getWarehouse(companyId: string, warehouseId: string): Promise<WarehouseRecord | null> {
  if (!isUlid(warehouseId)) return null;
  const item = await getItem(imsKeys.warehouse(companyId, warehouseId));
  return item ? warehouseFromItem(item) : null;
}

/** One page of the company's warehouses, newest first. */
export async function listWarehouses(companyId: string, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.warehousesPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(warehouseFromItem), nextCursor: found.nextCursor };
}

/** A warehouse with its maintained stock figures (written with every stock change: data/stock.writeStockChange). */
export interface WarehouseWithFigures extends WarehouseRecord {
  /** Units on hand. */
  units: number;
  /** Distinct items with stock above 0. */
  stockedItems: number;
}

const figuresOf = (item: Item): WarehouseWithFigures => ({
  ...warehouseFromItem(item),
  units: Number(item.units ?? 0),
  stockedItems: Number(item.stockedItems ?? 0),
});

/** One page of the company's warehouses with their figures, newest first (the same Query as the list). */
export async function listWarehouseFigures(companyId: string, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.warehousesPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(figuresOf), nextCursor: found.nextCursor };
}
