import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../../shared/domain/format.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import type { OrderInvoiceDetail } from '../../../../../shared/inventory/invoices.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useCan } from '../../../lib/powers.ts';
import { fetchInvoice, useUpdateInvoice, type InvoiceKind } from '../api/invoices.ts';
import { editDraftOf, invoiceStatusLabel, updateInvoiceBody } from '../invoice-form.ts';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import { InvoiceDraftForm, ReadOnlyField, useInvoiceDraft } from './InvoiceDraftForm.tsx';
import '../invoices.css';

interface EditProps {
  kind: InvoiceKind;
  invoice: OrderInvoiceDetail;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Edit Purchase / Sales Invoice (spec §5 "Edit invoice"): supplier or customer, amount, number and payment status
 * read-only; due date and notes editable. `Please Fill all the fields` without a due date, `No Changes Made To
 * Submit` when unchanged.
 */
export function InvoiceEditModal({ kind, invoice, isOpen, onOpenChange }: EditProps) {
  const text = INVOICE_KINDS[kind];
  // the invoice the dialog opened on (or the one Reload fetched): its version is what a save sends
  const edit = useStaleEdit(invoice, editDraftOf, () => fetchInvoice(kind, invoice.invoiceId));
  const form = useInvoiceDraft(() => editDraftOf(invoice));
  const update = useUpdateInvoice(kind);
  const onSubmit = (event: FormEvent) =>
    form.submit(
      event,
      () => updateInvoiceBody(edit.base, editDraftOf(edit.base), form.draft),
      (body) => update({ body }),
      M.invoiceEdited,
      () => onOpenChange(false),
      edit.refused,
    );

  return (
    <Modal
      title={`Edit ${text.label} Invoice`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBusy={form.busy}
      description={invoice.invoice_number}
    >
      <InvoiceDraftForm
        form={form}
        label={`Edit ${text.label.toLowerCase()} invoice`}
        onSubmit={onSubmit}
        onCancel={() => onOpenChange(false)}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        notice={<StaleEditNotice edit={edit} values={form.draft} show={(latest) => form.setDraft(latest)} />}
        typedOf={edit.typedOf}
      >
        <ReadOnlyField label={text.partner} name="partner" value={invoice.name} />
        <ReadOnlyField label="Amount" name="amount" value={formatMoney(invoice.total_amount)} />
        <ReadOnlyField label="Invoice Number" name="invoiceNumber" value={invoice.invoice_number} />
        <ReadOnlyField label="Payment Status" name="paymentStatus" value={invoiceStatusLabel(invoice.status)} />
      </InvoiceDraftForm>
    </Modal>
  );
}

/** Edit Invoice: the button and, on top, a fresh Edit modal each time it opens (closing keeps it, so focus returns). */
export function EditInvoiceButton({ kind, invoice }: { kind: InvoiceKind; invoice: OrderInvoiceDetail }) {
  const [editing, setEditing] = useState(false);
  const [session, setSession] = useState(0);
  const mayWrite = useCan('inventory.invoice.write');
  // editing an invoice is money (`inventory.invoice.write`): a viewer is refused 403
  if (!mayWrite) return null;
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
