/**
 * A customer link of a sales invoice: the invoice rendered and stored as it is now (./order-invoice-pdf.ts), and a
 * share link to that PDF with the rent invoice links' token, expiry and revoke (../../lib/invoice-links.ts).
 */
import type { CreateSalesInvoiceLinkInput, SalesInvoiceLinkCreated } from '../../../shared/inventory/sales-invoices.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { createLink, type InvoiceLinkState } from '../../lib/invoice-links.ts';
import { created } from '../../../shared/audit/changes.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { salesInvoiceLinkToItem } from '../invoice-records.ts';
import { invoiceAuditOp } from './order-invoices.ts';
import { storeInvoicePdf } from './order-invoice-pdf.ts';
import { salesInvoices } from './sales-invoices.ts';

/** The link is filed in its invoice's history (kind `invoice`), written with the link. */
export async function createSalesInvoiceLink(
  audit: AuditContext,
  sender: { readonly companyId: string; readonly userId: string },
  input: CreateSalesInvoiceLinkInput,
  now = new Date(),
): Promise<SalesInvoiceLinkCreated> {
  const { loaded, objectKey } = await storeInvoicePdf(salesInvoices, sender.companyId, input.invoiceId, now);
  const toItem = (state: InvoiceLinkState) => salesInvoiceLinkToItem({ ...state, invoiceSeq: loaded.invoice.invoiceSeq });
  const link = await createLink('sales', sender, { objectKey, expiresInDays: input.expiresInDays }, toItem, now, (state) => [
    invoiceAuditOp(salesInvoices, audit, loaded.invoice, created({ link_id: state.linkId, link_expires_at: state.linkExpiresAt }), now),
  ]);
  return { message: M.invoiceLinkCreated, ...link };
}
