/**
 * Stock counts (WAREHOUSE.md "Stock counts"; access patterns: ../README.md "Stock counts"). The header lives in the
 * company partition (`CNT#<number>`), its lines in the count's own partition (`LINE#<item>`), one item per line so
 * several phones record different lines at once and the same line last-wins. A count of a warehouse outside the
 * account's scope is not found, like another company's.
 */
import { batchGetItems, batchPutItems } from '../../lib/dynamo/batch.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import * as imsKeys from '../keys.ts';
import {
  lotFromItem,
  stockCountFromItem,
  stockCountLineFromItem,
  stockCountLineToItem,
  stockCountToItem,
  type LotRecord,
  type StockCountLineRecord,
  type StockCountRecord,
} from '../records.ts';
import { inWarehouseScope, warehouseScopeFilter, withScopeFilter } from '../scope.ts';
import { allocateOrderId } from './purchase-orders.ts';

/** The next count number of the company (CNT-00001, …), taken only once the warehouse and the items were found. */
export const allocateStockCountSeq = (companyId: string) => allocateOrderId(imsKeys.stockCountCounter(companyId));

/** A count by number, null when unknown or its warehouse is outside the account's scope. */
export async function getStockCount(
  companyId: string,
  countSeq: number,
  options: { consistent?: boolean } = {},
): Promise<StockCountRecord | null> {
  const item = await getItem(imsKeys.stockCount(companyId, countSeq), options);
  return inWarehouseScope(item ? stockCountFromItem(item) : null, (c) => c.warehouseId);
}

/**
 * A new count: its lines first (in the count's own partition, invisible until the header exists: a number whose header
 * never came is skipped, never reused), then the header with its warehouse's existence check and the audit entry in
 * one transaction (labels `count`, `warehouse` → 404).
 */
export async function createStockCount(count: StockCountRecord, lines: readonly StockCountLineRecord[], audit: TransactOp): Promise<void> {
  await batchPutItems(lines.map(stockCountLineToItem));
  await transact([
    { label: 'count', Put: { Item: stockCountToItem(count), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      label: 'warehouse',
      ConditionCheck: { Key: imsKeys.warehouse(count.companyId, count.warehouseId), ConditionExpression: 'attribute_exists(pk)' },
    },
    audit,
  ]);
}

/** Given lines of a count, read consistently by key (unknown ones left out). */
export async function getStockCountLines(companyId: string, countSeq: number, itemIds: readonly string[]): Promise<StockCountLineRecord[]> {
  if (itemIds.length === 0) return [];
  const items = await batchGetItems(
    itemIds.map((id) => imsKeys.stockCountLine(companyId, countSeq, id)),
    { consistent: true },
  );
  return items.map(stockCountLineFromItem);
}

/** Every line of a count (bounded by MAX_COUNT_LINES): the completion and the CSV read them all. */
export async function listAllStockCountLines(companyId: string, countSeq: number): Promise<StockCountLineRecord[]> {
  const items = await queryAll({
    partition: imsKeys.stockCountPartition(companyId, countSeq),
    sort: beginsWith(imsKeys.stockCountLinesPrefix),
    consistent: true,
  });
  return items.map(stockCountLineFromItem);
}

/** One page of a count's lines, by item; `uncounted`: only those not counted yet (a page reads the counted ones it skips). */
export async function listStockCountLines(
  companyId: string,
  countSeq: number,
  page: { limit: number; cursor?: string | null; uncounted?: boolean },
) {
  const found = await queryPage({
    partition: imsKeys.stockCountPartition(companyId, countSeq),
    sort: beginsWith(imsKeys.stockCountLinesPrefix),
    limit: page.limit,
    cursor: page.cursor,
    ...(page.uncounted ? { filter: { expression: 'attribute_not_exists(counted)' } } : {}),
  });
  return { items: found.items.map(stockCountLineFromItem), nextCursor: found.nextCursor };
}

/**
 * Counts, newest first (paged): by warehouse on gsi2 (a status as well filters that page), by status on gsi3, else the
 * company partition; a scoped account's pages keep its warehouses' counts (a `warehouseId` outside lists none).
 */
export async function listStockCounts(
  companyId: string,
  query: { limit: number; cursor?: string | null; status?: string; warehouseId?: string },
): Promise<{ items: StockCountRecord[]; nextCursor: string | null }> {
  if (query.warehouseId && !warehouseInScope(query.warehouseId)) return { items: [], nextCursor: null };
  const page = { limit: query.limit, cursor: query.cursor, descending: true };
  const statusFilter = query.status
    ? { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': query.status } }
    : undefined;
  const found = query.warehouseId
    ? await queryPage({
        index: 'gsi2',
        partition: imsKeys.stockCountsByWarehousePk(companyId, query.warehouseId),
        ...(statusFilter ? { filter: statusFilter } : {}),
        ...page,
      })
    : await (async () => {
        const scope = withScopeFilter(undefined, warehouseScopeFilter());
        return query.status
          ? queryPage({
              index: 'gsi3',
              partition: imsKeys.stockCountsByStatusPk(companyId, query.status),
              ...(scope ? { filter: scope } : {}),
              ...page,
            })
          : queryPage({
              partition: imsKeys.companyPartition(companyId),
              sort: beginsWith(imsKeys.stockCountsPrefix),
              ...(scope ? { filter: scope } : {}),
              ...page,
            });
      })();
  return { items: found.items.map(stockCountFromItem), nextCursor: found.nextCursor };
}

/** The newest lot of an item in a warehouse (its cost is the surplus cost of a count), null when it never had one. */
export async function newestLot(companyId: string, itemId: string, warehouseId: string): Promise<LotRecord | null> {
  const found = await queryPage({
    partition: imsKeys.itemPartition(companyId, itemId),
    sort: beginsWith(imsKeys.warehouseLotsPrefix(warehouseId)),
    descending: true,
    limit: 1,
  });
  return found.items[0] ? lotFromItem(found.items[0]) : null;
}

// ───────────────────────────── writes ─────────────────────────────

const OPEN = 'Open';

/**
 * The header's part of a record: still Open and not being completed (label `count`: read again → 409), its counted
 * lines moved by the lines counted for the first time.
 */
export function recordHeaderOp(companyId: string, countSeq: number, newlyCounted: number, now: string): TransactOp {
  return {
    label: 'count',
    Update: {
      Key: imsKeys.stockCount(companyId, countSeq),
      UpdateExpression: 'SET updatedAt = :now ADD countedLines :n',
      ConditionExpression: '#status = :open AND attribute_not_exists(completing)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':now': now, ':n': newlyCounted, ':open': OPEN },
    },
  };
}

/**
 * A line's count (label `line`: it changed since it was read, or is not in the count: read again). The stock when
 * counted is checked in the same transaction by `stockAtRecordCheck`.
 */
export function recordLineOp(
  line: StockCountLineRecord,
  counted: number,
  stockAtRecord: number,
  countedBy: string,
  now: string,
): TransactOp {
  return {
    label: 'line',
    Update: {
      Key: imsKeys.stockCountLine(line.companyId, line.countSeq, line.itemId),
      UpdateExpression: 'SET counted = :counted, stockAtRecord = :stock, countedAt = :now, countedBy = :by',
      ConditionExpression: line.countedAt === undefined ? 'attribute_exists(pk) AND attribute_not_exists(countedAt)' : 'countedAt = :read',
      ExpressionAttributeValues: {
        ':counted': counted,
        ':stock': stockAtRecord,
        ':now': now,
        ':by': countedBy,
        ...(line.countedAt === undefined ? {} : { ':read': line.countedAt }),
      },
    },
  };
}

/** The warehouse stock a line is recorded against is still the one read (label `stock`: read again). */
export function stockAtRecordCheck(companyId: string, itemId: string, warehouseId: string, quantity: number, exists: boolean): TransactOp {
  return {
    label: 'stock',
    ConditionCheck: {
      Key: imsKeys.warehouseStock(companyId, itemId, warehouseId),
      ConditionExpression: exists ? 'quantity = :q' : 'attribute_not_exists(pk)',
      ...(exists ? { ExpressionAttributeValues: { ':q': quantity } } : {}),
    },
  };
}

/** Starts a completion: the version the client read, still Open (label `count`: read again). */
export async function startCompletion(
  count: StockCountRecord,
  reason: string,
  version: number,
  audit: TransactOp,
  now: string,
): Promise<void> {
  await transact([
    {
      label: 'count',
      Update: {
        Key: imsKeys.stockCount(count.companyId, count.countSeq),
        UpdateExpression: 'SET completing = :yes, reason = :reason, version = :next, updatedAt = :now',
        ConditionExpression: '#status = :open AND attribute_not_exists(completing) AND version = :version',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':yes': true,
          ':reason': reason,
          ':next': version + 1,
          ':version': version,
          ':open': OPEN,
          ':now': now,
        },
      },
    },
    audit,
  ]);
}

/**
 * A completion step's own writes beside its stock change: each line marked posted with its adjustment and value
 * (label `posted`: another request posted it meanwhile, read again), the header's variance moved while completing.
 */
export function postLineOps(
  count: StockCountRecord,
  posted: ReadonlyArray<{ itemId: string; adjusted: number; valueCents: number }>,
): TransactOp[] {
  return [
    {
      label: 'count',
      Update: {
        Key: imsKeys.stockCount(count.companyId, count.countSeq),
        UpdateExpression: 'ADD varianceCents :value',
        ConditionExpression: '#status = :open AND completing = :yes',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':value': posted.reduce((s, p) => s + p.valueCents, 0), ':open': OPEN, ':yes': true },
      },
    },
    ...posted.map((p): TransactOp => ({
      label: 'posted',
      Update: {
        Key: imsKeys.stockCountLine(count.companyId, count.countSeq, p.itemId),
        UpdateExpression: 'SET posted = :yes, adjusted = :adjusted, valueCents = :value',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(posted)',
        ExpressionAttributeValues: { ':yes': true, ':adjusted': p.adjusted, ':value': p.valueCents },
      },
    })),
  ];
}

/**
 * Ends a count: Completed after its last step (while completing), or Cancelled (while Open, on the version read); its
 * status index moves with it (label `count`: read again).
 */
export async function endStockCount(
  count: StockCountRecord,
  end: { status: 'Completed' | 'Cancelled'; reason: string; at: string },
  audit: TransactOp,
): Promise<void> {
  const completed = end.status === 'Completed';
  await transact([
    {
      label: 'count',
      Update: {
        Key: imsKeys.stockCount(count.companyId, count.countSeq),
        UpdateExpression: `SET #status = :status, gsi3pk = :statusPk, reason = :reason, updatedAt = :at, ${completed ? 'completedAt' : 'cancelledAt'} = :at${completed ? ' REMOVE completing' : ', version = :next'}`,
        ConditionExpression: completed
          ? '#status = :open AND completing = :yes'
          : '#status = :open AND attribute_not_exists(completing) AND version = :version',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': end.status,
          ':statusPk': imsKeys.stockCountsByStatusPk(count.companyId, end.status),
          ':reason': end.reason,
          ':at': end.at,
          ':open': OPEN,
          ...(completed ? { ':yes': true } : { ':version': count.version, ':next': count.version + 1 }),
        },
      },
    },
    audit,
  ]);
}
