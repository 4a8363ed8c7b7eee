/**
 * Print Invoice, purchase and sales (INVENTORY.md "Invoices"; DECISIONS.md "PDFs through signed URLs"): the invoice
 * rendered on the server with the rent invoice's library, stored in the private invoice bucket under the company's
 * prefix, and answered as a 5-minute presigned URL that downloads it as Invoice.pdf. The stored PDF is also what a
 * sales invoice's customer link opens. Its own module: only the routes that render bundle pdf-lib and the S3 client.
 */
import { ulid } from 'ulid';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import type { InvoicePdf } from '../../../shared/inventory/invoices.ts';
import { invoiceNumber, orderNumber } from '../../../shared/inventory/rules.ts';
import type { OrderInvoiceDocument } from '../../lib/pdf/order-invoice.ts';
import { DOWNLOAD_URL_SECONDS, PDF_TYPE } from '../../lib/invoice-links.ts';
import { loadInvoice, owedCentsOf, statusOf, type InvoiceBook, type LoadedInvoice } from './order-invoices.ts';

export const INVOICE_FILE_NAME = 'Invoice.pdf';

const FOLDER = { PO: 'purchase-invoices', SO: 'sales-invoices' } as const;

/** `<companyId>/<purchase|sales>-invoices/<invoiceId>/<ulid>.pdf`: the company prefix first, like every key we write. */
export function invoiceObjectKey(book: Pick<InvoiceBook, 'kind'>, companyId: string, invoiceId: string, fileId: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${safe(companyId)}/${FOLDER[book.kind]}/${safe(invoiceId)}/${safe(fileId)}.pdf`;
}

/** What the PDF shows: the invoice's dates and notes, its order's lines and figures as they are now. */
export function invoiceDocument(book: InvoiceBook, loaded: LoadedInvoice, now: Date): OrderInvoiceDocument {
  const { invoice, order } = loaded;
  return {
    kind: book.kind === 'PO' ? 'Purchase' : 'Sales',
    invoiceNumber: invoiceNumber(book.kind, invoice.invoiceSeq),
    orderNumber: orderNumber(book.kind, order.orderId),
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

/**
 * Reads the invoice (404 `Invoice not found`), renders the PDF as it is now and stores it: answers its object key.
 * `accept`: the caller's own check of the invoice before anything is rendered (an emailed link's recipient).
 */
export async function storeInvoicePdf(
  book: InvoiceBook,
  companyId: string,
  idText: string,
  now = new Date(),
  accept?: (loaded: LoadedInvoice) => void,
) {
  const loaded = await loadInvoice(book, companyId, idText);
  accept?.(loaded);
  // pdf-lib and the S3 client load on first use: a cold start pays for parsing them, not for running them.
  const [{ renderOrderInvoice }, { putInvoiceObject }] = await Promise.all([
    import('../../lib/pdf/order-invoice.ts'),
    import('../../lib/s3.ts'),
  ]);
  const bytes = await renderOrderInvoice(invoiceDocument(book, loaded, now));
  const objectKey = invoiceObjectKey(book, companyId, String(loaded.invoice.invoiceSeq), ulid(now.getTime()));
  await putInvoiceObject(objectKey, bytes, PDF_TYPE);
  return { loaded, objectKey };
}

/** Print Invoice: the stored PDF's download URL (attachment, Invoice.pdf); `accept` as for storeInvoicePdf (the portal's customer). */
export async function invoicePdf(
  book: InvoiceBook,
  companyId: string,
  idText: string,
  now = new Date(),
  accept?: (loaded: LoadedInvoice) => void,
): Promise<InvoicePdf> {
  const { objectKey } = await storeInvoicePdf(book, companyId, idText, now, accept);
  const { signedInvoiceUrl } = await import('../../lib/s3.ts');
  const download = await signedInvoiceUrl(
    objectKey,
    { expiresInSeconds: DOWNLOAD_URL_SECONDS, disposition: 'attachment', fileName: INVOICE_FILE_NAME, contentType: PDF_TYPE },
    now,
  );
  return { url: download.url, fileName: INVOICE_FILE_NAME, expiresAt: download.expiresAt };
}
