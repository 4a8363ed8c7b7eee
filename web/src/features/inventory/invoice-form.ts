/**
 * The invoice screens' checks, purchase and sales (spec part 2 §5 "Generate invoice", "Edit invoice", "Print
 * invoice"; §4 invoice status badge), as pure functions so they are tested in node. The request bodies go through
 * the shared schemas (shared/inventory/{invoices,purchase-invoices,sales-invoices}.ts), the ones the handlers use.
 */
import { formatMoney } from '../../../../shared/domain/format.ts';
import * as M from '../../../../shared/inventory/messages.ts';
import { DEFAULT_NOTES, updateInvoiceSchema, type UpdateInvoiceInput } from '../../../../shared/inventory/invoices.ts';
import { generatePurchaseInvoiceSchema } from '../../../../shared/inventory/purchase-invoices.ts';
import { generateSalesInvoiceSchema } from '../../../../shared/inventory/sales-invoices.ts';
import type { InvoiceStatus } from '../../../../shared/inventory/rules.ts';
import { validate } from '../../lib/validate.ts';

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Shown in the Generate modal when the number preview could not be fetched (spec §5); submit stays disabled. */
export const invoiceNumberUnavailable = 'Failed to generate invoice number';

/** The two fields a user sets on an invoice (the rest follows the order). */
// a type, not an interface: a stale edit's form values (a record of strings) are one of these
export type InvoiceDraft = {
  /** 'yyyy-mm-dd', or '' while empty. */
  dueDate: string;
  notes: string;
};

/** Generate Invoice starts at: due today, notes N/A (spec §5, §9). */
export const invoiceDefaults = (today: string): InvoiceDraft => ({ dueDate: today, notes: DEFAULT_NOTES });

/** Notes as the server stores them: trimmed, and N/A when left empty. */
export const normaliseNotes = (notes: string): string => notes.trim() || DEFAULT_NOTES;

/** A stored date (a calendar date or a timestamp) as the date field's 'yyyy-mm-dd'. */
export const isoDay = (value: string | null | undefined): string => (value ?? '').slice(0, 10);

/** What a generate sends besides the order (the API module names the order's field for the kind). */
export interface GenerateFields {
  invoice_number: string;
  due_date: string;
  notes: string;
}

/** Generate: the due date is required; the preview number is sent as it was shown (the server allocates the real one). */
export function generateInvoiceBody(
  kind: 'purchase' | 'sales',
  orderId: number,
  invoiceNumber: string | null | undefined,
  draft: InvoiceDraft,
): Checked<GenerateFields> {
  if (!invoiceNumber) return { ok: false, message: invoiceNumberUnavailable };
  if (!draft.dueDate.trim()) return { ok: false, message: M.dueDateRequired };
  const fields = { invoice_number: invoiceNumber, due_date: draft.dueDate, notes: normaliseNotes(draft.notes) };
  const checked =
    kind === 'purchase'
      ? validate(generatePurchaseInvoiceSchema, { ...fields, purchase_order_id: orderId })
      : validate(generateSalesInvoiceSchema, { ...fields, sales_order_id: orderId });
  return checked.ok
    ? { ok: true, value: { invoice_number: invoiceNumber, due_date: checked.data.due_date, notes: checked.data.notes } }
    : { ok: false, message: checked.message };
}

/** The Edit modal's starting values: the invoice as stored. */
export const editDraftOf = (invoice: { due_date: string; notes: string | null | undefined }): InvoiceDraft => ({
  dueDate: isoDay(invoice.due_date),
  notes: invoice.notes ?? '',
});

/** Whether the edit changes anything: the due date, or the notes once trimmed (empty notes count as N/A). */
export function invoiceChanged(original: InvoiceDraft, draft: InvoiceDraft): boolean {
  return isoDay(original.dueDate) !== draft.dueDate || normaliseNotes(original.notes) !== normaliseNotes(draft.notes);
}

/** Edit: `Please Fill all the fields` without a due date, `No Changes Made To Submit` when nothing changed (spec §5); sent with the version read. */
export function updateInvoiceBody(
  invoice: { invoiceId: string; version: number },
  original: InvoiceDraft,
  draft: InvoiceDraft,
): Checked<UpdateInvoiceInput> {
  if (!draft.dueDate.trim()) return { ok: false, message: M.fillInvoiceFields };
  if (!invoiceChanged(original, draft)) return { ok: false, message: M.noInvoiceChanges };
  const { invoiceId, version } = invoice;
  const checked = validate(updateInvoiceSchema, { invoiceId, due_date: draft.dueDate, notes: normaliseNotes(draft.notes), version });
  return checked.ok ? { ok: true, value: checked.data } : { ok: false, message: checked.message };
}

/** The status as the invoice view words it (spec §4: the invoice dialog says Partial Paid). */
export const invoiceStatusLabel = (status: InvoiceStatus | string): string => (status === 'Partially Paid' ? 'Partial Paid' : status);

/** The list's money line: what has been paid and what is still due. */
export const paidAndDue = (paid: number, due: number): string => `${formatMoney(paid)} paid / ${formatMoney(due)} due`;

/** Print Invoice needs an invoice id (spec §5 "Print invoice"); null when it may go ahead. */
export const printProblem = (invoiceId: string | null | undefined): string | null => (invoiceId?.trim() ? null : M.invoiceNotFound);
