import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordSchema } from '../../../../../shared/account/auth-schemas.ts';
import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { AuthLayout } from '../../../components/layouts/AuthLayout.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { validate } from '../../../lib/validate.ts';
import { resetPassword } from '../api/session.ts';
import '../auth.css';

const PASSWORD_MISMATCH = 'Password does not match.';

/** The reset email's link (`/reset-password?token=…`): a new password with sign-up's rules, then sign in with it. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  // a message answers the last submit: editing a field clears it
  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setProblem(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validate(resetPasswordSchema, { token, password });
    if (!checked.ok) return setProblem(checked.message);
    if (confirm !== password) return setProblem(PASSWORD_MISMATCH);
    setProblem(null);
    setBusy(true);
    try {
      const res = await resetPassword(checked.data);
      notify.success(res.message);
      navigate(paths.login.href(), { replace: true });
    } catch (err) {
      setBusy(false);
      const message = err instanceof ApiError ? err.message : ACCOUNT_MESSAGES.resetLinkInvalid;
      if (message === ACCOUNT_MESSAGES.resetLinkInvalid) setLinkInvalid(true);
      else setProblem(message);
    }
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={
        <>
          Remembered it? <Link to={paths.login.href()}>Sign in</Link>
        </>
      }
    >
      {linkInvalid ? (
        <div className="auth-notice auth-notice-error" role="alert">
          <p>{ACCOUNT_MESSAGES.resetLinkInvalid}</p>
          <p>
            <Link to={paths.forgotPassword.href()}>Ask for a new link</Link>
          </p>
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={edit(setPassword)}
            hint="At least 8 characters."
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={edit(setConfirm)}
          />
          <FormMessage message={problem} />
          <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </button>
          <p className="form-footnote">Setting a new password signs you out on every device.</p>
        </form>
      )}
    </AuthLayout>
  );
}
