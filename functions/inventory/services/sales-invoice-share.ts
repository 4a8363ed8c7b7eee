/**
 * A customer link of a sales invoice: the invoice rendered and stored as it is now (./order-invoice-pdf.ts), and a
 * share link to that PDF with the rent invoice links' token, expiry and revoke (../../lib/invoice-links.ts).
 */
import type { CreateSalesInvoiceLinkInput, SalesInvoiceLinkCreated } from '../../../shared/inventory/sales-invoices.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { createLink, type InvoiceLinkState } from '../../lib/invoice-links.ts';
import type { Identity } from '../../lib/tokens.ts';
import { salesInvoiceLinkToItem } from '../invoice-records.ts';
import { storeInvoicePdf } from './order-invoice-pdf.ts';
import { salesInvoices } from './sales-invoices.ts';

export async function createSalesInvoiceLink(
  identity: Identity,
  input: CreateSalesInvoiceLinkInput,
  now = new Date(),
): Promise<SalesInvoiceLinkCreated> {
  const { loaded, objectKey } = await storeInvoicePdf(salesInvoices, identity.companyId, input.invoiceId, now);
  const toItem = (state: InvoiceLinkState) => salesInvoiceLinkToItem({ ...state, invoiceSeq: loaded.invoice.invoiceSeq });
  const link = await createLink('sales', identity, { objectKey, expiresInDays: input.expiresInDays }, toItem, now);
  return { message: M.invoiceLinkCreated, ...link };
}
