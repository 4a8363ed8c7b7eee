import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../../../shared/account/auth-schemas.ts';
import { AuthLayout } from '../../../components/layouts/AuthLayout.tsx';
import { FullScreenSpinner } from '../../../components/ui/Spinner.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { rememberedPath } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notify.ts';
import { authFromSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { validate } from '../../../lib/validate.ts';
import { login } from '../api/session.ts';
import { RobotCheck, type RobotCheckHandle } from '../components/RobotCheck.tsx';
import '../auth.css';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const { setAuth } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const robot = useRef<RobotCheckHandle>(null);

  const [administrator, setAdministrator] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Spec §4: Sign In stays disabled until email, password and the robot-check token are all non-empty.
  const ready = email !== '' && password !== '' && token !== '';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    const checked = validate(loginSchema, { email, password, reCaptchaaToken: token, type: administrator ? '2' : '1' });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setBusy(true);
    try {
      const res = await login(checked.data);
      notify.success(res.message);
      setAuth(authFromSession(res));
      navigate(rememberedPath(location.state) ?? paths.apps.href(), { replace: true });
    } catch {
      // the client showed the server's message (or "Login Failed, an Error occurred"); a payload works once
      robot.current?.reset();
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Sign In"
      subtitle={
        <>
          Welcome back. New here? <Link to={paths.signup.href()}>Create a company account</Link>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="checkbox-field">
          <input
            id="login-admin"
            type="checkbox"
            className="checkbox"
            checked={administrator}
            onChange={(e) => setAdministrator(e.target.checked)}
          />
          <label htmlFor="login-admin">
            <span className="checkbox-label">Administrator Access</span>
            <span className="checkbox-hint">Sign in with root privileges (company owner only)</span>
          </label>
        </div>
        <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <p className="auth-inline-link">
          <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
        </p>
        <RobotCheck ref={robot} onToken={setToken} />
        <FormMessage message={problem} />
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={!ready || busy}>
          Sign In
        </button>
        {!ready ? <p className="form-footnote">Enter your email and password and complete the robot check to sign in.</p> : null}
      </form>
      {busy ? <FullScreenSpinner label="Signing in..." /> : null}
    </AuthLayout>
  );
}
