import { useState, type FormEvent } from 'react';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { portalSignInSchema } from '../../../shared/portal/schemas.ts';
import { FormMessage, TextField } from '../components/ui/TextField.tsx';
import { ApiError } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { validate } from '../lib/validate.ts';
import { requestSignInLink } from './api.ts';
import { PortalCard } from './PortalCard.tsx';

const TOO_MANY = 'Too many sign-in links were asked for. Please wait a few minutes and try again.';

/**
 * /portal signed out: an email, and a single-use link sent to it. `notice`: why the person is here (signed out, or the
 * session ended), until they ask for a link.
 */
export function SignInPage({ notice = null }: { notice?: string | null }) {
  useDocumentTitle('Sign in to your portal');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = validate(portalSignInSchema, { email });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setBusy(true);
    try {
      await requestSignInLink(checked.data.email);
      setSent(true);
    } catch (err) {
      // a 429 says how long to wait in its message
      if (err instanceof ApiError) setProblem(err.status === 429 ? (err.serverMessage ?? TOO_MANY) : err.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PortalCard
      title={sent ? 'Check your inbox' : 'Sign in to your portal'}
      intro={
        sent ? undefined : 'See what you owe, download invoices, report a payment and ask for repairs. No password: we email you a link.'
      }
    >
      {notice && !sent ? (
        <p className="portal-notice" role="status">
          {notice}
        </p>
      ) : null}
      {sent ? (
        <div className="portal-notice" role="status">
          {/* the same answer whatever the email (PORTAL.md: no enumeration) */}
          <p>{PORTAL_MESSAGES.signInLinkSent}</p>
          <p className="muted">Check your spam folder if it does not arrive.</p>
          <button type="button" className="btn btn-secondary" onClick={() => setSent(false)}>
            Use another email
          </button>
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={setEmail}
            hint="The email your landlord or supplier has for you."
          />
          <FormMessage message={problem} />
          <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>
            {busy ? 'Sending...' : 'Email me a sign-in link'}
          </button>
        </form>
      )}
    </PortalCard>
  );
}
