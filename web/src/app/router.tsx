import { Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../components/errors/ErrorBoundary.tsx';
import { FullScreenSpinner } from '../components/ui/Spinner.tsx';
import { paths } from '../config/paths.ts';
import { PersistSession, RequireAuth } from './guards.tsx';
import { lazyNamed } from './lazy.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

// Every screen is its own chunk: the landing page never downloads the app shell, react-aria or the robot check.
const LandingPage = lazyNamed(() => import('../features/landing/pages/LandingPage.tsx'), 'LandingPage');
const LandingErrorFallback = lazyNamed(() => import('../features/landing/components/LandingErrorFallback.tsx'), 'LandingErrorFallback');
const PricingPage = lazyNamed(() => import('../features/pricing/pages/PricingPage.tsx'), 'PricingPage');
const SignupPage = lazyNamed(() => import('../features/auth/pages/SignupPage.tsx'), 'SignupPage');
const LoginPage = lazyNamed(() => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage');
const ContactPage = lazyNamed(() => import('../features/contact/pages/ContactPage.tsx'), 'ContactPage');
const AppLayout = lazyNamed(() => import('./layout/AppLayout.tsx'), 'AppLayout');
const SelectAppPage = lazyNamed(() => import('../features/apps/pages/SelectAppPage.tsx'), 'SelectAppPage');
const AccountSettingsPage = lazyNamed(() => import('../features/account/pages/AccountSettingsPage.tsx'), 'AccountSettingsPage');
const RentRoutes = lazyNamed(() => import('../features/rent/routes.tsx'), 'RentRoutes');
const RentReportsPage = lazyNamed(() => import('../features/rent/pages/RentReportsPage.tsx'), 'RentReportsPage');
const InventoryComingSoonPage = lazyNamed(() => import('../features/inventory/pages/InventoryComingSoonPage.tsx'), 'InventoryComingSoonPage');

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
const inventoryScreens: { path: string; title: string }[] = [
  { path: paths.inventory.dashboard, title: 'Dashboard' },
  { path: paths.inventory.warehouses, title: 'Warehouses' },
  { path: paths.inventory.items, title: 'Items' },
  { path: '/ims/items/:id', title: 'Item' },
  { path: paths.inventory.customers, title: 'Customers' },
  { path: paths.inventory.suppliers, title: 'Suppliers' },
  { path: paths.inventory.purchaseOrders, title: 'Purchase Orders' },
  { path: '/ims/purchase-orders/:id', title: 'Purchase Order' },
  { path: paths.inventory.addPurchaseOrder, title: 'Create Purchase Order' },
  { path: paths.inventory.salesOrders, title: 'Sales Orders' },
  { path: '/ims/sales-orders/:id', title: 'Sales Order' },
  { path: paths.inventory.addSalesOrder, title: 'Create Sales Order' },
  { path: paths.inventory.receiving, title: 'Add Stock' },
  { path: paths.inventory.stockDashboard, title: 'Stock Dashboard' },
  { path: paths.inventory.expenses, title: 'Expenses' },
  { path: paths.inventory.financialAccount, title: 'Financial Account' },
  { path: paths.inventory.purchaseInvoices, title: 'Purchase Invoices' },
  { path: '/ims/invoices/purchase/:id', title: 'Purchase Invoice' },
  { path: paths.inventory.salesInvoices, title: 'Sales Invoices' },
  { path: '/ims/invoices/sales/:id', title: 'Sales Invoice' },
  { path: paths.inventory.reports, title: 'Reports' },
  { path: paths.inventory.salesReport, title: 'Sales Report' },
  { path: paths.inventory.purchasesReport, title: 'Purchase Report' },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: paths.home,
        element: (
          <ErrorBoundary fallback={(reset) => <LandingErrorFallback onRetry={reset} />}>
            <LandingPage />
          </ErrorBoundary>
        ),
      },
      { path: paths.pricing, element: <PricingPage /> },
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.contactUs, element: <ContactPage /> },
      { path: paths.login, element: <LoginPage /> },
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
                  { path: paths.apps, element: <SelectAppPage /> },
                  { path: `${paths.rent.buildings}/*`, element: <RentRoutes /> },
                  { path: paths.rent.reports, element: <RentReportsPage /> },
                  { path: paths.accountSettings, element: <AccountSettingsPage /> },
                  ...inventoryScreens.map(({ path, title }) => ({ path, element: <InventoryComingSoonPage key={path} title={title} /> })),
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
