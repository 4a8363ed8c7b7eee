import { useState, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import { Spinner } from './Spinner.tsx';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** Cancel, Escape, the close button, and a confirm that succeeded. */
  onClose: () => void;
  /** The action; the dialog closes when it resolves and stays open when it throws (the API client showed the toast). */
  onConfirm: () => Promise<unknown> | void;
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
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // the API client showed the error toast; stay open so the user can retry or cancel
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
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`} aria-disabled={busy}>
            {busy ? <Spinner size="sm" /> : icon}
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
