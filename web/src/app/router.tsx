import { Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/errors/ErrorBoundary.tsx';
import { FullScreenSpinner } from '../components/ui/Spinner.tsx';
import { areaPattern, paths, type AnyPagePath } from '../config/paths.ts';
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
const InventoryComingSoonPage = lazyNamed(
  () => import('../features/inventory/pages/InventoryComingSoonPage.tsx'),
  'InventoryComingSoonPage',
);

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

/** Part 2 §2: every inventory route exists now; a later issue fills them in. */
const inventory = paths.inventory;
const inventoryScreens: { path: AnyPagePath; title: string }[] = [
  { path: inventory.dashboard, title: 'Dashboard' },
  { path: inventory.warehouses, title: 'Warehouses' },
  { path: inventory.items, title: 'Items' },
  { path: inventory.item, title: 'Item' },
  { path: inventory.customers, title: 'Customers' },
  { path: inventory.suppliers, title: 'Suppliers' },
  { path: inventory.purchaseOrders, title: 'Purchase Orders' },
  { path: inventory.purchaseOrder, title: 'Purchase Order' },
  { path: inventory.addPurchaseOrder, title: 'Create Purchase Order' },
  { path: inventory.salesOrders, title: 'Sales Orders' },
  { path: inventory.salesOrder, title: 'Sales Order' },
  { path: inventory.addSalesOrder, title: 'Create Sales Order' },
  { path: inventory.receiving, title: 'Add Stock' },
  { path: inventory.stockDashboard, title: 'Stock Dashboard' },
  { path: inventory.expenses, title: 'Expenses' },
  { path: inventory.financialAccount, title: 'Financial Account' },
  { path: inventory.purchaseInvoices, title: 'Purchase Invoices' },
  { path: inventory.purchaseInvoice, title: 'Purchase Invoice' },
  { path: inventory.salesInvoices, title: 'Sales Invoices' },
  { path: inventory.salesInvoice, title: 'Sales Invoice' },
  { path: inventory.reports, title: 'Reports' },
  { path: inventory.salesReport, title: 'Sales Report' },
  { path: inventory.purchasesReport, title: 'Purchase Report' },
];

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
                  ...inventoryScreens.map(({ path, title }) => ({
                    path: path.pattern,
                    element: <InventoryComingSoonPage key={path.pattern} title={title} />,
                  })),
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
