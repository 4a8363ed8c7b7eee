import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../components/ui/Spinner.tsx';
import { paths } from '../config/paths.ts';
import { isSignedIn, useAuth } from '../lib/auth.tsx';
import { refreshSession } from '../lib/session.ts';

/**
 * Gate 1: on load, without an access token in memory, tries GET /api/auth/refresh (HttpOnly cookie).
 * On failure it sends the user to /login, remembering where they were going.
 */
export function PersistSession() {
  const { auth } = useAuth();
  const location = useLocation();
  const [status, setStatus] = useState<'checking' | 'done' | 'failed'>(auth.accessToken ? 'done' : 'checking');

  useEffect(() => {
    if (status !== 'checking') return;
    let live = true;
    void refreshSession().then((next) => {
      if (live) setStatus(next ? 'done' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [status]);

  if (status === 'checking') return <FullScreenSpinner label="Restoring your session..." />;
  if (status === 'failed') return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Gate 2: needs both an email and an access token in the auth state, else /login. */
export function RequireAuth() {
  const { auth } = useAuth();
  const location = useLocation();
  if (!isSignedIn(auth)) return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  return <Outlet />;
}
