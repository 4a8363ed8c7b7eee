/**
 * Purchase invoices (spec §3 "Invoice list entry", "Purchase invoice detail"; §7 "Invoices: Purchase";
 * INVENTORY.md "Invoices"): one per purchase order, numbered INV-PO-00001. Request schemas and response shapes.
 */
import * as z from 'zod/mini';
import { idField, isoDateField, isPresent, pageQueryFields, preprocess, required, requiredObject } from '../schemas/common.ts';
import * as M from './messages.ts';
import { orderIdField } from './purchase-orders.ts';
import type { InvoiceStatus } from './rules.ts';

export const MAX_NOTES = 500;
/** The notes of a new invoice when none are given (spec §9). */
export const DEFAULT_NOTES = 'N/A';

const notes = () =>
  preprocess(
    (v) => (isPresent(v) ? v : DEFAULT_NOTES),
    z.string({ error: M.notesTooLong }).check(z.trim(), z.maxLength(MAX_NOTES, { error: M.notesTooLong })),
  );

/** POST invoice/purchase/generate: purchase_order_id, invoice_number (the preview; the server allocates), due_date, notes. */
export const generatePurchaseInvoiceSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ purchase_order_id: required(M.purchaseOrderNotFound), due_date: required(M.dueDateRequired) }, M.dueDateRequired),
    z.object({
      purchase_order_id: orderIdField(M.purchaseOrderNotFound),
      invoice_number: z.optional(z.unknown()),
      due_date: isoDateField(M.dueDateRequired),
      notes: notes(),
    }),
  ))();
export type GeneratePurchaseInvoiceInput = z.output<typeof generatePurchaseInvoiceSchema>;

/** POST invoice/purchase/update: invoiceId, due_date, notes (nothing else can change). */
export const updatePurchaseInvoiceSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ invoiceId: required(M.invoiceNotFound), due_date: required(M.fillInvoiceFields) }, M.fillInvoiceFields),
    z.object({
      invoiceId: idField(M.invoiceNotFound, 20),
      due_date: isoDateField(M.fillInvoiceFields),
      notes: notes(),
    }),
  ))();
export type UpdatePurchaseInvoiceInput = z.output<typeof updatePurchaseInvoiceSchema>;

/** GET invoice/purchase/exists?purchase_order_id */
export const purchaseInvoiceExistsQuery = /* @__PURE__ */ (() => z.object({ purchase_order_id: orderIdField(M.purchaseOrderNotFound) }))();
export type PurchaseInvoiceExistsQuery = z.output<typeof purchaseInvoiceExistsQuery>;

/** GET invoice/purchase/all (paged, newest first). */
export const purchaseInvoiceListQuery = /* @__PURE__ */ (() => z.object({ ...pageQueryFields() }))();
export type PurchaseInvoiceListQuery = z.output<typeof purchaseInvoiceListQuery>;

export interface InvoiceNumberPreview {
  invoiceNumber: string;
}

export interface InvoiceExists {
  exists: boolean;
  /** The invoice's id when it exists (its number's sequence as text, e.g. "7" for INV-PO-00007), else null. */
  invoiceId: string | null;
}

export interface InvoiceGenerated {
  message: string;
  invoiceId: string;
  invoice_number: string;
}

/** An invoice in the list (spec §3). `status`: the order's payment status, or Overdue when unpaid past its due date. */
export interface InvoiceListEntry {
  id: string;
  name: string;
  invoice_number: string;
  invoice_date: string;
  due_date: string;
  status: InvoiceStatus;
  paid_amount: number;
  total_due_amount: number;
  /** The order it bills. */
  order_id: number;
  order_number: string;
}

export interface InvoiceParty {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface InvoiceItemRow {
  item_name: string;
  item_description: string;
  quantity: number;
  unit_price: number;
  /** Line discount percent. */
  discount: number;
  subtotal: number;
  total_price: number;
}

/** Spec §3 "Purchase invoice detail", plus the order it bills and the money figures of that order. */
export interface PurchaseInvoiceDetail {
  invoiceId: string;
  invoice_number: string;
  invoice_date: string;
  status: InvoiceStatus;
  due_date: string;
  notes: string;
  /** The supplier's name. */
  name: string;
  subtotal: number;
  /** Order discount percent. */
  discount: number;
  total_amount: number;
  paid_amount: number;
  returned_credit: number;
  /** What is still owed: total − returned credit − paid. */
  total_due_amount: number;
  order_id: number;
  order_number: string;
  from: InvoiceParty;
  to: InvoiceParty;
  invoiceItems: InvoiceItemRow[];
}

/** GET invoice/purchase-pdf/{id}: a 5-minute signed URL of the stored PDF, saved as Invoice.pdf. */
export interface InvoicePdf {
  url: string;
  fileName: 'Invoice.pdf';
  expiresAt: string;
}
