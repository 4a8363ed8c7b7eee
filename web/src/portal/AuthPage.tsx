import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PortalChoice, PortalPersonRef } from '../../../shared/portal/types.ts';
import { Spinner } from '../components/ui/Spinner.tsx';
import { ApiError } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { startSession } from './api.ts';
import { portalPaths } from './paths.ts';
import { PortalCard } from './PortalCard.tsx';
import { choiceDetail } from './portal-rules.ts';
import { usePortalSession } from './session.ts';

type Step =
  | { step: 'opening' }
  | { step: 'choose'; choices: PortalChoice[] }
  /** `retry`: the link may still be good (no answer, or the server failed), so it can be sent again. */
  | { step: 'failed'; message: string; retry: boolean };

const INCOMPLETE = 'This sign-in link is incomplete. Copy the whole link from the email, or ask for a new one.';
const NOT_CHECKED = 'The sign-in link could not be checked. Check your connection and try again.';

/** /portal/auth?token=: spends the emailed link, asking first which person to open when it opens more than one. */
export function AuthPage() {
  useDocumentTitle('Signing in');
  const location = useLocation();
  const navigate = useNavigate();
  const session = usePortalSession();
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() ?? '');
  const [state, setState] = useState<Step>(() => (token ? { step: 'opening' } : { step: 'failed', message: INCOMPLETE, retry: false }));
  const started = useRef(false);

  async function open(person?: PortalPersonRef) {
    setState({ step: 'opening' });
    try {
      const res = await startSession({ token, ...(person ? { person } : {}) });
      if (res.signedIn) session.restart();
      else setState({ step: 'choose', choices: res.choices });
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      const retry = status === 0 || status >= 500;
      setState({ step: 'failed', message: retry ? NOT_CHECKED : (err as Error).message, retry });
    }
  }

  // The token leaves the address bar (and the history) once read; the link is spent once, even when effects run twice.
  const hasQuery = location.search !== '';
  useEffect(() => {
    if (hasQuery) navigate(portalPaths.auth, { replace: true });
  }, [hasQuery, navigate]);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void open();
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.step === 'opening')
    return (
      <PortalCard title="Signing you in">
        <div className="card-loading" role="status">
          <Spinner /> <span>Checking your link...</span>
        </div>
      </PortalCard>
    );

  if (state.step === 'choose')
    return (
      <PortalCard title="Which portal do you want to open?" intro="Your email belongs to more than one tenant or customer. Choose one.">
        <ul className="portal-choices">
          {state.choices.map((choice) => (
            <li key={choice.person}>
              <button type="button" className="portal-choice" onClick={() => void open(choice.person)}>
                {/* read as one label, "Jane Doe, Tenant at Acme Lettings" (choiceLabel), shown on two lines */}
                <span className="portal-choice-name">{choice.name}</span>
                <span className="visually-hidden">, </span>
                <span className="portal-choice-meta">{choiceDetail(choice)}</span>
              </button>
            </li>
          ))}
        </ul>
      </PortalCard>
    );

  return (
    <PortalCard title="This link cannot sign you in">
      <p className="form-error" role="alert">
        {state.message}
      </p>
      <div className="portal-actions">
        {state.retry ? (
          <button type="button" className="btn btn-primary" onClick={() => void open()}>
            Retry
          </button>
        ) : null}
        <Link to={portalPaths.home} className={`btn ${state.retry ? 'btn-secondary' : 'btn-primary'}`}>
          Ask for a new link
        </Link>
      </div>
    </PortalCard>
  );
}
