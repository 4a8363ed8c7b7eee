import { useState, type ReactNode } from 'react';
import { CORRECTION_MESSAGES } from '../../../../../shared/audit/types.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { FormMessage } from '../../../components/ui/TextField.tsx';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-client.ts';

/** The message a refused correction shows: the server's own (its 4xx messages are the contract's). */
export const refusalOf = (err: unknown) => (err instanceof ApiError ? err.message : DEFAULT_ERROR_MESSAGE);

/** The 409 of an edit sent with a version someone else has moved on from. */
export const isStale = (err: unknown) => err instanceof ApiError && err.status === 409 && err.message === CORRECTION_MESSAGES.staleVersion;

/**
 * The confirmation every rent correction asks for (CORRECTIONS.md): says what will happen, runs the correction,
 * and shows a refusal in the dialog (which stays open). A stale version (409) also offers Reload: `onReload`
 * fetches the record as it is now and puts the user back on the form with it.
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
  onReload,
  onRefused,
}: {
  title: string;
  message: ReactNode;
  details?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'danger' | 'default';
  icon?: ReactNode;
  children?: ReactNode;
  /** The correction; it throws the API's refusal. */
  run: () => Promise<unknown>;
  onClose: () => void;
  onReload?: () => Promise<unknown>;
  /** After a refusal is shown (e.g. clear a password field). */
  onRefused?: (err: unknown) => void;
}) {
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);

  async function confirm() {
    setProblem(null);
    try {
      await run();
    } catch (err) {
      setProblem({ message: refusalOf(err), stale: isStale(err) });
      onRefused?.(err);
      // keeps the dialog open
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
    >
      {children}
      <FormMessage message={problem?.message ?? null} />
      {problem?.stale && onReload ? (
        <div className="correction-reload">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-disabled={reloading}
            onClick={async () => {
              if (reloading) return;
              setReloading(true);
              try {
                await onReload();
              } finally {
                setReloading(false);
              }
            }}
          >
            {reloading ? 'Reloading...' : 'Reload'}
          </button>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
