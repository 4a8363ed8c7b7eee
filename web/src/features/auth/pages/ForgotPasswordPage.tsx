import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema } from '../../../../../shared/account/auth-schemas.ts';
import { AuthLayout } from '../../../components/layouts/AuthLayout.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { validate } from '../../../lib/validate.ts';
import { requestPasswordReset } from '../api/session.ts';
import { RobotCheck, type RobotCheckHandle } from '../components/RobotCheck.tsx';
import '../auth.css';

/** Forgot password? (AUTOMATION.md "Accounts"): the email and the robot check; the answer is the same for any email. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const robot = useRef<RobotCheckHandle>(null);
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const ready = email !== '' && token !== '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    const checked = validate(forgotPasswordSchema, { email, reCaptchaaToken: token });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setBusy(true);
    try {
      const res = await requestPasswordReset(checked.data);
      setSent(res.message);
    } catch {
      // the client showed the server's message; a robot-check payload works once
      robot.current?.reset();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Forgot password"
      subtitle={
        <>
          Remembered it? <Link to={paths.login.href()}>Sign in</Link>
        </>
      }
    >
      {sent ? (
        <div className="auth-notice" role="status">
          <p>{sent}</p>
          <p>The link is valid for 30 minutes. Check your spam folder if it does not arrive.</p>
          <p>
            <Link to={paths.login.href()}>Back to sign in</Link>
          </p>
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <p className="auth-intro">Enter the email you sign in with. We will email you a link to choose a new password.</p>
          <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
          <RobotCheck ref={robot} onToken={setToken} />
          <FormMessage message={problem} />
          <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={!ready || busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </button>
          {!ready ? <p className="form-footnote">Enter your email and complete the robot check.</p> : null}
        </form>
      )}
    </AuthLayout>
  );
}
