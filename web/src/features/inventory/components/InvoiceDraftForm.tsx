import { useState, type FormEvent, type ReactNode } from 'react';
import { MAX_NOTES } from '../../../../../shared/inventory/invoices.ts';
import { DateField } from '../../../components/ui/DateField.tsx';
import { TypedMark } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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
    /** A refusal the caller handles itself (a stale version: the stale-edit notice says it); true when it did. */
    refused?: (err: unknown) => boolean,
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
    } catch (err) {
      // a silent call's refusal shows inside the dialog; a toasting call's was toasted by the API client
      if (refused?.(err)) return;
      if (err instanceof ApiError && !err.toasted) setProblem(err.message);
    } finally {
      setBusy(false);
    }
  }

  return { draft, set, setDraft, problem, busy, submit };
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
  /** Above the fields: the stale-edit notice of an edit. */
  notice?: ReactNode;
  /** After a stale edit's Reload: what was typed in a field whose saved value differs (`StaleEdit.typedOf`). */
  typedOf?: (field: string) => string | undefined;
}

/** The dialog's form: the given fields and Due Date in a grid, Notes, the problem, Cancel and the submit button. */
export function InvoiceDraftForm({
  form,
  label,
  onSubmit,
  onCancel,
  children,
  submitLabel,
  busyLabel,
  submitDisabled,
  notice,
  typedOf,
}: FormProps) {
  const { draft, set, problem, busy } = form;
  return (
    <form className="form pinv-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      {notice}
      <div className="form-grid">
        {children}
        <div>
          <DateField label="Due Date" name="dueDate" required value={draft.dueDate} onChange={(v) => set({ dueDate: v })} />
          <TypedMark
            typed={typedOf?.('dueDate')}
            value={draft.dueDate}
            onUse={() => set({ dueDate: typedOf?.('dueDate') ?? draft.dueDate })}
          />
        </div>
      </div>
      <TextField
        label="Notes"
        name="notes"
        multiline
        rows={3}
        maxLength={MAX_NOTES}
        value={draft.notes}
        onChange={(v) => set({ notes: v })}
        typed={typedOf?.('notes')}
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
