import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import * as ACCOUNT_MESSAGES from '../../../../../shared/account/messages.ts';
import { acceptInviteSchema } from '../../../../../shared/account/schemas.ts';
import { AuthLayout } from '../../../components/layouts/AuthLayout.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { validate } from '../../../lib/validate.ts';
import { acceptInvite } from '../api/session.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import '../auth.css';

/** The invitation email's link (`/accept-invite?token=…`, ROLES.md): the invitee chooses a password, then signs in. */
export function AcceptInvitePage() {
  useDocumentTitle('Accept your invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [accepted, setAccepted] = useState<string | null>(null);

  return (
    <AuthLayout
      title="Accept your invitation"
      subtitle={
        <>
          Already set a password? <Link to={paths.login.href()}>Sign in</Link>
        </>
      }
    >
      {accepted ? (
        <div className="auth-notice" role="status">
          <p>{accepted}</p>
          <p>
            <Link to={paths.login.href()}>Go to sign in</Link>
          </p>
        </div>
      ) : (
        <div className="auth-stack">
          <p className="auth-intro">You have been invited to your company&apos;s workspace. Choose a password to finish.</p>
          <NewPasswordForm
            check={(password) => validate(acceptInviteSchema, { token, password })}
            save={async (input) => setAccepted((await acceptInvite(input)).message || ACCOUNT_MESSAGES.invitationAccepted)}
            fallbackError={ACCOUNT_MESSAGES.inviteLinkInvalid}
            passwordLabel="Password"
            confirmLabel="Confirm password"
            submitLabel="Set password"
          />
        </div>
      )}
    </AuthLayout>
  );
}
