/**
 * Email a sales invoice to the customer (AUTOMATION.md "Rent collection": staff email an invoice from the share
 * dialog): a new customer link, made exactly as the share call makes one (./sales-invoice-share.ts, its entry noting
 * the recipient), then emailed (../../lib/invoice-link-email.ts). Its own module: only this route bundles the SES client.
 */
import { INVOICE_EMAIL_MESSAGES } from '../../../shared/invoice-links.ts';
import type { EmailSalesInvoiceInput, SalesInvoiceEmailed } from '../../../shared/inventory/sales-invoices.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { invoiceNumber, orderNumber } from '../../../shared/inventory/rules.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { badRequest } from '../../lib/errors.ts';
import { recipientOf, sendInvoiceLinkEmail } from '../../lib/invoice-link-email.ts';
import * as imsKeys from '../keys.ts';
import { owedCentsOf } from './order-invoices.ts';
import { shareSalesInvoice } from './sales-invoice-share.ts';
import { salesInvoices } from './sales-invoices.ts';

export async function emailSalesInvoice(
  audit: AuditContext,
  sender: { readonly companyId: string; readonly userId: string },
  input: EmailSalesInvoiceInput,
  now = new Date(),
): Promise<SalesInvoiceEmailed> {
  const { loaded, link, sentTo } = await shareSalesInvoice(audit, sender, input, now, {
    recipient: (invoice) => recipientOf(input.to, invoice.to.email, () => badRequest(M.invoiceNoCustomerEmail)),
  });
  const to = sentTo as string;
  const { invoice, order } = loaded;
  await sendInvoiceLinkEmail({
    link: imsKeys.salesInvoiceLink(sender.companyId, link.linkId),
    email: imsKeys.salesInvoiceLinkEmail(sender.companyId, link.linkId),
    attributes: { linkId: link.linkId, invoiceSeq: invoice.invoiceSeq },
    content: {
      to,
      companyName: loaded.from.name,
      // the customer's contact person when there is one, else the customer
      recipientName: loaded.contactName || loaded.to.name,
      invoiceNumber: invoiceNumber(salesInvoices.kind, invoice.invoiceSeq),
      facts: {
        kind: 'sales',
        orderNumber: orderNumber(salesInvoices.kind, order.orderId),
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        dueCents: owedCentsOf(order),
      },
      linkPath: link.path,
      expiresAt: link.expiresAt,
    },
    now,
  });
  return { message: INVOICE_EMAIL_MESSAGES.emailed(to), linkId: link.linkId, to };
}
