import { useState, type FormEvent, type ReactNode } from 'react';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { Validation } from '../../../lib/validate.ts';

const PASSWORD_MISMATCH = 'Password does not match.';

/**
 * A password chosen twice with sign-up's rules, sent with an emailed link's token: the reset page and the invitation
 * page. `check` runs the route's schema; `save` sends it; a refusal is shown in the form unless `onRefused` takes it.
 */
export function NewPasswordForm<T>({
  check,
  save,
  onRefused,
  fallbackError,
  passwordLabel,
  confirmLabel,
  submitLabel,
  footnote,
}: {
  check: (password: string) => Validation<T>;
  save: (data: T) => Promise<void>;
  onRefused?: (message: string) => boolean;
  fallbackError: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  footnote?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // a message answers the last submit: editing a field clears it
  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setProblem(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = check(password);
    if (!checked.ok) return setProblem(checked.message);
    if (confirm !== password) return setProblem(PASSWORD_MISMATCH);
    setProblem(null);
    setBusy(true);
    try {
      await save(checked.data);
    } catch (err) {
      setBusy(false);
      const message = err instanceof ApiError ? err.message : fallbackError;
      if (!onRefused?.(message)) setProblem(message);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={passwordLabel}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={edit(setPassword)}
        hint="At least 8 characters."
      />
      <TextField
        label={confirmLabel}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={edit(setConfirm)}
      />
      <FormMessage message={problem} />
      <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </button>
      {footnote}
    </form>
  );
}
