/** Invoice share links (access patterns: ../README.md); expired records leave through the table's TTL. */
import { getItem } from '../../lib/dynamo/item.ts';
import { queryPage } from '../../lib/dynamo/query.ts';
import { putItem, updateItem } from '../../lib/dynamo/transact.ts';
import * as rentKeys from '../keys.ts';
import { invoiceLinkFromItem, invoiceLinkToItem, type InvoiceLinkRecord } from '../records.ts';

/** Condition label `link` (a ULID collision: not expected). */
export async function putInvoiceLink(link: InvoiceLinkRecord): Promise<void> {
  await putItem('link', { Item: invoiceLinkToItem(link), ConditionExpression: 'attribute_not_exists(pk)' });
}

export async function getInvoiceLink(companyId: string, linkId: string): Promise<InvoiceLinkRecord | null> {
  const item = await getItem(rentKeys.invoiceLink(companyId, linkId), { consistent: true });
  return item ? invoiceLinkFromItem(item) : null;
}

/** Marks a link revoked; revoking twice is fine (the first time is kept). Condition label `link`: the company has no such link. */
export async function revokeInvoiceLink(companyId: string, linkId: string, at: string): Promise<void> {
  await updateItem('link', {
    Key: rentKeys.invoiceLink(companyId, linkId),
    UpdateExpression: 'SET revoked = :true, revokedAt = if_not_exists(revokedAt, :at)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':true': true, ':at': at },
  });
}

/** Records the tenant's first opening; later ones keep it. Condition label `link`: the record is gone. */
export async function markInvoiceLinkOpened(companyId: string, linkId: string, at: string): Promise<void> {
  await updateItem('link', {
    Key: rentKeys.invoiceLink(companyId, linkId),
    UpdateExpression: 'SET openedAt = if_not_exists(openedAt, :at)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** One page of a rent's links, newest first: gsi1, `gsi1pk = C#<cid>#LINKS#<rentId>`. */
export async function listInvoiceLinksOfRent(
  companyId: string,
  rentId: string,
  page: { readonly limit: number; readonly cursor?: string | null },
): Promise<{ items: InvoiceLinkRecord[]; nextCursor: string | null }> {
  const found = await queryPage({ index: 'gsi1', partition: rentKeys.invoiceLinksOfRentPk(companyId, rentId), descending: true, ...page });
  return { items: found.items.map(invoiceLinkFromItem), nextCursor: found.nextCursor };
}
