import { Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/errors/ErrorBoundary.tsx';
import { FullScreenSpinner } from '../components/ui/Spinner.tsx';
import { areaPattern, inventoryArea, paths } from '../config/paths.ts';
import { PersistSession, RequireAuth } from './guards.tsx';
import { lazyNamed } from './lazy.ts';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

// Every screen is its own chunk: the landing page never downloads the app shell, react-aria or the robot check.
const LandingPage = lazyNamed(() => import('../features/landing/pages/LandingPage.tsx'), 'LandingPage');
const LandingErrorFallback = lazyNamed(() => import('../features/landing/components/LandingErrorFallback.tsx'), 'LandingErrorFallback');
const PricingPage = lazyNamed(() => import('../features/pricing/pages/PricingPage.tsx'), 'PricingPage');
const SignupPage = lazyNamed(() => import('../features/auth/pages/SignupPage.tsx'), 'SignupPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage');
const ContactPage = lazyNamed(() => import('../features/contact/pages/ContactPage.tsx'), 'ContactPage');
const NotFoundPage = lazyNamed(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage');
const AppLayout = lazyNamed(() => import('./layout/AppLayout.tsx'), 'AppLayout');
const SelectAppPage = lazyNamed(() => import('../features/apps/pages/SelectAppPage.tsx'), 'SelectAppPage');
const AccountSettingsPage = lazyNamed(() => import('../features/account/pages/AccountSettingsPage.tsx'), 'AccountSettingsPage');
const RentRoutes = lazyNamed(() => import('../features/rent/routes.tsx'), 'RentRoutes');
const RentReportsPage = lazyNamed(() => import('../features/rent/pages/RentReportsPage.tsx'), 'RentReportsPage');
const InventoryRoutes = lazyNamed(() => import('../features/inventory/routes.tsx'), 'InventoryRoutes');

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
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
                  { path: paths.apps.pattern, element: <SelectAppPage /> },
                  { path: areaPattern(paths.rent.buildings), element: <RentRoutes /> },
                  { path: paths.rent.reports.pattern, element: <RentReportsPage /> },
                  { path: paths.accountSettings.pattern, element: <AccountSettingsPage /> },
                  { path: areaPattern(inventoryArea), element: <InventoryRoutes /> },
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

export const router = createBrowserRouter(routes);
