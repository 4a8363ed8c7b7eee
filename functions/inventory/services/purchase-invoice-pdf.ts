/**
 * Print Invoice (INVENTORY.md "Invoices"; DECISIONS.md "PDFs through signed URLs"): the purchase invoice rendered
 * on the server with the rent invoice's library, stored in the private invoice bucket under the company's
 * prefix, and answered as a 5-minute presigned URL that downloads it as Invoice.pdf. Its own module: only this
 * route bundles pdf-lib and the S3 client.
 */
import { ulid } from 'ulid';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import type { InvoicePdf } from '../../../shared/inventory/purchase-invoices.ts';
import { invoiceNumber, orderNumber } from '../../../shared/inventory/rules.ts';
import type { OrderInvoiceDocument } from '../../lib/pdf/order-invoice.ts';
import { loadPurchaseInvoice, owedCentsOf, statusOf, type LoadedPurchaseInvoice } from './purchase-invoices.ts';

export const INVOICE_FILE_NAME = 'Invoice.pdf';
const PDF_TYPE = 'application/pdf';
/** Presigned URLs live this long: enough to start a download, too short to be worth forwarding. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

/** `<companyId>/purchase-invoices/<invoiceId>/<ulid>.pdf`: the company prefix first, like every key we write. */
export function purchaseInvoiceObjectKey(companyId: string, invoiceId: string, fileId: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${safe(companyId)}/purchase-invoices/${safe(invoiceId)}/${safe(fileId)}.pdf`;
}

/** What the PDF shows: the invoice's dates and notes, its order's lines and figures as they are now. */
export function purchaseInvoiceDocument(loaded: LoadedPurchaseInvoice, now: Date): OrderInvoiceDocument {
  const { invoice, order } = loaded;
  return {
    kind: 'Purchase',
    invoiceNumber: invoiceNumber('PO', invoice.invoiceSeq),
    orderNumber: orderNumber('PO', order.orderId),
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    status: statusOf(invoice, order, isoDateOf(now)),
    generatedAt: now,
    from: loaded.from,
    to: loaded.to,
    lines: order.lines.map((l) => ({
      name: l.itemName,
      description: loaded.descriptions.get(l.itemId) ?? '',
      quantity: l.quantity,
      unitCents: l.unitCents,
      discountPercent: l.discount,
      subtotalCents: l.quantity * l.unitCents,
      totalCents: l.totalCents,
    })),
    totals: {
      subtotalCents: order.subtotalCents,
      discountPercent: order.discount,
      totalCents: order.totalCents,
      paidCents: order.paidCents,
      returnedCents: order.returnedCents,
      dueCents: owedCentsOf(order),
    },
    notes: invoice.notes,
  };
}

/** Reads the invoice (404 `Invoice not found`), renders and stores the PDF, and signs a download URL for it. */
export async function purchaseInvoicePdf(companyId: string, idText: string, now = new Date()): Promise<InvoicePdf> {
  const loaded = await loadPurchaseInvoice(companyId, idText);
  // pdf-lib and the S3 client load on first use: a cold start pays for parsing them, not for running them.
  const [{ renderOrderInvoice }, { putInvoiceObject, signedInvoiceUrl }] = await Promise.all([
    import('../../lib/pdf/order-invoice.ts'),
    import('../../lib/s3.ts'),
  ]);
  const bytes = await renderOrderInvoice(purchaseInvoiceDocument(loaded, now));
  const key = purchaseInvoiceObjectKey(companyId, String(loaded.invoice.invoiceSeq), ulid(now.getTime()));
  await putInvoiceObject(key, bytes, PDF_TYPE);
  const download = await signedInvoiceUrl(
    key,
    { expiresInSeconds: DOWNLOAD_URL_SECONDS, disposition: 'attachment', fileName: INVOICE_FILE_NAME, contentType: PDF_TYPE },
    now,
  );
  return { url: download.url, fileName: INVOICE_FILE_NAME, expiresAt: download.expiresAt };
}
