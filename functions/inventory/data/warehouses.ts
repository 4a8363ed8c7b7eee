/** Warehouses (access patterns: ../README.md). */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem, type Item } from '../../lib/dynamo/item.ts';
import { allPages, beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import * as imsKeys from '../keys.ts';
import { valueChangesOf } from './insights.ts';
import { scopedWarehouseIds } from '../scope.ts';
import { isUlid, normalizeName, warehouseFromItem, warehouseNameClaimToItem, warehouseToItem, type WarehouseRecord } from '../records.ts';

/** The warehouse, the claim of its name and its audit entry, together. Condition labels: `name` (taken), `warehouse` (a ULID collision). */
export async function createWarehouse(w: WarehouseRecord, audit: TransactOp): Promise<void> {
  await transact([
    { label: 'name', Put: { Item: warehouseNameClaimToItem(w), ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'warehouse', Put: { Item: warehouseToItem(w), ConditionExpression: 'attribute_not_exists(pk)' } },
    audit,
  ]);
}

/**
 * An edit of a warehouse's name and location from the version read, with its audit entry; a new name claims it
 * and frees the old one. Condition labels: `warehouse` (gone or changed since → 409 stale), `name` (taken).
 */
export async function updateWarehouseFields(
  before: WarehouseRecord,
  after: WarehouseRecord,
  version: number,
  audit: TransactOp,
): Promise<void> {
  const guard = versionGuard(version);
  const renamed = normalizeName(before.name) !== normalizeName(after.name);
  await transact([
    {
      label: 'warehouse',
      Update: {
        Key: imsKeys.warehouse(after.companyId, after.warehouseId),
        UpdateExpression: `SET #name = :name, #location = :location, ${guard.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition}`,
        ExpressionAttributeNames: { '#name': 'name', '#location': 'location', ...guard.names },
        ExpressionAttributeValues: { ':name': after.name, ':location': after.location, ...guard.values },
      },
    },
    ...(renamed
      ? [
          { label: 'name', Put: { Item: warehouseNameClaimToItem(after), ConditionExpression: 'attribute_not_exists(pk)' } },
          { label: 'oldName', Delete: { Key: imsKeys.warehouseNameClaim(before.companyId, normalizeName(before.name)) } },
        ]
      : []),
    audit,
  ]);
}

/**
 * Removes a warehouse and frees its name, with its audit entry, only while it holds nothing and nothing ever
 * happened there: no units, no stock change (`stockChanges`, moved with every change of its stock) and no order
 * placed on it (`orderCount`, moved in each order's create transaction), no reorder rule for it (`ruleCount`,
 * data/reorder.ts: the Replenishment list never names a warehouse that is gone). Label `warehouse`: gone, or in use
 * meanwhile (→ 409).
 */
export async function deleteWarehouse(w: WarehouseRecord, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'warehouse',
      Delete: {
        Key: imsKeys.warehouse(w.companyId, w.warehouseId),
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(units) OR units = :zero) AND (attribute_not_exists(stockChanges) OR stockChanges = :zero) AND (attribute_not_exists(orderCount) OR orderCount = :zero) AND (attribute_not_exists(ruleCount) OR ruleCount = :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
    { label: 'name', Delete: { Key: imsKeys.warehouseNameClaim(w.companyId, normalizeName(w.name)) } },
    audit,
  ]);
}

/**
 * An order's reference to its warehouse, in the order's create transaction: `orderCount` + 1 (the delete guard),
 * conditioned on the warehouse being there (label `warehouse` → 404), so a delete racing the order loses.
 */
export function warehouseOrderRef(companyId: string, warehouseId: string): TransactOp {
  return {
    label: 'warehouse',
    Update: {
      Key: imsKeys.warehouse(companyId, warehouseId),
      UpdateExpression: 'ADD orderCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** Whether a warehouse has a purchase order (orders placed before `orderCount` existed): one key of gsi2. */
export async function warehouseHasPurchaseOrders(companyId: string, warehouseId: string): Promise<boolean> {
  const { items } = await queryPage({
    index: 'gsi2',
    partition: imsKeys.purchaseByWarehousePk(companyId, warehouseId),
    limit: 1,
    projection: 'pk, sk',
  });
  return items.length > 0;
}

/** The company's warehouses by id inside the account's scope (an item's stock rows name at most every warehouse): one BatchGetItem. */
export async function getWarehouses(companyId: string, warehouseIds: readonly string[]): Promise<WarehouseRecord[]> {
  const ids = [...new Set(warehouseIds)].filter((id) => isUlid(id) && warehouseInScope(id));
  if (ids.length === 0) return [];
  return (await batchGetItems(ids.map((id) => imsKeys.warehouse(companyId, id)))).map(warehouseFromItem);
}

/** A warehouse by id; null when there is none, or it is outside the account's scope (ROLES.md: 404 as another company's). */
export async function getWarehouse(companyId: string, warehouseId: string): Promise<WarehouseRecord | null> {
  if (!isUlid(warehouseId) || !warehouseInScope(warehouseId)) return null;
  const item = await getItem(imsKeys.warehouse(companyId, warehouseId));
  return item ? warehouseFromItem(item) : null;
}

/**
 * One page of the company's `WH#` rows inside the account's scope, newest first. A scoped account's warehouses are read
 * by key (ULIDs sort by creation) in one page: its scope is a short list it was given, so it is never paged.
 */
async function warehouseItems(companyId: string, page: { limit: number; cursor?: string | null }) {
  const scoped = scopedWarehouseIds();
  if (!scoped) {
    const sort = beginsWith(imsKeys.warehousesPrefix);
    return queryPage({ partition: imsKeys.companyPartition(companyId), sort, descending: true, ...page });
  }
  const items = await batchGetItems(scoped.filter(isUlid).map((id) => imsKeys.warehouse(companyId, id)));
  return { items: items.sort((a, b) => String(b.sk).localeCompare(String(a.sk))), nextCursor: null };
}

/** One page of the company's warehouses inside the account's scope, newest first. */
export async function listWarehouses(companyId: string, page: { limit: number; cursor?: string | null }) {
  const found = await warehouseItems(companyId, page);
  return { items: found.items.map(warehouseFromItem), nextCursor: found.nextCursor };
}

/** A warehouse with its maintained stock figures (written with every stock change: data/stock.writeStockChange). */
export interface WarehouseWithFigures extends WarehouseRecord {
  /** Units on hand. */
  units: number;
  /** Distinct items with stock above 0. */
  stockedItems: number;
  /** Units on their way to it (transfers shipped, not yet received or lost). */
  inTransit: number;
  /** Its stock and what is in transit towards it at the lots' cost, in cents, and its change by month (insights: data/insights.ts). */
  stockValue: number;
  stockValueChanges: ReadonlyMap<string, number>;
}

const figuresOf = (item: Item): WarehouseWithFigures => ({
  ...warehouseFromItem(item),
  units: Number(item.units ?? 0),
  stockedItems: Number(item.stockedItems ?? 0),
  inTransit: Number(item.inTransit ?? 0),
  stockValue: Number(item.stockValue ?? 0),
  stockValueChanges: valueChangesOf(item),
});

/** One page of the company's warehouses with their figures, newest first (the same reads as the list). */
export async function listWarehouseFigures(companyId: string, page: { limit: number; cursor?: string | null }) {
  const found = await warehouseItems(companyId, page);
  return { items: found.items.map(figuresOf), nextCursor: found.nextCursor };
}

/** Every warehouse inside the account's scope with its figures (a company has few: the pages are read to the end). */
export async function allWarehouseFigures(companyId: string): Promise<WarehouseWithFigures[]> {
  return allPages((cursor) => listWarehouseFigures(companyId, { limit: 200, cursor }));
}

/** One warehouse with its figures; null when there is none or it is outside the account's scope. */
export async function getWarehouseFigures(companyId: string, warehouseId: string): Promise<WarehouseWithFigures | null> {
  if (!isUlid(warehouseId) || !warehouseInScope(warehouseId)) return null;
  const item = await getItem(imsKeys.warehouse(companyId, warehouseId));
  return item ? figuresOf(item) : null;
}
