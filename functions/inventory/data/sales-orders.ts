/** Sales orders, their payments, COGS rows, shipments and returns (access patterns: ../README.md "Sales orders"). */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, between, queryAll, queryPage, type KeyQuery } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';
import { inWarehouseScope, salesOrderWarehouse, salesScopeFilter, withScopeFilter } from '../scope.ts';
import { orderItemRefs } from './catalogue.ts';
import { partnerOrderRef } from './partners.ts';
import { warehouseOrderRef } from './warehouses.ts';
import { allocateOrderId, orderIdRangeOfDateEntries, paymentOfClaim } from './purchase-orders.ts';
import {
  salesCogsFromItem,
  salesOrderFromItem,
  salesOrderToItem,
  salesPaymentFromItem,
  salesPaymentToItem,
  salesReturnFromItem,
  salesShipmentFromItem,
  type SalesCogsRecord,
  type SalesOrderRecord,
  type SalesPaymentRecord,
} from '../records.ts';

type PageRequest = { limit: number; cursor?: string | null };

/** The next sales order number of the company (atomic; numbers are never reused). */
export const allocateSalesOrderId = (companyId: string) => allocateOrderId(imsKeys.salesOrderCounter(companyId));

/**
 * The order, its date entry and the ledger's deltas, together (labels `order`, `date`: a number nobody else holds),
 * with its references to what it names (labels `partner` customer gone, `warehouse` gone, `orderItem` an item gone
 * or archived) that the deletes check.
 */
export async function putNewSalesOrder(order: SalesOrderRecord, ledger: readonly TransactOp[]): Promise<void> {
  await transact([
    { label: 'order', Put: { Item: salesOrderToItem(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      label: 'date',
      Put: {
        Item: { ...imsKeys.salesOrderByDate(order.companyId, order.orderDate, order.orderId), orderId: order.orderId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    partnerOrderRef(order.companyId, 'customer', order.customerId),
    warehouseOrderRef(order.companyId, order.warehouseId),
    ...orderItemRefs(
      order.companyId,
      order.lines.map((l) => l.itemId),
    ),
    ...ledger,
  ]);
}

/** The first and last sales order numbers placed from `from` to `to` (inclusive): two one-item Queries of the date entries. */
export const salesOrderIdRangeForDates = (companyId: string, from: string, to: string) =>
  orderIdRangeOfDateEntries(companyId, imsKeys.salesOrderDateSk, from, to);

/**
 * An order by number; null when there is none, or it belongs to a warehouse outside the account's scope (its
 * fulfilment warehouse once assigned, else the one chosen when it was placed: 404 as another company's).
 */
export async function getSalesOrder(companyId: string, orderId: number): Promise<SalesOrderRecord | null> {
  const item = await getItem(imsKeys.salesOrder(companyId, orderId), { consistent: true });
  return inWarehouseScope(item ? salesOrderFromItem(item) : null, salesOrderWarehouse);
}

/** The order as a transaction item replacing the version that was read (label `order`). */
export const putSalesOrderOp = (next: SalesOrderRecord, readVersion: number): TransactOp => ({
  label: 'order',
  Put: {
    Item: salesOrderToItem(next),
    ConditionExpression: '#version = :read',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':read': readVersion },
  },
});

export interface SalesOrderFilter {
  customerId?: string;
  status?: string;
  /** Only orders numbered in this range (a date range: salesOrderIdRangeForDates)… */
  ids?: { first: number; last: number };
  /** …and placed on these dates. */
  dates?: { from: string; to: string };
}

/**
 * One page of the company's sales orders inside the account's scope, newest first: the customer's index, else the
 * status index, else the headers (a scoped account's page filters on the order's warehouse).
 */
export async function listSalesOrders(
  companyId: string,
  filter: SalesOrderFilter,
  page: PageRequest,
): Promise<{ items: SalesOrderRecord[]; nextCursor: string | null }> {
  const rest: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const ids = filter.ids;
  const indexRange = ids ? { sort: between(imsKeys.salesIndexSk(ids.first), imsKeys.salesIndexSk(ids.last)) } : {};
  let query: KeyQuery;
  if (filter.customerId) query = { index: 'gsi1', partition: imsKeys.salesByCustomerPk(companyId, filter.customerId), ...indexRange };
  else if (filter.status) query = { index: 'gsi3', partition: imsKeys.salesByStatusPk(companyId, filter.status), ...indexRange };
  else
    query = {
      partition: imsKeys.companyPartition(companyId),
      sort: ids ? between(imsKeys.salesOrderSk(ids.first), imsKeys.salesOrderSk(ids.last)) : beginsWith(imsKeys.salesOrdersPrefix),
    };
  if (filter.dates) {
    rest.push('#od BETWEEN :from AND :to');
    names['#od'] = 'orderDate';
    values[':from'] = filter.dates.from;
    values[':to'] = filter.dates.to;
  }
  if (filter.status && filter.customerId) {
    rest.push('#st = :st');
    names['#st'] = 'gsi3pk';
    values[':st'] = imsKeys.salesByStatusPk(companyId, filter.status);
  }
  const filterExpression = withScopeFilter(rest.length ? { expression: rest.join(' AND '), names, values } : undefined, salesScopeFilter());
  const found = await queryPage({
    ...query,
    descending: true,
    ...(filterExpression ? { filter: filterExpression } : {}),
    ...page,
  });
  return { items: found.items.map(salesOrderFromItem), nextCursor: found.nextCursor };
}

/** The order's paid total (version condition), the reference claim (label `reference`) and the payment row, together. */
export async function writeSalesPayment(
  next: SalesOrderRecord,
  readVersion: number,
  payment: SalesPaymentRecord,
  normalizedReference: string,
  ledger: readonly TransactOp[],
) {
  await transact([
    putSalesOrderOp(next, readVersion),
    {
      label: 'reference',
      Put: {
        Item: { ...imsKeys.salesPaymentRef(payment.companyId, payment.orderId, normalizedReference), paymentId: payment.paymentId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { label: 'payment', Put: { Item: salesPaymentToItem(payment), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...ledger,
  ]);
}

/** The payment recorded under a reference on the order (normalized: trimmed, lower case), or null. */
export const salesPaymentByReference = (companyId: string, orderId: number, normalizedReference: string) =>
  paymentOfClaim(
    imsKeys.salesPaymentRef(companyId, orderId, normalizedReference),
    (paymentId) => imsKeys.salesPayment(companyId, orderId, paymentId),
    salesPaymentFromItem,
  );

/** One payment of an order by its id (consistent), or null. */
export async function getSalesPayment(companyId: string, orderId: number, paymentId: string): Promise<SalesPaymentRecord | null> {
  const item = await getItem(imsKeys.salesPayment(companyId, orderId, paymentId), { consistent: true });
  return item ? salesPaymentFromItem(item) : null;
}

/** One page of an order's payments, newest first (ULID ids). */
export async function listSalesPayments(companyId: string, orderId: number, page: PageRequest) {
  const found = await queryPage({
    partition: imsKeys.salesOrderPartition(companyId, orderId),
    sort: beginsWith(imsKeys.salesPaymentsPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(salesPaymentFromItem), nextCursor: found.nextCursor };
}

/** Every COGS row of an order, oldest first (bounded: ≤ 100 lines, each fulfilled from a few lots). */
export async function listSalesCogs(companyId: string, orderId: number): Promise<SalesCogsRecord[]> {
  const items = await queryAll({
    partition: imsKeys.salesOrderPartition(companyId, orderId),
    sort: beginsWith(imsKeys.salesCogsPrefix),
    consistent: true,
  });
  return items.map(salesCogsFromItem);
}

/** Given COGS rows of an order, read by key (consistent); unknown ones are left out. */
export async function getSalesCogs(companyId: string, orderId: number, seqs: readonly number[]): Promise<SalesCogsRecord[]> {
  if (seqs.length === 0) return [];
  const found = await batchGetItems(
    seqs.map((seq) => imsKeys.salesCogs(companyId, orderId, seq)),
    { consistent: true },
  );
  return found.map(salesCogsFromItem);
}

/** One page of an order's shipments, newest first. */
export async function listSalesShipments(companyId: string, orderId: number, page: PageRequest) {
  const found = await queryPage({
    partition: imsKeys.salesOrderPartition(companyId, orderId),
    sort: beginsWith(imsKeys.salesShipmentsPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(salesShipmentFromItem), nextCursor: found.nextCursor };
}

/** One page of an order's returns of one condition, newest first (ULID ids). */
export async function listSalesReturns(companyId: string, orderId: number, condition: 'Good' | 'Damaged', page: PageRequest) {
  const found = await queryPage({
    partition: imsKeys.salesOrderPartition(companyId, orderId),
    sort: beginsWith(imsKeys.salesReturnsPrefix(condition)),
    descending: true,
    ...page,
  });
  return { items: found.items.map(salesReturnFromItem), nextCursor: found.nextCursor };
}
