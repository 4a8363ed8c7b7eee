/**
 * Order invoices, purchase and sales alike (spec §3 "Invoice list entry", "Purchase invoice detail", "Sales invoice
 * detail"; §5 "Generate invoice", "Edit invoice"; §7 "Invoices"; INVENTORY.md "Invoices"): one invoice per order,
 * numbered INV-PO-00001 / INV-SO-00001. The request schemas are built once here for the field that names the
 * order (`purchase_order_id`, `sales_order_id`); the response shapes are the same for both kinds.
 */
import * as z from 'zod/mini';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import {
  idField,
  isoDateField,
  isPresent,
  optionalVersionField,
  pageQueryFields,
  preprocess,
  required,
  requiredObject,
  wholeNumberField,
} from '../schemas/common.ts';
import * as M from './messages.ts';
import type { InvoiceStatus } from './rules.ts';

export const MAX_NOTES = 500;
/** The notes of a new invoice when none are given (spec §9). */
export const DEFAULT_NOTES = 'N/A';

const notes = () =>
  preprocess(
    (v) => (isPresent(v) ? v : DEFAULT_NOTES),
    z.string({ error: M.notesTooLong }).check(z.trim(), z.maxLength(MAX_NOTES, { error: M.notesTooLong })),
  );

/** An order's id (its sequence number); anything else is the kind's "order not found". */
const orderId = (orderNotFound: string) => wholeNumberField(orderNotFound, orderNotFound, 1, 999_999_999);

/** What generate reads, the order's field named as the kind names it. */
export type GenerateInvoiceBody<F extends string> = { [K in F]: number } & {
  invoice_number?: unknown;
  due_date: string;
  notes: string;
};

/** POST invoice/{kind}/generate: `<order field>`, invoice_number (the preview; the server allocates), due_date, notes. */
export function generateInvoiceSchemaFor<F extends string>(orderField: F, orderNotFound: string) {
  const present = requiredObject({ [orderField]: required(orderNotFound), due_date: required(M.dueDateRequired) }, M.dueDateRequired);
  const fields = z.object({
    [orderField]: orderId(orderNotFound),
    invoice_number: z.optional(z.unknown()),
    due_date: isoDateField(M.dueDateRequired),
    notes: notes(),
  });
  // the computed key loses its name in zod's inference: the shape is stated once, here
  return z.pipe(
    present as z.ZodMiniType<Record<string, unknown>>,
    fields as unknown as z.ZodMiniType<GenerateInvoiceBody<F>, Record<string, unknown>>,
  );
}

/** GET invoice/{kind}/exists?<order field> */
export function invoiceExistsQueryFor<F extends string>(orderField: F, orderNotFound: string) {
  return z.object({ [orderField]: orderId(orderNotFound) }) as unknown as z.ZodMiniType<{ [K in F]: number }, Record<string, unknown>>;
}

/** POST invoice/{kind}/update: invoiceId, due_date, notes (nothing else can change). */
export const updateInvoiceSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ invoiceId: required(M.invoiceNotFound), due_date: required(M.fillInvoiceFields) }, M.fillInvoiceFields),
    z.object({
      invoiceId: idField(M.invoiceNotFound, 20),
      due_date: isoDateField(M.fillInvoiceFields),
      notes: notes(),
      /** The detail's `version`: optional on this seed call (issue 31); a stale one is 409. */
      version: optionalVersionField(CORRECTION_MESSAGES.version),
    }),
  ))();
export type UpdateInvoiceInput = z.output<typeof updateInvoiceSchema>;

/** GET invoice/{kind}/all (paged, newest first). */
export const invoiceListQuery = /* @__PURE__ */ (() => z.object({ ...pageQueryFields() }))();
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/** What generate needs once the order's field is read, whatever the kind. */
export interface GenerateInvoiceFields {
  orderId: number;
  due_date: string;
  notes: string;
}

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
  /** The supplier's or the customer's name. */
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

/**
 * Spec §3 "Purchase invoice detail" (and "Sales invoice detail", whose further fields are not shown: the same
 * ones), plus the order it bills and the money figures of that order.
 */
export interface OrderInvoiceDetail {
  invoiceId: string;
  invoice_number: string;
  invoice_date: string;
  status: InvoiceStatus;
  due_date: string;
  notes: string;
  /** The supplier's or the customer's name. */
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
  /** The company. */
  from: InvoiceParty;
  /** The supplier or the customer. */
  to: InvoiceParty;
  invoiceItems: InvoiceItemRow[];
  /** What an edit sends back (CORRECTIONS.md "Principles"; optional on `update`, the seed's call). */
  version: number;
}

/** GET invoice/{kind}-pdf/{id}: a 5-minute signed URL of the stored PDF, saved as Invoice.pdf. */
export interface InvoicePdf {
  url: string;
  fileName: 'Invoice.pdf';
  expiresAt: string;
}
