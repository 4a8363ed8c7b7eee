import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordSchema } from '../../../../../shared/account/auth-schemas.ts';
import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { AuthLayout } from '../../../components/layouts/AuthLayout.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { validate } from '../../../lib/validate.ts';
import { resetPassword } from '../api/session.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import '../auth.css';

/** The reset email's link (`/reset-password?token=…`): a new password with sign-up's rules, then sign in with it. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkInvalid, setLinkInvalid] = useState(token === '');

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
        <NewPasswordForm
          check={(password) => validate(resetPasswordSchema, { token, password })}
          save={async (input) => {
            const res = await resetPassword(input);
            notify.success(res.message);
            navigate(paths.login.href(), { replace: true });
          }}
          onRefused={(message) => {
            if (message !== ACCOUNT_MESSAGES.resetLinkInvalid) return false;
            setLinkInvalid(true);
            return true;
          }}
          fallbackError={ACCOUNT_MESSAGES.resetLinkInvalid}
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          submitLabel="Set new password"
          footnote={<p className="form-footnote">Setting a new password signs you out on every device.</p>}
        />
      )}
    </AuthLayout>
  );
}
