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
import { invoiceAuditOp, type LoadedInvoice } from './order-invoices.ts';
import { storeInvoicePdf } from './order-invoice-pdf.ts';
import { salesInvoices } from './sales-invoices.ts';

/** The link is filed in its invoice's history (kind `invoice`), written with the link. */
export async function createSalesInvoiceLink(
  audit: AuditContext,
  sender: { readonly companyId: string; readonly userId: string },
  input: CreateSalesInvoiceLinkInput,
  now = new Date(),
): Promise<SalesInvoiceLinkCreated> {
  const { link } = await shareSalesInvoice(audit, sender, input, now);
  return { message: M.invoiceLinkCreated, ...link };
}

/**
 * Makes a customer link, for the share call and the email call alike: the PDF, the link and its entry in the
 * invoice's history, in one transaction. `email.recipient` names where the link is to be emailed, from the invoice
 * (400 when there is nowhere): checked before anything is rendered, written in the link's record (`sentTo`) and
 * noted in its entry (`sent_to`).
 */
export async function shareSalesInvoice(
  audit: AuditContext,
  sender: { readonly companyId: string; readonly userId: string },
  input: CreateSalesInvoiceLinkInput,
  now: Date,
  email?: { recipient: (loaded: LoadedInvoice) => string },
): Promise<{ loaded: LoadedInvoice; link: { linkId: string; path: string; expiresAt: string }; sentTo?: string }> {
  let sentTo: string | undefined;
  const { loaded, objectKey } = await storeInvoicePdf(salesInvoices, sender.companyId, input.invoiceId, now, (invoice) => {
    if (email) sentTo = email.recipient(invoice);
  });
  const recipient = sentTo ? { sentTo } : {};
  const toItem = (state: InvoiceLinkState) => salesInvoiceLinkToItem({ ...state, invoiceSeq: loaded.invoice.invoiceSeq, ...recipient });
  const link = await createLink('sales', sender, { objectKey, expiresInDays: input.expiresInDays }, toItem, now, (state) => [
    invoiceAuditOp(
      salesInvoices,
      audit,
      loaded.invoice,
      created({ link_id: state.linkId, link_expires_at: state.linkExpiresAt, ...(sentTo ? { sent_to: sentTo } : {}) }),
      now,
    ),
  ]);
  return { loaded, link, ...recipient };
}
