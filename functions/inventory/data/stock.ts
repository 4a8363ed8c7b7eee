/**
 * Stock: lots, stock per warehouse, movements and the maintained totals (access patterns: ../README.md).
 * Every change of stock is one transaction that writes the lots, the warehouse stock, the movements and
 * the item's and the warehouse's totals together, conditioned on what was read (optimistic: a concurrent
 * change makes a condition fail and the service reads again).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { db, tableName } from '../../lib/dynamo/client.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, between, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { mergeUpdates, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { unprocessable } from '../../lib/errors.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import * as imsKeys from '../keys.ts';
import { scopedWarehouseIds, warehouseScopeFilter } from '../scope.ts';
import { lastSaleDayOf, monthAt, pairValueChanges, valueMonthAttribute, warehouseValueChanges } from './insights.ts';
import { projectionWrite, updateExpression } from './reorder.ts';
import {
  isUlid,
  itemFromItem,
  lotFromItem,
  lotToItem,
  movementFromItem,
  movementToItem,
  warehouseStockFromItem,
  type ItemRecord,
  type LotRecord,
  type MovementRecord,
  type WarehouseStockRecord,
} from '../records.ts';

/** Reserves `count` lot numbers (LOT-00001, …): numbers of a failed change are skipped, never reused. */
export async function allocateLotNumbers(companyId: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const res = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: imsKeys.lotCounter(companyId),
      UpdateExpression: 'ADD #value :count',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const last = Number(res.Attributes?.value);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

export async function getWarehouseStock(companyId: string, itemId: string, warehouseId: string): Promise<WarehouseStockRecord | null> {
  const item = await getItem(imsKeys.warehouseStock(companyId, itemId, warehouseId), { consistent: true });
  return item ? warehouseStockFromItem(item) : null;
}

/**
 * An item's record and its stock rows in the given warehouses (null where none), read consistently in one
 * BatchGetItem: what a stock change plans from. A warehouse id that is no ULID has no row (and no key is sent for it:
 * the change's own warehouse check answers 404 for it, as getWarehouse does).
 */
export async function getItemWithStocks(
  companyId: string,
  itemId: string,
  warehouseIds: readonly string[],
): Promise<{ item: ItemRecord | null; stocks: (WarehouseStockRecord | null)[] }> {
  if (!isUlid(itemId)) return { item: null, stocks: warehouseIds.map(() => null) };
  const itemKey = imsKeys.item(companyId, itemId);
  const stockKeys = warehouseIds.filter(isUlid).map((id) => imsKeys.warehouseStock(companyId, itemId, id));
  const found = await batchGetItems([itemKey, ...stockKeys], {
    consistent: true,
  });
  const record = found.find((f) => f.pk === itemKey.pk && f.sk === itemKey.sk);
  const rows = found.filter((f) => f !== record).map(warehouseStockFromItem);
  return { item: record ? itemFromItem(record) : null, stocks: warehouseIds.map((id) => rows.find((r) => r.warehouseId === id) ?? null) };
}

/** An item's stock in every warehouse inside the account's scope that ever held it (bounded by the company's warehouses). */
export async function listWarehouseStocks(companyId: string, itemId: string): Promise<WarehouseStockRecord[]> {
  const items = await queryAll({ partition: imsKeys.itemPartition(companyId, itemId), sort: beginsWith(imsKeys.warehouseStocksPrefix) });
  return items.map(warehouseStockFromItem).filter((s) => warehouseInScope(s.warehouseId));
}

/** The lots of an item in a warehouse that still hold units, oldest first (gsi2, sparse). */
export async function listOpenLots(companyId: string, itemId: string, warehouseId: string): Promise<LotRecord[]> {
  const items = await queryAll({ index: 'gsi2', partition: imsKeys.openLotsPk(companyId, itemId, warehouseId) });
  return items.map(lotFromItem);
}

/** Given lots of an item in a warehouse, read by key (consistent), in the order asked; unknown ones are left out. */
export async function getLots(companyId: string, itemId: string, warehouseId: string, seqs: readonly number[]): Promise<LotRecord[]> {
  if (seqs.length === 0) return [];
  const found = (
    await batchGetItems(
      seqs.map((seq) => imsKeys.lot(companyId, itemId, warehouseId, seq)),
      { consistent: true },
    )
  ).map(lotFromItem);
  return seqs.flatMap((seq) => found.filter((l) => l.seq === seq));
}

/** Movements `from`..`to` (sequence numbers, inclusive), newest first: one key-range Query, whatever the offset. */
export async function listMovements(companyId: string, itemId: string, from: number, to: number): Promise<MovementRecord[]> {
  if (to < 1 || from > to) return [];
  // a scoped account sees the movements of its warehouses only: the same key range, the others filtered out
  const scope = warehouseScopeFilter();
  const items = await queryAll({
    partition: imsKeys.itemPartition(companyId, itemId),
    sort: between(imsKeys.movementSk(Math.max(1, from)), imsKeys.movementSk(to)),
    descending: true,
    ...(scope ? { filter: scope } : {}),
  });
  return items.map(movementFromItem);
}

/** The items a warehouse holds (gsi1, sparse), by item id: one page. */
export async function listStockedItems(companyId: string, warehouseId: string, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({ index: 'gsi1', partition: imsKeys.stockedItemsPk(companyId, warehouseId), ...page });
  return { items: found.items.map(warehouseStockFromItem), nextCursor: found.nextCursor };
}

// ───────────────────────────── the write ─────────────────────────────

/** One item's part of a stock change, as the service planned it from what it read. */
export interface ItemStockPlan {
  item: ItemRecord;
  movements: MovementRecord[];
  newLots: LotRecord[];
  /** Lots taken from: the remaining units read, and what is left after. */
  takenLots: Array<{ lot: LotRecord; remainingAfter: number }>;
  /**
   * Per warehouse: the quantity read (null: no record yet) and after; the row as read and the change of its on order
   * and committed (a receipt that is no longer on order, a fulfilment that is no longer committed: data/reorder.ts).
   */
  warehouseStocks: Array<{
    warehouseId: string;
    warehouseName: string;
    before: number | null;
    after: number;
    row?: WarehouseStockRecord | null;
    onOrder?: number;
    committed?: number;
    /** The change of its units in transit towards it (a transfer), kept on the row and summed on the warehouse. */
    inTransit?: number;
  }>;
}

/** Per warehouse, the change of its units on hand (a stock dashboard figure; the other, stocked items, comes from the plans). */
export type WarehouseUnitChanges = ReadonlyMap<string, number>;

/**
 * The transaction of a stock change. Labels: `item` (its movement count moved: re-read), `lot`, `stock`
 * (a lot or a warehouse stock changed meanwhile, its on order, committed or rule included: re-read), `warehouse`
 * (unknown warehouse).
 */
export async function writeStockChange(
  companyId: string,
  plans: readonly ItemStockPlan[],
  warehouseUnits: WarehouseUnitChanges,
  linked: readonly TransactOp[] = [],
  now = new Date(),
): Promise<void> {
  const ops: TransactOp[] = [...linked];
  /** Per warehouse, the change of its count of pairs below min. */
  const belowMin = new Map<string, number>();
  // stock value at the lots' cost (insights): its level and its month's change on the rows written below
  const values = pairValueChanges(plans);
  const valueOf = (warehouseId: string, itemId: string) =>
    values.find((v) => v.warehouseId === warehouseId && v.itemId === itemId)?.valueCents ?? 0;
  const warehouseValues = warehouseValueChanges(values);
  // (two value placeholders, one per path: transact folds two ADDs of one path into the first one's value)
  const valueMonth = valueMonthAttribute(monthAt(now));
  for (const plan of plans) {
    const { item } = plan;
    const stock = item.stock + plan.movements.reduce((sum, m) => sum + m.quantityChange, 0);
    const count = item.movementCount + plan.movements.length;
    const low = stock <= imsKeys.LOW_STOCK_THRESHOLD;
    ops.push({
      label: 'item',
      Update: {
        Key: imsKeys.item(companyId, item.itemId),
        UpdateExpression: `SET stock = :stock, movementCount = :count${low ? ', gsi3pk = :lowPk, gsi3sk = :lowSk' : ''}${low ? '' : ' REMOVE gsi3pk, gsi3sk'}`,
        ConditionExpression:
          item.movementCount === 0
            ? 'attribute_exists(pk) AND (attribute_not_exists(movementCount) OR movementCount = :read)'
            : 'movementCount = :read',
        ExpressionAttributeValues: {
          ':stock': stock,
          ':count': count,
          ':read': item.movementCount,
          ...(low
            ? { ':lowPk': imsKeys.lowStockPk(companyId), ':lowSk': imsKeys.lowStockIndex(companyId, stock, item.itemId).gsi3sk }
            : {}),
        },
      },
    });
    for (const m of plan.movements)
      ops.push({ label: 'movement', Put: { Item: movementToItem(m), ConditionExpression: 'attribute_not_exists(pk)' } });
    for (const lot of plan.newLots)
      ops.push({ label: 'lot', Put: { Item: lotToItem(lot), ConditionExpression: 'attribute_not_exists(pk)' } });
    for (const { lot, remainingAfter } of plan.takenLots) {
      // a lot that holds units again (a Good sales return into an emptied lot) is back in the open-lot index
      const open = imsKeys.openLotIndex(companyId, lot.itemId, lot.warehouseId, lot.seq);
      ops.push({
        label: 'lot',
        Update: {
          Key: imsKeys.lot(companyId, lot.itemId, lot.warehouseId, lot.seq),
          UpdateExpression:
            remainingAfter > 0 ? 'SET remaining = :after, gsi2pk = :gpk, gsi2sk = :gsk' : 'SET remaining = :after REMOVE gsi2pk, gsi2sk',
          ConditionExpression: 'remaining = :read',
          ExpressionAttributeValues: {
            ':after': remainingAfter,
            ':read': lot.remaining,
            ...(remainingAfter > 0 ? { ':gpk': open.gsi2pk, ':gsk': open.gsi2sk } : {}),
          },
        },
      });
    }
    for (const ws of plan.warehouseStocks) {
      const held = ws.after > 0;
      const index = imsKeys.stockedItemIndex(companyId, ws.warehouseId, item.itemId);
      // the projection moves with the stock: on order, committed, the below-min index (data/reorder.ts)
      const row = ws.row ?? null;
      const projection = projectionWrite({
        companyId,
        itemId: item.itemId,
        warehouseId: ws.warehouseId,
        row,
        change: { onHand: ws.after - (row?.quantity ?? 0), onOrder: ws.onOrder, committed: ws.committed, inTransit: ws.inTransit },
        now,
        kind: 'stock',
      });
      if (projection.belowDelta) belowMin.set(ws.warehouseId, (belowMin.get(ws.warehouseId) ?? 0) + projection.belowDelta);
      const value = valueOf(ws.warehouseId, item.itemId);
      // the day of the pair's latest sale, for dead stock (insights): a fulfilment is always made now
      const sold = plan.movements.some((m) => m.type === 'sale_fulfil' && m.warehouseId === ws.warehouseId);
      ops.push({
        label: 'stock',
        Update: {
          Key: imsKeys.warehouseStock(companyId, item.itemId, ws.warehouseId),
          UpdateExpression: updateExpression(
            [
              'quantity = :after, warehouseName = :name, companyId = :cid, itemId = :item, warehouseId = :wh',
              ...(held ? ['gsi1pk = :gpk, gsi1sk = :gsk'] : []),
              ...(sold ? ['lastSaleDay = :saleDay'] : []),
              ...projection.sets,
            ],
            [...(held ? [] : ['gsi1pk, gsi1sk']), ...projection.removes],
            [...projection.adds, ...(value ? ['stockValue :value, #valueMonth :valueInMonth'] : [])],
          ),
          ConditionExpression: `${ws.before === null ? 'attribute_not_exists(pk)' : 'quantity = :before'} AND ${projection.condition}`,
          ExpressionAttributeNames: { ...projection.names, ...(value ? { '#valueMonth': valueMonth } : {}) },
          ExpressionAttributeValues: {
            ':after': ws.after,
            ':name': ws.warehouseName,
            ':cid': companyId,
            ':item': item.itemId,
            ':wh': ws.warehouseId,
            ...(ws.before === null ? {} : { ':before': ws.before }),
            ...(held ? { ':gpk': index.gsi1pk, ':gsk': index.gsi1sk } : {}),
            ...(sold ? { ':saleDay': lastSaleDayOf(now) } : {}),
            ...(value ? { ':value': value, ':valueInMonth': value } : {}),
            ...projection.values,
          },
        },
      });
    }
  }
  // One update per warehouse (a transaction may not touch an item twice): its units and its distinct stocked items.
  const stockedItems = stockedItemChanges(plans);
  const inTransit = inTransitChanges(plans);
  for (const warehouseId of new Set([...warehouseUnits.keys(), ...stockedItems.keys(), ...belowMin.keys()])) {
    const below = belowMin.get(warehouseId) ?? 0;
    const transit = inTransit.get(warehouseId) ?? 0;
    const value = warehouseValues.get(warehouseId) ?? 0;
    ops.push({
      label: 'warehouse',
      Update: {
        Key: imsKeys.warehouse(companyId, warehouseId),
        // stockChanges: the warehouse has a history (its delete guard, data/warehouses.deleteWarehouse); belowMin: its
        // pairs below min (data/reorder.ts), on the row this change writes anyway
        // inTransit: units on their way to it (transfers), a stock dashboard figure beside units
        // stockValue and sv_yyyy_mm: its stock at the lots' cost and that value's change in the month (insights)
        UpdateExpression: `ADD units :units, stockedItems :items, stockChanges :one${below ? ', belowMin :below' : ''}${transit ? ', inTransit :transit' : ''}${value ? ', stockValue :value, #valueMonth :valueInMonth' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ...(value ? { ExpressionAttributeNames: { '#valueMonth': valueMonth } } : {}),
        ExpressionAttributeValues: {
          ':units': warehouseUnits.get(warehouseId) ?? 0,
          ':items': stockedItems.get(warehouseId) ?? 0,
          ':one': 1,
          ...(below ? { ':below': below } : {}),
          ...(transit ? { ':transit': transit } : {}),
          ...(value ? { ':value': value, ':valueInMonth': value } : {}),
        },
      },
    });
  }
  // TransactWriteItems takes at most 100 items (two writes of one item are merged into one by transact): a change
  // that needs more (a return from very many lots) is refused.
  if (mergeUpdates(ops).length > MAX_TRANSACTION_ITEMS) throw unprocessable(M.tooManyLots);
  await transact(ops);
}

const MAX_TRANSACTION_ITEMS = 100;

/** Per warehouse, how many items start (+1) or stop (−1) holding stock there with this change. */
export function stockedItemChanges(plans: readonly ItemStockPlan[]): Map<string, number> {
  const changes = new Map<string, number>();
  for (const plan of plans)
    for (const ws of plan.warehouseStocks) {
      const delta = Number(ws.after > 0) - Number((ws.before ?? 0) > 0);
      changes.set(ws.warehouseId, (changes.get(ws.warehouseId) ?? 0) + delta);
    }
  return changes;
}

/** Per warehouse, the change of its units in transit towards it (transfers). */
export function inTransitChanges(plans: readonly ItemStockPlan[]): Map<string, number> {
  const changes = new Map<string, number>();
  for (const plan of plans)
    for (const ws of plan.warehouseStocks) if (ws.inTransit) changes.set(ws.warehouseId, (changes.get(ws.warehouseId) ?? 0) + ws.inTransit);
  return changes;
}

/** Items at or below 20 units, lowest first (gsi3, sparse: the item record carries the index keys while low). */
export async function listLowStockItems(companyId: string, page: { limit: number; cursor?: string | null }) {
  // archived items leave the list (they keep their index keys: the next stock change would set them again)
  const found = await queryPage({
    index: 'gsi3',
    partition: imsKeys.lowStockPk(companyId),
    filter: { expression: 'attribute_not_exists(archived)' },
    ...page,
  });
  const items = found.items.map(itemFromItem);
  const scoped = scopedWarehouseIds();
  if (!scoped) return { items, nextCursor: found.nextCursor };
  // a scoped account: the page's items its warehouses hold or held (a stock row there), with their units there
  const stocks = await scopedStocks(companyId, scoped, items);
  return {
    items: items.flatMap((i) => (stocks.has(i.itemId) ? [{ ...i, stock: stocks.get(i.itemId)! }] : [])),
    nextCursor: found.nextCursor,
  };
}

/** Units on hand of each item in the given warehouses, for the items with a stock row there: one BatchGetItem. */
async function scopedStocks(
  companyId: string,
  warehouseIds: readonly string[],
  items: readonly ItemRecord[],
): Promise<Map<string, number>> {
  const rows = (await batchGetItems(items.flatMap((i) => warehouseIds.map((w) => imsKeys.warehouseStock(companyId, i.itemId, w))))).map(
    warehouseStockFromItem,
  );
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.itemId, (sums.get(r.itemId) ?? 0) + r.quantity);
  return sums;
}

/**
 * Items with the stock a scoped account sees: the units in its warehouses (one BatchGetItem of the items' stock rows
 * there, so a page costs items × its warehouses); unchanged, the maintained company-wide `stock`, for every other.
 */
export async function withScopedStock(companyId: string, items: ItemRecord[]): Promise<ItemRecord[]> {
  const scoped = scopedWarehouseIds();
  if (!scoped || items.length === 0) return items;
  const stocks = await scopedStocks(companyId, scoped, items);
  return items.map((i) => ({ ...i, stock: stocks.get(i.itemId) ?? 0 }));
}
