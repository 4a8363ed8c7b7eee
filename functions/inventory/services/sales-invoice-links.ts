/**
 * Customer links of sales invoices (INVENTORY.md "Invoices": "the same token, expiry, revoke and public route as rent
 * invoice links"; the link logic: ../../lib/invoice-links.ts): the public route's lookup, the invoice's list of links
 * and revoke. No PDF rendering here (creating a link renders: ./sales-invoice-share.ts), so the public route, the
 * list and revoke bundle without pdf-lib.
 */
import type { InvoiceLinkRow } from '../../../shared/invoice-links.ts';
import type { SalesInvoiceLinksQuery } from '../../../shared/inventory/sales-invoices.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { changesBetween } from '../../../shared/audit/changes.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { notFound } from '../../lib/errors.ts';
import { getLinkItem, linkFromItem, linkRow, listLinks, revokeLink, type LinkedInvoices } from '../../lib/invoice-links.ts';
import { allWarehouses } from '../../lib/scope.ts';
import type { SalesInvoiceLinkRecord } from '../invoice-records.ts';
import * as imsKeys from '../keys.ts';
import { findInvoice, invoiceAuditOp, parseInvoiceId } from './order-invoices.ts';
import { salesInvoices } from './sales-invoices.ts';

/** Customer links, for the public route (the token's kind `sales`): they open the PDF as Invoice.pdf. */
export const salesInvoiceLinks: LinkedInvoices = { key: imsKeys.salesInvoiceLink, fileName: 'Invoice.pdf' };

/** The invoice's sequence, after checking it is one of the company's (404 `Invoice not found`: one GetItem). */
export async function salesInvoiceSeq(companyId: string, idText: string): Promise<number> {
  const seq = parseInvoiceId(idText);
  if (seq === null || !(await findInvoice(salesInvoices, companyId, seq))) throw notFound(M.invoiceNotFound);
  return seq;
}

/** An invoice's customer links, newest first, one page (the invoice is read first: one GetItem, then one Query on gsi1). */
export async function listSalesInvoiceLinks(
  companyId: string,
  query: SalesInvoiceLinksQuery,
  now = new Date(),
): Promise<{ rows: InvoiceLinkRow[]; nextCursor: string | null }> {
  const seq = await salesInvoiceSeq(companyId, query.invoiceId);
  const { items, nextCursor } = await listLinks<SalesInvoiceLinkRecord>(imsKeys.salesInvoiceLinksPk(companyId, seq), query);
  return { rows: items.map((link) => linkRow(link, now)), nextCursor };
}

/**
 * Revoke (404 `Invoice link not found` for a link the company does not have; twice is fine, and the second time
 * changes nothing, so it writes no entry). The revocation is filed in its invoice's history (kind `invoice`).
 */
export async function revokeSalesInvoiceLink(audit: AuditContext, linkId: string, now = new Date()): Promise<void> {
  const key = imsKeys.salesInvoiceLink(audit.companyId, linkId);
  const item = await getLinkItem(key);
  if (!item) throw notFound(M.invoiceLinkNotFound);
  const link = linkFromItem<SalesInvoiceLinkRecord>(item);
  // a link of an invoice whose order is outside the account's scope is not found either (ROLES.md)
  if (!allWarehouses() && !(await findInvoice(salesInvoices, audit.companyId, link.invoiceSeq))) throw notFound(M.invoiceLinkNotFound);
  if (link.revoked) return;
  try {
    await revokeLink(key, now.toISOString(), [
      invoiceAuditOp(salesInvoices, audit, link, changesBetween({ revoked: false }, { revoked: true }), now),
    ]);
  } catch (err) {
    throw mapConditionFailed(err, { link: notFound(M.invoiceLinkNotFound) });
  }
}
