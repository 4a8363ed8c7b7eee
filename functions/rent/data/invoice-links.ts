/**
 * Invoice share links of rents (access patterns: ../README.md); opening one is ../../lib/invoice-links.ts's, for every
 * kind of link. Expired records leave through the table's TTL.
 */
import { listLinks, revokeLink } from '../../lib/invoice-links.ts';
import * as rentKeys from '../keys.ts';
import type { InvoiceLinkRecord } from '../records.ts';

/** Marks a link revoked; revoking twice is fine (the first time is kept). Condition label `link`: the company has no such link. */
export const revokeInvoiceLink = (companyId: string, linkId: string, at: string) => revokeLink(rentKeys.invoiceLink(companyId, linkId), at);

/** One page of a rent's links, newest first: gsi1, `gsi1pk = C#<cid>#LINKS#<rentId>`. */
export const listInvoiceLinksOfRent = (
  companyId: string,
  rentId: string,
  page: { readonly limit: number; readonly cursor?: string | null },
) => listLinks<InvoiceLinkRecord>(rentKeys.invoiceLinksOfRentPk(companyId, rentId), page);
