import { useState } from 'react';
import { TextField } from './TextField.tsx';

/** The message a required reason shows when it is left empty (null when given): checked before anything is sent. */
export const reasonProblem = (value: string, message: string): string | null => (value.trim() === '' ? message : null);

/** A required reason's text and its message (cancel, close, void, waive): `check` before sending, false when empty. */
export function useReason(message: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    set: (next: string) => {
      setValue(next);
      setError(null);
    },
    reset: () => {
      setValue('');
      setError(null);
    },
    check: (): boolean => {
      const problem = reasonProblem(value, message);
      setError(problem);
      return problem === null;
    },
  };
}

/** The reason field of a cancel, close, void or waive: marked required, its message on the field. */
export function ReasonField({
  reason,
  label = 'Reason',
  hint,
  focusFirst,
}: {
  reason: ReturnType<typeof useReason>;
  label?: string;
  hint?: string;
  /** The dialog opens to fill this field first: it takes the focus. */
  focusFirst?: boolean;
}) {
  return (
    <TextField
      label={`${label} (required)`}
      name="reason"
      autoComplete="off"
      required
      aria-required
      maxLength={500}
      // a dialog that opens to fill the reason focuses it (WAI-ARIA dialog pattern)
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusFirst}
      value={reason.value}
      onChange={reason.set}
      error={reason.error}
      hint={hint}
    />
  );
}
