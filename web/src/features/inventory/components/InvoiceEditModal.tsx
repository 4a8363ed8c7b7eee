import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { MAX_NOTES, type OrderInvoiceDetail } from '../../../../../shared/inventory/invoices.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUpdateInvoice, type InvoiceKind } from '../api/invoices.ts';
import { editDraftOf, invoiceStatusLabel, updateInvoiceBody, type InvoiceDraft } from '../invoice-form.ts';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import '../invoices.css';

interface EditProps {
  kind: InvoiceKind;
  invoice: OrderInvoiceDetail;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

const noop = () => {};

/**
 * Edit Purchase / Sales Invoice (spec §5 "Edit invoice"): supplier or customer, amount, number and payment status
 * read-only; due date and notes editable. `Please Fill all the fields` without a due date, `No Changes Made To
 * Submit` when unchanged.
 */
export function InvoiceEditModal({ kind, invoice, isOpen, onOpenChange }: EditProps) {
  const text = INVOICE_KINDS[kind];
  const [original] = useState<InvoiceDraft>(() => editDraftOf(invoice));
  const [draft, setDraft] = useState<InvoiceDraft>(original);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = useUpdateInvoice(kind);
  const set = (patch: Partial<InvoiceDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const checked = updateInvoiceBody(invoice.invoiceId, original, draft);
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    try {
      const res = await update({ body: checked.value });
      notify.success(res?.message || M.invoiceEdited);
      onOpenChange(false);
    } catch {
      // the API client toasted the server's message or `Failed to edit invoice data`
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={`Edit ${text.label} Invoice`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBusy={busy}
      description={invoice.invoice_number}
    >
      <form
        className="form pinv-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={`Edit ${text.label.toLowerCase()} invoice`}
      >
        <div className="form-grid">
          <TextField label={text.partner} name="partner" readOnly value={invoice.name} onChange={noop} className="pinv-readonly" />
          <TextField
            label="Amount"
            name="amount"
            readOnly
            value={formatMoney(invoice.total_amount)}
            onChange={noop}
            className="pinv-readonly"
          />
          <TextField
            label="Invoice Number"
            name="invoiceNumber"
            readOnly
            value={invoice.invoice_number}
            onChange={noop}
            className="pinv-readonly"
          />
          <TextField
            label="Payment Status"
            name="paymentStatus"
            readOnly
            value={invoiceStatusLabel(invoice.status)}
            onChange={noop}
            className="pinv-readonly"
          />
          <DateField label="Due Date" name="dueDate" required value={draft.dueDate} onChange={(v) => set({ dueDate: v })} />
        </div>
        <TextField
          label="Notes"
          name="notes"
          multiline
          rows={3}
          maxLength={MAX_NOTES}
          value={draft.notes}
          onChange={(v) => set({ notes: v })}
        />
        <FormMessage message={problem} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Edit Invoice: the button and, on top, a fresh Edit modal each time it opens (closing keeps it, so focus returns). */
export function EditInvoiceButton({ kind, invoice }: { kind: InvoiceKind; invoice: OrderInvoiceDetail }) {
  const [editing, setEditing] = useState(false);
  const [session, setSession] = useState(0);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => {
          setSession((n) => n + 1);
          setEditing(true);
        }}
      >
        Edit Invoice
      </button>
      <InvoiceEditModal key={session} kind={kind} invoice={invoice} isOpen={editing} onOpenChange={setEditing} />
    </>
  );
}
