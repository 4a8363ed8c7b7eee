/**
 * Order invoices, purchase and sales: numbers, the one-per-order claim, the header, and the item descriptions an
 * invoice shows (../README.md "Purchase invoices", "Sales invoices"). Each function takes the kind's keys.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { db, tableName } from '../../lib/dynamo/client.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { invoiceClaimToItem, invoiceFromItem, invoiceToItem, type InvoiceKeys, type OrderInvoiceRecord } from '../invoice-records.ts';
import * as imsKeys from '../keys.ts';
import { itemFromItem } from '../records.ts';

/** The last number handed out (0 before the first invoice): the preview adds one and reserves nothing. */
export async function lastInvoiceSeq(keys: InvoiceKeys, companyId: string): Promise<number> {
  const item = await getItem(keys.counter(companyId), { consistent: true });
  return Number(item?.value ?? 0);
}

/** The next invoice number of the company (atomic; numbers are never reused). */
export async function allocateInvoiceSeq(keys: InvoiceKeys, companyId: string): Promise<number> {
  const res = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(companyId),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.value);
}

/** The invoice of an order (its number's sequence), or null when it has none. */
export async function invoiceSeqOfOrder(keys: InvoiceKeys, companyId: string, orderId: number): Promise<number | null> {
  const claim = await getItem(keys.claim(companyId, orderId), { consistent: true });
  return claim ? Number(claim.invoiceSeq) : null;
}

/**
 * The order's claim (label `claim`: the order already has an invoice) and the header (label `invoice`), together
 * with the `linked` writes of the same change (its audit entry).
 */
export async function putNewInvoice(keys: InvoiceKeys, invoice: OrderInvoiceRecord, linked: readonly TransactOp[] = []): Promise<void> {
  await transact([
    { label: 'claim', Put: { Item: invoiceClaimToItem(keys, invoice), ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'invoice', Put: { Item: invoiceToItem(keys, invoice), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...linked,
  ]);
}

export async function getInvoice(keys: InvoiceKeys, companyId: string, invoiceSeq: number): Promise<OrderInvoiceRecord | null> {
  const item = await getItem(keys.header(companyId, invoiceSeq), { consistent: true });
  return item ? invoiceFromItem(item) : null;
}

/** One page of the company's invoices of this kind, newest (highest number) first. */
export async function listInvoices(keys: InvoiceKeys, companyId: string, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(keys.prefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(invoiceFromItem), nextCursor: found.nextCursor };
}

/** Due date and notes, conditioned on the version read (label `invoice`: changed meanwhile, or gone), with `linked` writes. */
export async function updateInvoice(
  keys: InvoiceKeys,
  read: OrderInvoiceRecord,
  change: { dueDate: string; notes: string; updatedAt: string },
  linked: readonly TransactOp[] = [],
): Promise<void> {
  await transact([
    {
      label: 'invoice',
      Update: {
        Key: keys.header(read.companyId, read.invoiceSeq),
        UpdateExpression: 'SET dueDate = :due, notes = :notes, updatedAt = :at, #version = :next',
        ConditionExpression: '#version = :read',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':due': change.dueDate,
          ':notes': change.notes,
          ':at': change.updatedAt,
          ':read': read.version,
          ':next': read.version + 1,
        },
      },
    },
    ...linked,
  ]);
}

/** Item descriptions by id: one BatchGetItem of an order's items (at most 100); a missing item has none. */
export async function getItemDescriptions(companyId: string, itemIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(unique.map((id) => imsKeys.item(companyId, id)));
  return new Map(items.map((raw) => itemFromItem(raw)).map((i) => [i.itemId, i.description ?? ''] as const));
}

/** The orders a page of invoices bills: one BatchGetItem (consistent: payments show at once), by order id. */
export async function getOrdersById<O extends { orderId: number }>(
  keyOf: (companyId: string, orderId: number) => { pk: string; sk: string },
  fromItem: (item: Record<string, unknown>) => O,
  companyId: string,
  orderIds: readonly number[],
): Promise<Map<number, O>> {
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(
    unique.map((id) => keyOf(companyId, id)),
    { consistent: true },
  );
  return new Map(items.map((raw) => fromItem(raw)).map((o) => [o.orderId, o] as const));
}
