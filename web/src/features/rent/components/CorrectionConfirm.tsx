import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { isStale } from '../../../lib/stale-edit.ts';

/**
 * The confirmation every rent correction asks for (CORRECTIONS.md): says what will happen, runs the correction,
 * and shows a refusal in the dialog (which stays open). A stale version (409) of an edit goes to `onStale`: the user is
 * back on the form, what they typed kept, with the form's StaleEditNotice (lib/stale-edit.ts) offering Reload.
 */
export function CorrectionConfirm({
  title,
  message,
  details,
  confirmLabel,
  busyLabel,
  tone = 'default',
  icon,
  children,
  run,
  onClose,
  onStale,
  onRefused,
  blocked,
}: {
  title: string;
  message: ReactNode;
  details?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'danger' | 'default';
  icon?: ReactNode;
  children?: ReactNode;
  /** The correction; it throws the API's refusal, or answers false when it sent nothing (a field says what is missing). */
  run: () => Promise<unknown>;
  onClose: () => void;
  /** An edit's stale refusal, given to the form's `StaleEdit.refused` (the form then closes this confirmation). */
  onStale?: (err: unknown) => void;
  /** Why it is known to be refused before it is sent (the confirm button is disabled). */
  blocked?: string | null;
  /** After a refusal is shown (e.g. clear a password field). */
  onRefused?: (err: unknown) => void;
}) {
  async function confirm() {
    try {
      return await run();
    } catch (err) {
      if (!(onStale && isStale(err))) onRefused?.(err);
      // keeps the dialog open, showing the refusal
      throw err;
    }
  }

  return (
    <ConfirmDialog
      isOpen
      onClose={onClose}
      onConfirm={confirm}
      title={title}
      message={message}
      details={details}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      tone={tone}
      icon={icon}
      blocked={blocked}
      onStale={onStale}
    >
      {children}
    </ConfirmDialog>
  );
}
