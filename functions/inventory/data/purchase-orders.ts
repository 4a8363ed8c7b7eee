/** Purchase orders and their payments (access patterns: ../README.md "Purchase orders"). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/dynamo/client.ts';
import { getItem, type Item } from '../../lib/dynamo/item.ts';
import { beginsWith, between, queryPage, type KeyQuery } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { warehouseInScope } from '../../lib/scope.ts';
import * as imsKeys from '../keys.ts';
import { inWarehouseScope, warehouseScopeFilter, withScopeFilter } from '../scope.ts';
import { orderItemRefs } from './catalogue.ts';
import { partnerOrderRef } from './partners.ts';
import { warehouseOrderRef } from './warehouses.ts';
import {
  purchaseOrderFromItem,
  purchaseOrderToItem,
  purchasePaymentFromItem,
  purchasePaymentToItem,
  type PurchaseOrderRecord,
  type PurchasePaymentRecord,
} from '../records.ts';

/** The next number of an order counter (atomic; numbers are never reused): purchase `SEQ#PO`, sales `SEQ#SO`. */
export async function allocateOrderId(counter: { pk: string; sk: string }): Promise<number> {
  const res = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counter,
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.value);
}

/** The next purchase order number of the company. */
export const allocatePurchaseOrderId = (companyId: string) => allocateOrderId(imsKeys.purchaseOrderCounter(companyId));

/**
 * The order and its date entry, together (labels `order`, `date`: a number nobody else holds), with `linked`
 * writes of the same change (the ledger's day sum and counters: ./ledger.ts), its references to what it names
 * (labels `partner` supplier gone, `warehouse` gone, `orderItem` an item gone or archived) that the deletes check.
 */
export async function putNewPurchaseOrder(order: PurchaseOrderRecord, linked: readonly TransactOp[] = []): Promise<void> {
  await transact([
    { label: 'order', Put: { Item: purchaseOrderToItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      label: 'date',
      Put: {
        Item: { ...imsKeys.purchaseOrderByDate(order.companyId, order.orderDate, order.orderId), orderId: order.orderId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    partnerOrderRef(order.companyId, 'supplier', order.supplierId),
    warehouseOrderRef(order.companyId, order.warehouseId),
    ...orderItemRefs(
      order.companyId,
      order.lines.map((l) => l.itemId),
    ),
    ...linked,
  ]);
}

/**
 * The first and last order numbers placed from `from` to `to` (inclusive dates): two one-item Queries of the date
 * entries (`dateSk`: purchase `PODATE#…`, sales `SODATE#…`). Null when no order falls in the range.
 */
export async function orderIdRangeOfDateEntries(
  companyId: string,
  dateSk: (date: string) => string,
  from: string,
  to: string,
): Promise<{ first: number; last: number } | null> {
  const query = {
    partition: imsKeys.companyPartition(companyId),
    sort: between(dateSk(from), `${dateSk(to)}~`),
    limit: 1,
    projection: 'orderId',
  };
  const [first, last] = await Promise.all([queryPage(query), queryPage({ ...query, descending: true })]);
  if (!first.items.length || !last.items.length) return null;
  return { first: Number(first.items[0].orderId), last: Number(last.items[0].orderId) };
}

/** The first and last purchase order numbers placed in a date range. */
export const orderIdRangeForDates = (companyId: string, from: string, to: string) =>
  orderIdRangeOfDateEntries(companyId, imsKeys.purchaseOrderDateSk, from, to);

/** An order by number; null when there is none, or its warehouse is outside the account's scope (404 as another company's). */
export async function getPurchaseOrder(companyId: string, orderId: number): Promise<PurchaseOrderRecord | null> {
  const item = await getItem(imsKeys.purchaseOrder(companyId, orderId), { consistent: true });
  return inWarehouseScope(item ? purchaseOrderFromItem(item) : null, (o) => o.warehouseId);
}

/** The order as a transaction item replacing the version that was read (label `order`). */
export const putPurchaseOrderOp = (next: PurchaseOrderRecord, readVersion: number): TransactOp => ({
  label: 'order',
  Put: {
    Item: purchaseOrderToItem(next),
    ConditionExpression: '#version = :read',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':read': readVersion },
  },
});

export interface PurchaseOrderFilter {
  supplierId?: string;
  warehouseId?: string;
  status?: string;
  /** Only orders numbered in this range (a date range: orderIdRangeForDates)… */
  ids?: { first: number; last: number };
  /** …and placed on these dates (exact even for orders numbered around midnight). Drafts are never in a date range. */
  dates?: { from: string; to: string };
  /** Leave drafts out (the dashboard's recent orders): they count nowhere until placed. */
  placedOnly?: boolean;
}

/**
 * One page of the company's orders inside the account's scope, newest first. One filter reads its own index; with
 * more than one, the most selective index (supplier, then warehouse, then status) is read and the others filter what
 * it returns. A scoped account's page filters on the order's warehouse (it reads the other warehouses' orders it
 * skips, as a page reads the drafts it skips); a warehouse outside its scope has no orders for it.
 */
export async function listPurchaseOrders(
  companyId: string,
  filter: PurchaseOrderFilter,
  page: { limit: number; cursor?: string | null },
): Promise<{ items: PurchaseOrderRecord[]; nextCursor: string | null }> {
  if (filter.warehouseId && !warehouseInScope(filter.warehouseId)) return { items: [], nextCursor: null };
  const rest: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let query: KeyQuery;
  const ids = filter.ids;
  const indexRange = ids ? { sort: between(imsKeys.purchaseIndexSk(ids.first), imsKeys.purchaseIndexSk(ids.last)) } : {};
  if (filter.supplierId) {
    query = { index: 'gsi1', partition: imsKeys.purchaseBySupplierPk(companyId, filter.supplierId), ...indexRange };
  } else if (filter.warehouseId) {
    query = { index: 'gsi2', partition: imsKeys.purchaseByWarehousePk(companyId, filter.warehouseId), ...indexRange };
  } else if (filter.status) {
    query = { index: 'gsi3', partition: imsKeys.purchaseByStatusPk(companyId, filter.status), ...indexRange };
  } else {
    query = {
      partition: imsKeys.companyPartition(companyId),
      sort: ids ? between(imsKeys.purchaseOrderSk(ids.first), imsKeys.purchaseOrderSk(ids.last)) : beginsWith(imsKeys.purchaseOrdersPrefix),
    };
  }
  if (filter.supplierId && filter.warehouseId) {
    rest.push('#wh = :wh');
    names['#wh'] = 'warehouseId';
    values[':wh'] = filter.warehouseId;
  }
  if (filter.dates) {
    rest.push('#od BETWEEN :from AND :to');
    names['#od'] = 'orderDate';
    values[':from'] = filter.dates.from;
    values[':to'] = filter.dates.to;
  }
  if (filter.dates || filter.placedOnly) {
    rest.push('attribute_not_exists(#draft)');
    names['#draft'] = 'draft';
  }
  if (filter.status && (filter.supplierId || filter.warehouseId)) {
    rest.push('#st = :st');
    names['#st'] = 'gsi3pk';
    values[':st'] = imsKeys.purchaseByStatusPk(companyId, filter.status);
  }
  const filterExpression = withScopeFilter(
    rest.length ? { expression: rest.join(' AND '), names, values } : undefined,
    warehouseScopeFilter(),
  );
  const found = await queryPage({
    ...query,
    descending: true,
    ...(filterExpression ? { filter: filterExpression } : {}),
    ...page,
  });
  return { items: found.items.map(purchaseOrderFromItem), nextCursor: found.nextCursor };
}

/**
 * Records a payment: the order's paid total (condition: the version read, so never above what was owed then),
 * the reference claim (condition: none yet, label `reference`), the payment row and the `linked` writes of the
 * same change (the ledger's day sums: ./ledger.ts), all together.
 */
export async function writePurchasePayment(
  next: PurchaseOrderRecord,
  readVersion: number,
  payment: PurchasePaymentRecord,
  normalizedReference: string,
  linked: readonly TransactOp[] = [],
) {
  await transact([
    putPurchaseOrderOp(next, readVersion),
    {
      label: 'reference',
      Put: {
        Item: { ...imsKeys.purchasePaymentRef(payment.companyId, payment.orderId, normalizedReference), paymentId: payment.paymentId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { label: 'payment', Put: { Item: purchasePaymentToItem(payment), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...linked,
  ]);
}

/** The payment a reference claim points to (purchase or sales: their keys), or null when the reference is unused. */
export async function paymentOfClaim<P>(
  claimKey: { pk: string; sk: string },
  paymentKey: (paymentId: string) => { pk: string; sk: string },
  fromItem: (item: Item) => P,
): Promise<P | null> {
  const claim = await getItem(claimKey, { consistent: true });
  const payment = claim ? await getItem(paymentKey(String(claim.paymentId)), { consistent: true }) : null;
  return payment ? fromItem(payment) : null;
}

/** The payment recorded under a reference on the order (normalized: trimmed, lower case), or null. */
export const purchasePaymentByReference = (companyId: string, orderId: number, normalizedReference: string) =>
  paymentOfClaim(
    imsKeys.purchasePaymentRef(companyId, orderId, normalizedReference),
    (paymentId) => imsKeys.purchasePayment(companyId, orderId, paymentId),
    purchasePaymentFromItem,
  );

/** One payment of an order by its id (consistent), or null. */
export async function getPurchasePayment(companyId: string, orderId: number, paymentId: string): Promise<PurchasePaymentRecord | null> {
  const item = await getItem(imsKeys.purchasePayment(companyId, orderId, paymentId), { consistent: true });
  return item ? purchasePaymentFromItem(item) : null;
}

/** One page of an order's payments, newest first (ULID ids). */
export async function listPurchasePayments(companyId: string, orderId: number, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({
    partition: imsKeys.purchaseOrderPartition(companyId, orderId),
    sort: beginsWith(imsKeys.purchasePaymentsPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(purchasePaymentFromItem), nextCursor: found.nextCursor };
}
