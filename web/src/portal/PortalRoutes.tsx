import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { FullScreenSpinner } from '../components/ui/Spinner.tsx';
import { ApiError } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { onPortalSignedOut, usePortalMe } from './api.ts';
import { AuthPage } from './AuthPage.tsx';
import { CustomerHome } from './CustomerHome.tsx';
import { portalPaths } from './paths.ts';
import { PortalCard } from './PortalCard.tsx';
import { PortalSessionContext, usePortalSession, type PortalSession } from './session.ts';
import { SignInPage } from './SignInPage.tsx';
import { TenantHome } from './TenantHome.tsx';
import './portal.css';

/** The portal's own cache: nothing of a staff session's, and a fresh one at each sign-in and sign-out. */
const swrOptions = {
  // the client already toasts failures; retrying would repeat the toast
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  provider: () => new Map(),
};

/** /portal: the home of whoever is signed in, else the sign-in form. */
function PortalIndex({ notice }: { notice: string | null }) {
  const me = usePortalMe();
  const session = usePortalSession();
  useEffect(() => {
    if (me.data) session.markSignedIn();
  }, [me.data, session]);

  if (me.data) return me.data.app === 'rent' ? <TenantHome me={me.data} /> : <CustomerHome me={me.data} />;
  if (me.error instanceof ApiError && me.error.status === 401) return <SignInPage notice={notice} />;
  if (me.error) return <PortalUnavailable onRetry={() => void me.mutate()} />;
  return <FullScreenSpinner label="Opening your portal..." />;
}

function PortalUnavailable({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Portal');
  return (
    <PortalCard title="Your portal could not be opened">
      <p className="muted">Check your connection and try again.</p>
      <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
        Retry
      </button>
    </PortalCard>
  );
}

function PortalNotFound() {
  useDocumentTitle('Not Found');
  return (
    <PortalCard title="This page was not found">
      <p className="muted">The link may be wrong.</p>
      <Link to={portalPaths.home} className="btn btn-primary btn-block">
        Go to your portal
      </Link>
    </PortalCard>
  );
}

/**
 * Everything under /portal (the router mounts this at /portal/*, outside the staff session and its layout): the
 * portal's session (a cookie the browser holds; a 401 from any call ends it here) and its pages.
 */
export function PortalRoutes() {
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const signedIn = useRef(false);
  const session = useMemo<PortalSession>(
    () => ({
      restart: (message?: string) => {
        signedIn.current = false;
        setNotice(message ?? null);
        setGeneration((g) => g + 1);
        navigate(portalPaths.home, { replace: true });
      },
      markSignedIn: () => {
        signedIn.current = true;
      },
    }),
    [navigate],
  );
  // a 401 after the home was shown: the session expired or was ended elsewhere, so back to signing in
  useEffect(() => onPortalSignedOut((message) => (signedIn.current ? session.restart(message) : undefined)), [session]);

  return (
    <PortalSessionContext value={session}>
      <SWRConfig key={generation} value={swrOptions}>
        <Routes>
          <Route index element={<PortalIndex notice={notice} />} />
          <Route path="auth" element={<AuthPage />} />
          <Route path="*" element={<PortalNotFound />} />
        </Routes>
      </SWRConfig>
    </PortalSessionContext>
  );
}
