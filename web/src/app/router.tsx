import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/errors/ErrorBoundary.tsx';
import { FullScreenSpinner } from '../components/ui/Spinner.tsx';
import { areaPattern, inventoryArea, paths } from '../config/paths.ts';
import { onSessionExpired } from '../lib/api-client.ts';
import { PersistSession, RequireAuth } from './guards.tsx';
import { lazyNamed } from './lazy.ts';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

// Every screen is its own chunk: the landing page never downloads the app shell, react-aria or the robot check.
const LandingPage = lazyNamed(() => import('../features/landing/pages/LandingPage.tsx'), 'LandingPage');
const LandingErrorFallback = lazyNamed(() => import('../features/landing/components/LandingErrorFallback.tsx'), 'LandingErrorFallback');
const PricingPage = lazyNamed(() => import('../features/pricing/pages/PricingPage.tsx'), 'PricingPage');
const SignupPage = lazyNamed(() => import('../features/auth/pages/SignupPage.tsx'), 'SignupPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/pages/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const ContactPage = lazyNamed(() => import('../features/contact/pages/ContactPage.tsx'), 'ContactPage');
const NotFoundPage = lazyNamed(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage');
const AppLayout = lazyNamed(() => import('./layout/AppLayout.tsx'), 'AppLayout');
const RequirePageAccess = lazyNamed(() => import('./page-access.tsx'), 'RequirePageAccess');
const AcceptInvitePage = lazyNamed(() => import('../features/auth/pages/AcceptInvitePage.tsx'), 'AcceptInvitePage');
const SelectAppPage = lazyNamed(() => import('../features/apps/pages/SelectAppPage.tsx'), 'SelectAppPage');
const AccountSettingsPage = lazyNamed(() => import('../features/account/pages/AccountSettingsPage.tsx'), 'AccountSettingsPage');
const ActivityPage = lazyNamed(() => import('../features/account/pages/ActivityPage.tsx'), 'ActivityPage');
const AutomationPage = lazyNamed(() => import('../features/account/pages/AutomationPage.tsx'), 'AutomationPage');
const RentRoutes = lazyNamed(() => import('../features/rent/routes.tsx'), 'RentRoutes');
const RentReportsPage = lazyNamed(() => import('../features/rent/pages/RentReportsPage.tsx'), 'RentReportsPage');
const InventoryRoutes = lazyNamed(() => import('../features/inventory/routes.tsx'), 'InventoryRoutes');
const ImportRoute = lazyNamed(() => import('./import-route.tsx'), 'ImportRoute');
// Payments tenants and customers reported through the portal: one screen, mounted in both apps.
const ReportedPaymentsPage = lazyNamed(() => import('../features/payments/pages/ReportedPaymentsPage.tsx'), 'ReportedPaymentsPage');
// The tenant and customer portal (PORTAL.md): its own chunk, its own cookie session, outside the staff session and layout.
const PortalRoutes = lazyNamed(() => import('../portal/PortalRoutes.tsx'), 'PortalRoutes');

/**
 * A page opened by a link starts at its top; back and forward return to where that page was left. (The data
 * router's ScrollRestoration does this, but the data router costs the first screen some 18 kB of gzip for
 * loaders, actions and fetchers the app does not use.)
 */
function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  // The entry on screen: set when its page is committed, so a scroll caused by the swap (a shorter page) counts
  // for the new entry, never the one left.
  const shown = useRef(key);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    shown.current = key;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, navigationType === 'POP' ? (positions.current.get(key) ?? 0) : 0);
  }, [key, hash, navigationType]);
}

/** A failed silent refresh ends the session: back to /login, remembering the page. */
function useSessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    onSessionExpired(() => navigate(paths.login.href(), { replace: true, state: { from: location } }));
  }, [navigate, location]);
}

function RootLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  useSessionExpiry();
  return (
    // Last resort for what a screen did not catch (a failed chunk load after a deploy, a bug); another page clears it.
    <ErrorBoundary fallback={() => <RouteErrorPage />} resetKey={pathname}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.home.pattern,
        element: (
          <ErrorBoundary fallback={(reset) => <LandingErrorFallback onRetry={reset} />}>
            <LandingPage />
          </ErrorBoundary>
        ),
      },
      { path: paths.pricing.pattern, element: <PricingPage /> },
      { path: paths.signup.pattern, element: <SignupPage /> },
      { path: paths.contactUs.pattern, element: <ContactPage /> },
      { path: paths.login.pattern, element: <LoginPage /> },
      { path: paths.forgotPassword.pattern, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
      { path: paths.acceptInvite.pattern, element: <AcceptInvitePage /> },
      { path: '/portal/*', element: <PortalRoutes /> },
      {
        // The protected area: gate 1 (refresh on load), gate 2 (email and token), then the signed-in chrome.
        element: <PersistSession />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    // gate 3: each page's permission (config/page-access.ts) against the account's role and apps
                    element: <RequirePageAccess />,
                    children: [
                      { path: paths.apps.pattern, element: <SelectAppPage /> },
                      // a page's own path outranks its area's splat (/hms/*, /ims/*), so these are matched here
                      { path: paths.rent.reportedPayments.pattern, element: <ReportedPaymentsPage /> },
                      { path: paths.inventory.reportedPayments.pattern, element: <ReportedPaymentsPage /> },
                      { path: areaPattern(paths.rent.buildings), element: <RentRoutes /> },
                      { path: paths.rent.reports.pattern, element: <RentReportsPage /> },
                      { path: paths.accountSettings.pattern, element: <AccountSettingsPage /> },
                      { path: paths.activity.pattern, element: <ActivityPage /> },
                      { path: paths.automation.pattern, element: <AutomationPage /> },
                      { path: areaPattern(inventoryArea), element: <InventoryRoutes /> },
                      { path: paths.importData.pattern, element: <ImportRoute /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's routes, under a BrowserRouter (main.tsx): the declarative router, without the data router's weight. */
export function AppRoutes() {
  return useRoutes(routes);
}
