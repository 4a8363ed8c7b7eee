/**
 * Sales invoices (spec §3 "Sales invoice detail"; §7 "Invoices: Sales"; INVENTORY.md "Invoices"): one per sales
 * order, numbered INV-SO-00001, billed to the customer; the order invoices' schemas (./invoices.ts) for the field
 * `sales_order_id`. A sales invoice can be shared with the customer as a link (create, list, revoke).
 */
import * as z from 'zod/mini';
import { emailToField, expiresInDaysField, linkIdQueryFor, type InvoiceEmailed, type InvoiceLinkCreated } from '../invoice-links.ts';
import { idField, pageQueryFields } from '../schemas/common.ts';
import { generateInvoiceSchemaFor, invoiceExistsQueryFor, type OrderInvoiceDetail } from './invoices.ts';
import * as M from './messages.ts';

/** POST invoice/sales/generate: sales_order_id, invoice_number (the preview; the server allocates), due_date, notes. */
export const generateSalesInvoiceSchema = /* @__PURE__ */ generateInvoiceSchemaFor('sales_order_id', M.salesOrderNotFound);
export type GenerateSalesInvoiceInput = z.output<typeof generateSalesInvoiceSchema>;

/** GET invoice/sales/exists?sales_order_id */
export const salesInvoiceExistsQuery = /* @__PURE__ */ invoiceExistsQueryFor('sales_order_id', M.salesOrderNotFound);
export type SalesInvoiceExistsQuery = z.output<typeof salesInvoiceExistsQuery>;

/** Spec §3 "Sales invoice detail" (invoiceId, name, total_amount, invoice_number, status, due_date, notes and the rest). */
export type SalesInvoiceDetail = OrderInvoiceDetail;

/** POST invoice/sales/link: invoiceId, expiresInDays (1–90, default 30). */
export const createSalesInvoiceLinkSchema = /* @__PURE__ */ (() =>
  z.object({ invoiceId: idField(M.invoiceNotFound, 20), expiresInDays: expiresInDaysField(M.invoiceLinkExpiry) }))();
export type CreateSalesInvoiceLinkInput = z.output<typeof createSalesInvoiceLinkSchema>;
export type SalesInvoiceLinkCreated = InvoiceLinkCreated<typeof M.invoiceLinkCreated>;

/**
 * POST invoice/sales/email (AUTOMATION.md "Rent collection"): a new customer link, as the share call makes one
 * (`expiresInDays` optional as there), emailed to `to` or else the customer's contact email.
 */
export const emailSalesInvoiceSchema = /* @__PURE__ */ (() =>
  z.object({ invoiceId: idField(M.invoiceNotFound, 20), expiresInDays: expiresInDaysField(M.invoiceLinkExpiry), to: emailToField() }))();
export type EmailSalesInvoiceInput = z.output<typeof emailSalesInvoiceSchema>;
export type SalesInvoiceEmailed = InvoiceEmailed;

/** DELETE invoice/sales/link?id= */
export const salesInvoiceLinkIdQuery = /* @__PURE__ */ linkIdQueryFor(M.invoiceLinkIdRequired);
export type SalesInvoiceLinkIdQuery = z.output<typeof salesInvoiceLinkIdQuery>;

/** GET invoice/sales/links?invoiceId: the invoice's customer links, newest first, paged. */
export const salesInvoiceLinksQuery = /* @__PURE__ */ (() =>
  z.object({ invoiceId: idField(M.invoiceNotFound, 20), ...pageQueryFields() }))();
export type SalesInvoiceLinksQuery = z.output<typeof salesInvoiceLinksQuery>;
