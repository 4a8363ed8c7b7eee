import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { PageSpinner } from '../../components/ui/Spinner.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { Sidebar } from './Sidebar.tsx';

/** Each query brings its own fetcher (lib/api-query.ts: the key names the route it calls). */
const swrOptions = {
  // the client already toasts failures; retrying would repeat the toast
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  // a cache of the shell's own: each sign-in starts empty, so no screen shows the last account's data or powers
  provider: () => new Map(),
};

const NARROW = '(max-width: 1023px)';
const isNarrow = () => window.matchMedia(NARROW).matches;

/** The signed-in chrome: top bar (menu, welcome, account menu), sidebar, and the page. */
export function AppLayout() {
  const { auth } = useAuth();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(() => !isNarrow());
  // On a narrow screen a navigation closes the drawer (adjusted while rendering, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (isNarrow()) setNavOpen(false);
  }
  // Crossing the breakpoint (a window narrowed to phone width, or widened) puts the sidebar in that width's resting
  // state: the drawer closed on a narrow screen, never opened by the resize itself; the sidebar shown on a wide one.
  useEffect(() => {
    const narrow = window.matchMedia(NARROW);
    const follow = () => setNavOpen(!narrow.matches);
    narrow.addEventListener('change', follow);
    return () => narrow.removeEventListener('change', follow);
  }, []);

  return (
    <SWRConfig value={swrOptions}>
      <div className={`app-shell ${navOpen ? 'nav-open' : 'nav-closed'}`}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <aside className="sidebar" id="app-sidebar" aria-label="Sidebar">
          <div className="sidebar-inner">
            <div className="sidebar-head">
              <Logo to={paths.apps.href()} inverted />
              <button type="button" className="icon-button sidebar-close" aria-label="Close menu" onClick={() => setNavOpen(false)}>
                <CloseIcon size={18} />
              </button>
            </div>
            <Sidebar />
          </div>
        </aside>
        {navOpen ? <div className="sidebar-scrim" aria-hidden="true" onClick={() => setNavOpen(false)} /> : null}
        <div className="app-main">
          <header className="topbar">
            <button
              type="button"
              className="icon-button"
              aria-label={navOpen ? 'Hide menu' : 'Show menu'}
              aria-expanded={navOpen}
              aria-controls="app-sidebar"
              onClick={() => setNavOpen((o) => !o)}
            >
              <MenuIcon />
            </button>
            <p className="welcome">
              Welcome, <strong>{auth.fullName}</strong>
            </p>
            <div className="topbar-end">
              <AccountMenu />
            </div>
          </header>
          <main id="main" className="app-content">
            <ErrorBoundary
              resetKey={pathname}
              fallback={() => (
                <div className="card empty-state">
                  <h1 className="page-title">Something went wrong</h1>
                  <p className="muted">This page could not be shown. Reload the page to try again.</p>
                </div>
              )}
            >
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </SWRConfig>
  );
}
