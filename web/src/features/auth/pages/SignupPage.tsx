import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signupSchema } from '../../../../../shared/account/auth-schemas.ts';
import { AuthLayout } from '../../../components/layouts/AuthLayout.tsx';
import { FullScreenSpinner } from '../../../components/ui/Spinner.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useForm } from '../../../lib/use-form.ts';
import { validate } from '../../../lib/validate.ts';
import { signup } from '../api/session.ts';
import { RobotCheck, type RobotCheckHandle } from '../components/RobotCheck.tsx';

const PASSWORD_MISMATCH = 'Password does not match.';

const empty = {
  companyName: '',
  fullName: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  confirmPassword: '',
  masterPassword: '',
};

/** Company sign-up (DECISIONS: creates the company, its owner account and the master password). */
export function SignupPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const robot = useRef<RobotCheckHandle>(null);
  const [token, setToken] = useState('');
  const { values, set, problem, busy, handleSubmit } = useForm(empty, {
    validate: ({ confirmPassword, ...fields }) => {
      const checked = validate(signupSchema, { ...fields, reCaptchaaToken: token });
      return checked.ok && confirmPassword !== fields.password ? PASSWORD_MISMATCH : checked;
    },
    onSubmit: async (data) => {
      const res = await signup(data);
      notify.success(res?.message ?? 'Account created successfully');
      navigate(paths.login.href(), { replace: true });
    },
    onError: () => robot.current?.reset(),
    staysBusyAfterSuccess: true,
  });

  return (
    <AuthLayout
      wide
      title="Create your company account"
      subtitle={
        <>
          Already registered? <Link to={paths.login.href()}>Sign in</Link>
        </>
      }
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <div className="form-grid">
          <TextField
            label="Company name"
            name="companyName"
            autoComplete="organization"
            required
            value={values.companyName}
            onChange={set('companyName')}
          />
          <TextField label="Full name" name="fullName" autoComplete="name" required value={values.fullName} onChange={set('fullName')} />
          <TextField label="Email" type="email" name="email" autoComplete="email" required value={values.email} onChange={set('email')} />
          <TextField label="Phone" type="tel" name="phone" autoComplete="tel" required value={values.phone} onChange={set('phone')} />
          <TextField
            className="span-2"
            label="Address"
            name="address"
            autoComplete="street-address"
            required
            value={values.address}
            onChange={set('address')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            hint="At least 8 characters."
          />
          <TextField
            label="Confirm password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
          <TextField
            className="span-2"
            label="Master password"
            type="password"
            name="masterPassword"
            autoComplete="off"
            required
            value={values.masterPassword}
            onChange={set('masterPassword')}
            hint="A second password used to authorise rent payments. Keep it different from your login password and share it only with people who record payments."
          />
        </div>
        <RobotCheck ref={robot} onToken={setToken} />
        <FormMessage message={problem} />
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
          Create account
        </button>
        <p className="form-footnote">
          By creating an account you agree to be contacted about your subscription. Questions?{' '}
          <Link to={paths.contactUs.href()}>Contact Us</Link>.
        </p>
      </form>
      {busy ? <FullScreenSpinner label="Creating your account..." /> : null}
    </AuthLayout>
  );
}
