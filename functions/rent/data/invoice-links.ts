/**
 * Invoice share links of rents (access patterns: ../README.md); opening one is ../../lib/invoice-links.ts's, for every
 * kind of link. Expired records leave through the table's TTL.
 */
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { getLinkItem, linkFromItem, listLinks } from '../../lib/invoice-links.ts';
import { parseRentId } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import type { InvoiceLinkRecord } from '../records.ts';

/** A link by id (consistent read); null when the company has no such link. */
/** A link by id; null when there is none, or its rent is in a building outside the account's scope (as another company's). */
export async function getInvoiceLink(companyId: string, linkId: string): Promise<InvoiceLinkRecord | null> {
  const item = await getLinkItem(rentKeys.invoiceLink(companyId, linkId));
  const link = item ? linkFromItem<InvoiceLinkRecord>(item) : null;
  return link && parseRentId(link.rentId) ? link : null;
}

/**
 * Marks a link revoked, with its audit entry. Condition label `link`: the company has no such link, or it was
 * revoked meanwhile (the caller re-reads: revoking twice is fine and changes nothing).
 */
export async function revokeInvoiceLink(companyId: string, linkId: string, at: string, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'link',
      Update: {
        Key: rentKeys.invoiceLink(companyId, linkId),
        UpdateExpression: 'SET revoked = :true, revokedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND revoked = :false',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at },
      },
    },
    audit,
  ]);
}

/** One page of a rent's links, newest first: gsi1, `gsi1pk = C#<cid>#LINKS#<rentId>`. */
export const listInvoiceLinksOfRent = (
  companyId: string,
  rentId: string,
  page: { readonly limit: number; readonly cursor?: string | null },
) => listLinks<InvoiceLinkRecord>(rentKeys.invoiceLinksOfRentPk(companyId, rentId), page);
