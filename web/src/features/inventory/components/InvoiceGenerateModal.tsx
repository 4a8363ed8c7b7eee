import { useState, type FormEvent, type ReactNode } from 'react';
import { MAX_NOTES } from '../../../../../shared/inventory/invoices.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import { useGenerateInvoice, useInvoiceNumber, type InvoiceKind } from '../api/invoices.ts';
import { generateInvoiceBody, invoiceDefaults, invoiceNumberUnavailable, localToday, type InvoiceDraft } from '../invoice-form.ts';
import { INVOICE_KINDS } from '../invoice-kinds.ts';
import '../invoices.css';

interface GenerateProps {
  kind: InvoiceKind;
  orderId: number;
  /** What the order is, under the title (number, partner, total). */
  description: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Generate Purchase / Sales Invoice (spec §2, §5 "Generate invoice"): the next number as a preview (the server
 * allocates the real one), due date (default today, required) and notes (default N/A).
 */
export function InvoiceGenerateModal({ kind, orderId, description, isOpen, onOpenChange }: GenerateProps) {
  // each opening mounts a fresh instance (InvoiceButton's key): one mounted open keeps its number while it closes
  const [active] = useState(isOpen);
  const number = useInvoiceNumber(kind, active);
  const text = INVOICE_KINDS[kind];
  const [draft, setDraft] = useState<InvoiceDraft>(() => invoiceDefaults(localToday()));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const generate = useGenerateInvoice(kind);
  const preview = number.data?.invoiceNumber ?? null;
  const numberFailed = !preview && !number.isLoading && Boolean(number.error);
  const set = (patch: Partial<InvoiceDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (busy || !preview) return;
    const checked = generateInvoiceBody(kind, orderId, preview, draft);
    if (!checked.ok) return setProblem(checked.message);
    setBusy(true);
    try {
      const res = await generate(orderId, checked.value);
      notify.success(res?.message || M.invoiceGenerated);
      onOpenChange(false);
    } catch {
      // the API client toasted the server's message (`An invoice already exists for this order`) or `Failed to generate invoice`
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={`Generate ${text.label} Invoice`} isOpen={isOpen} onOpenChange={onOpenChange} isBusy={busy} description={description}>
      <form
        className="form pinv-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={`Generate ${text.label.toLowerCase()} invoice`}
      >
        <div className="form-grid">
          {numberFailed ? (
            <div className="field">
              <span className="field-label">Invoice Number</span>
              <div className="pinv-number-failed" role="alert">
                <span>{invoiceNumberUnavailable}</span>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => void number.mutate()}>
                  Try again
                </button>
              </div>
            </div>
          ) : (
            <TextField
              label="Invoice Number"
              name="invoiceNumber"
              readOnly
              value={preview ?? 'Loading...'}
              onChange={() => {}}
              hint="A preview: the number is given when the invoice is generated."
              className="pinv-readonly"
            />
          )}
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
          <button type="submit" className="btn btn-primary" disabled={!preview} aria-disabled={busy}>
            {busy ? 'Generating...' : 'Generate Invoice'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
