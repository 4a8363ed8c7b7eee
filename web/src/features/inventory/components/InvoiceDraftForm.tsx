import { useState, type FormEvent, type ReactNode } from 'react';
import { MAX_NOTES } from '../../../../../shared/inventory/invoices.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { notify } from '../../../lib/notify.ts';
import type { InvoiceDraft } from '../invoice-form.ts';

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The due date and notes an invoice dialog edits (Generate and Edit Invoice alike): the draft, the first problem, and
 * a submit that checks the draft, sends it once at a time, toasts the answer's message (or `success`) and closes.
 */
export function useInvoiceDraft(initial: InvoiceDraft | (() => InvoiceDraft)) {
  const [draft, setDraft] = useState<InvoiceDraft>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<InvoiceDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  async function submit<T>(
    event: FormEvent,
    checked: () => Checked<T> | null,
    send: (body: T) => Promise<{ message?: string } | null | undefined>,
    success: string,
    close: () => void,
  ) {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const result = checked();
    if (!result) return;
    if (!result.ok) return setProblem(result.message);
    setBusy(true);
    try {
      const res = await send(result.value);
      notify.success(res?.message || success);
      close();
    } catch {
      // the API client toasted the server's message or the route's fallback
    } finally {
      setBusy(false);
    }
  }

  return { draft, set, problem, busy, submit };
}

const noop = () => {};

/** A fact the dialog shows but does not edit (the partner, the amount, the number, the status). */
export function ReadOnlyField({ label, name, value, hint }: { label: string; name: string; value: string; hint?: string }) {
  return <TextField label={label} name={name} readOnly value={value} onChange={noop} hint={hint} className="pinv-readonly" />;
}

interface FormProps {
  form: ReturnType<typeof useInvoiceDraft>;
  /** The form's name ("Edit sales invoice"). */
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  /** The fields before the due date in the grid (the invoice number, the read-only facts). */
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  submitDisabled?: boolean;
}

/** The dialog's form: the given fields and Due Date in a grid, Notes, the problem, Cancel and the submit button. */
export function InvoiceDraftForm({ form, label, onSubmit, onCancel, children, submitLabel, busyLabel, submitDisabled }: FormProps) {
  const { draft, set, problem, busy } = form;
  return (
    <form className="form pinv-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      <div className="form-grid">
        {children}
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
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={submitDisabled} aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
