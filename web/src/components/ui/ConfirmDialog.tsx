import { useState, type ReactNode } from 'react';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api-client.ts';
import { isStale } from '../../lib/stale-edit.ts';
import { Modal } from './Modal.tsx';
import { Spinner } from './Spinner.tsx';
import { FormMessage } from './TextField.tsx';

/** The message a refused action shows: the server's own (its 4xx messages are the contract's). */
export const refusalOf = (err: unknown) => (err instanceof ApiError ? err.message : DEFAULT_ERROR_MESSAGE);

interface ConfirmDialogProps {
  isOpen: boolean;
  /** Cancel, Escape, the close button, and a confirm that succeeded. */
  onClose: () => void;
  /**
   * The action; the dialog closes when it resolves and stays open when it throws, showing the refusal inside (unless
   * it was toasted). A conflict (409) will not go away by pressing again: the confirm button is then disabled.
   * Resolving `false` means nothing was sent (a field says what is missing): the dialog stays open.
   */
  onConfirm: () => Promise<unknown> | unknown;
  title: string;
  message: ReactNode;
  /** A second, quieter line: what exactly is affected. */
  details?: ReactNode;
  /** More content above the buttons: figures to check, or a field the action needs (a password). Enter confirms. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs ("Deleting..."). */
  busyLabel?: string;
  tone?: 'danger' | 'default';
  /** An icon before the confirm label. */
  icon?: ReactNode;
  /** Why the action is known to be refused before it is sent: shown, and the confirm button disabled. */
  blocked?: string | null;
  /**
   * The confirmation of an edit: a stale version (409) goes here, to the form's `StaleEdit.refused`, and the form
   * (back on screen, what was typed kept) says the record changed and offers Reload.
   */
  onStale?: (err: unknown) => void;
}

/** A modal "are you sure?" with Cancel and a confirm button that shows progress and cannot be pressed twice. */
export function ConfirmDialog({
  isOpen,
  onClose,
  onConfirm,
  title,
  message,
  details,
  children,
  confirmLabel,
  busyLabel,
  tone = 'default',
  icon,
  blocked,
  onStale,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string | null; final: boolean } | null>(null);
  // one dialog serves many rows (Delete on each card): each opening starts without the last one's refusal
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setRefusal(null);
  }
  const disabled = Boolean(blocked) || Boolean(refusal?.final);

  async function confirm() {
    if (busy || disabled) return;
    setBusy(true);
    setRefusal(null);
    try {
      if ((await onConfirm()) === false) return;
      onClose();
    } catch (err) {
      if (onStale && isStale(err)) return onStale(err);
      // stay open so the user can retry or cancel; the refusal shows here unless a toast showed it
      const toasted = err instanceof ApiError && err.toasted;
      setRefusal({ message: toasted ? null : refusalOf(err), final: err instanceof ApiError && err.status === 409 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isBusy={busy}>
      <form
        className="confirm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React events bubble through portals: a form the dialog was opened from must not see this submit.
          event.stopPropagation();
          void confirm();
        }}
      >
        <p>{message}</p>
        {details ? <p className="muted">{details}</p> : null}
        {children}
        <FormMessage message={blocked || refusal?.message || null} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
            aria-disabled={busy}
            disabled={disabled}
          >
            {busy ? <Spinner size="sm" /> : icon}
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
