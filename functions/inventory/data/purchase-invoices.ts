/** Purchase invoices: numbers, the one-per-order claim, the header, and the reads they join (../README.md "Purchase invoices"). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { db, tableName } from '../../lib/dynamo/client.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, queryPage } from '../../lib/dynamo/query.ts';
import { transact, updateItem } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';
import {
  itemFromItem,
  purchaseInvoiceClaimToItem,
  purchaseInvoiceFromItem,
  purchaseInvoiceToItem,
  purchaseOrderFromItem,
  type PurchaseInvoiceRecord,
  type PurchaseOrderRecord,
} from '../records.ts';

/** The last number handed out (0 before the first invoice): the preview adds one and reserves nothing. */
export async function lastPurchaseInvoiceSeq(companyId: string): Promise<number> {
  const item = await getItem(imsKeys.purchaseInvoiceCounter(companyId), { consistent: true });
  return Number(item?.value ?? 0);
}

/** The next invoice number of the company (atomic; numbers are never reused). */
export async function allocatePurchaseInvoiceSeq(companyId: string): Promise<number> {
  const res = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: imsKeys.purchaseInvoiceCounter(companyId),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.value);
}

/** The invoice of an order (its number's sequence), or null when it has none. */
export async function purchaseInvoiceSeqOfOrder(companyId: string, orderId: number): Promise<number | null> {
  const claim = await getItem(imsKeys.purchaseInvoiceClaim(companyId, orderId), { consistent: true });
  return claim ? Number(claim.invoiceSeq) : null;
}

/** The order's claim (label `claim`: the order already has an invoice) and the header (label `invoice`), together. */
export async function putNewPurchaseInvoice(invoice: PurchaseInvoiceRecord): Promise<void> {
  await transact([
    { label: 'claim', Put: { Item: purchaseInvoiceClaimToItem(invoice), ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'invoice', Put: { Item: purchaseInvoiceToItem(invoice), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
}

export async function getPurchaseInvoice(companyId: string, invoiceSeq: number): Promise<PurchaseInvoiceRecord | null> {
  const item = await getItem(imsKeys.purchaseInvoice(companyId, invoiceSeq), { consistent: true });
  return item ? purchaseInvoiceFromItem(item) : null;
}

/** One page of the company's invoices, newest (highest number) first. */
export async function listPurchaseInvoices(companyId: string, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.purchaseInvoicesPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(purchaseInvoiceFromItem), nextCursor: found.nextCursor };
}

/** Due date and notes, conditioned on the version read (label `invoice`: changed meanwhile, or gone). */
export async function updatePurchaseInvoice(
  read: PurchaseInvoiceRecord,
  change: { dueDate: string; notes: string; updatedAt: string },
): Promise<void> {
  await updateItem('invoice', {
    Key: imsKeys.purchaseInvoice(read.companyId, read.invoiceSeq),
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
  });
}

/** The orders a page of invoices bills: one BatchGetItem (consistent: payments show at once), by order id. */
export async function getPurchaseOrdersById(companyId: string, orderIds: readonly number[]): Promise<Map<number, PurchaseOrderRecord>> {
  const unique = [...new Set(orderIds)];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(
    unique.map((id) => imsKeys.purchaseOrder(companyId, id)),
    { consistent: true },
  );
  return new Map(items.map((raw) => purchaseOrderFromItem(raw)).map((o) => [o.orderId, o] as const));
}

/** Item descriptions by id: one BatchGetItem of an order's items (at most 100); a missing item has none. */
export async function getItemDescriptions(companyId: string, itemIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return new Map();
  const items = await batchGetItems(unique.map((id) => imsKeys.item(companyId, id)));
  return new Map(items.map((raw) => itemFromItem(raw)).map((i) => [i.itemId, i.description ?? ''] as const));
}
