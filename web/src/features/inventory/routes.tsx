import { Suspense } from 'react';
import { Link, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { usePowers } from '../../lib/powers.ts';
import { lazyNamed } from '../../app/lazy.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { childPattern, inventoryArea, paths, type AnyPagePath } from '../../config/paths.ts';
import { InventoryToolbar } from './components/InventoryToolbar.tsx';
import './inventory.css';

// Each inventory screen is its own chunk: the area has ~25 of them.
const PurchaseReportPage = lazyNamed(() => import('./pages/PurchaseReportPage.tsx'), 'PurchaseReportPage');
// Warehouses, suppliers, customers, receiving and the stock dashboard (Inventory I)
const WarehousesPage = lazyNamed(() => import('./pages/WarehousesPage.tsx'), 'WarehousesPage');
const SuppliersPage = lazyNamed(() => import('./pages/SuppliersPage.tsx'), 'SuppliersPage');
const CustomersPage = lazyNamed(() => import('./pages/CustomersPage.tsx'), 'CustomersPage');
const ReceivingPage = lazyNamed(() => import('./pages/ReceivingPage.tsx'), 'ReceivingPage');
const StockDashboardPage = lazyNamed(() => import('./pages/StockDashboardPage.tsx'), 'StockDashboardPage');
// Replenishment: what is below its reorder point, and its draft orders (issue 20)
const ReplenishmentPage = lazyNamed(() => import('./pages/ReplenishmentPage.tsx'), 'ReplenishmentPage');
// The warehouse floor (WAREHOUSE.md): transfers with their detail and form, stock counts with their sheet
const TransfersPage = lazyNamed(() => import('./pages/TransfersPage.tsx'), 'TransfersPage');
const AddTransferPage = lazyNamed(() => import('./pages/AddTransferPage.tsx'), 'AddTransferPage');
const EditTransferPage = lazyNamed(() => import('./pages/AddTransferPage.tsx'), 'EditTransferPage');
const CountsPage = lazyNamed(() => import('./pages/CountsPage.tsx'), 'CountsPage');
const AddCountPage = lazyNamed(() => import('./pages/AddCountPage.tsx'), 'AddCountPage');
const CountSheetPage = lazyNamed(() => import('./pages/CountSheetPage.tsx'), 'CountSheetPage');
// Items: the list and the item page (Inventory I)
const ItemsPage = lazyNamed(() => import('./pages/ItemsPage.tsx'), 'ItemsPage');
const ItemPage = lazyNamed(() => import('./pages/ItemPage.tsx'), 'ItemPage');
// Purchase orders: the list with its detail, and the add page (Inventory II)
const PurchaseOrdersPage = lazyNamed(() => import('./pages/PurchaseOrdersPage.tsx'), 'PurchaseOrdersPage');
const AddPurchaseOrderPage = lazyNamed(() => import('./pages/AddPurchaseOrderPage.tsx'), 'AddPurchaseOrderPage');
const EditPurchaseOrderPage = lazyNamed(() => import('./pages/AddPurchaseOrderPage.tsx'), 'EditPurchaseOrderPage');
// Purchase invoices: the list with its detail (Inventory II)
const PurchaseInvoicesPage = lazyNamed(() => import('./pages/PurchaseInvoicesPage.tsx'), 'PurchaseInvoicesPage');
// Sales orders: the list with its detail, the add page and the sales report (Inventory III)
const SalesOrdersPage = lazyNamed(() => import('./pages/SalesOrdersPage.tsx'), 'SalesOrdersPage');
const AddSalesOrderPage = lazyNamed(() => import('./pages/AddSalesOrderPage.tsx'), 'AddSalesOrderPage');
const EditSalesOrderPage = lazyNamed(() => import('./pages/AddSalesOrderPage.tsx'), 'EditSalesOrderPage');
const SalesReportPage = lazyNamed(() => import('./pages/SalesReportPage.tsx'), 'SalesReportPage');
// Sales invoices: the list with its detail and customer links (Inventory III)
const SalesInvoicesPage = lazyNamed(() => import('./pages/SalesInvoicesPage.tsx'), 'SalesInvoicesPage');
// Dashboard, expenses, the financial account and the reports hub (Inventory IV)
const DashboardPage = lazyNamed(() => import('./pages/DashboardPage.tsx'), 'DashboardPage');
const ExpensesPage = lazyNamed(() => import('./pages/ExpensesPage.tsx'), 'ExpensesPage');
const FinancialAccountPage = lazyNamed(() => import('./pages/FinancialAccountPage.tsx'), 'FinancialAccountPage');
const ReportsPage = lazyNamed(() => import('./pages/ReportsPage.tsx'), 'ReportsPage');
// Insights: how the business is going month by month, with nivo's charts (INSIGHTS.md)
const InventoryInsightsPage = lazyNamed(() => import('./insights/InventoryInsightsPage.tsx'), 'InventoryInsightsPage');

/** Every inventory page carries the inventory toolbar (spec part 2 §2: back button and IMS button). */
function InventoryLayout() {
  return (
    <div className="ims-area">
      <InventoryToolbar />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

function InventoryNotFound() {
  return (
    <section className="card empty-state">
      <h1 className="page-title">Not Found</h1>
      <p className="muted">404 Page Not Found</p>
      <Link to={paths.inventory.dashboard.href()} className="btn btn-primary">
        Inventory dashboard
      </Link>
    </section>
  );
}

const ims = paths.inventory;
const inArea = (page: AnyPagePath) => childPattern(inventoryArea, page);

/** /ims: the dashboard, or the items for an account of some warehouses (the dashboard's totals are company-wide). */
function InventoryHome() {
  const { wholeCompany } = usePowers();
  return <Navigate to={wholeCompany('warehouses') ? ims.dashboard.href() : ims.items.href()} replace />;
}

/** Everything under /ims (the router mounts this at /ims/*, so the patterns here are relative to it). */
export function InventoryRoutes() {
  return (
    <Routes>
      <Route element={<InventoryLayout />}>
        <Route index element={<InventoryHome />} />
        <Route path={inArea(ims.warehouses)} element={<WarehousesPage />} />
        <Route path={inArea(ims.suppliers)} element={<SuppliersPage />} />
        <Route path={inArea(ims.customers)} element={<CustomersPage />} />
        <Route path={inArea(ims.receiving)} element={<ReceivingPage />} />
        <Route path={inArea(ims.stockDashboard)} element={<StockDashboardPage />} />
        <Route path={inArea(ims.replenishment)} element={<ReplenishmentPage />} />
        <Route path={inArea(ims.transfers)} element={<TransfersPage />} />
        <Route path={inArea(ims.transfer)} element={<TransfersPage />} />
        <Route path={inArea(ims.addTransfer)} element={<AddTransferPage />} />
        <Route path={inArea(ims.editTransfer)} element={<EditTransferPage />} />
        <Route path={inArea(ims.counts)} element={<CountsPage />} />
        <Route path={inArea(ims.count)} element={<CountSheetPage />} />
        <Route path={inArea(ims.addCount)} element={<AddCountPage />} />
        <Route path={inArea(ims.items)} element={<ItemsPage />} />
        <Route path={inArea(ims.item)} element={<ItemPage />} />
        <Route path={inArea(ims.purchaseOrders)} element={<PurchaseOrdersPage />} />
        <Route path={inArea(ims.purchaseOrder)} element={<PurchaseOrdersPage />} />
        <Route path={inArea(ims.addPurchaseOrder)} element={<AddPurchaseOrderPage />} />
        <Route path={inArea(ims.editPurchaseOrder)} element={<EditPurchaseOrderPage />} />
        <Route path={inArea(ims.purchaseInvoices)} element={<PurchaseInvoicesPage />} />
        <Route path={inArea(ims.purchaseInvoice)} element={<PurchaseInvoicesPage />} />
        <Route path={inArea(ims.salesInvoices)} element={<SalesInvoicesPage />} />
        <Route path={inArea(ims.salesInvoice)} element={<SalesInvoicesPage />} />
        <Route path={inArea(ims.purchasesReport)} element={<PurchaseReportPage />} />
        <Route path={inArea(ims.dashboard)} element={<DashboardPage />} />
        <Route path={inArea(ims.expenses)} element={<ExpensesPage />} />
        <Route path={inArea(ims.financialAccount)} element={<FinancialAccountPage />} />
        <Route path={inArea(ims.reports)} element={<ReportsPage />} />
        <Route path={inArea(ims.salesOrders)} element={<SalesOrdersPage />} />
        <Route path={inArea(ims.salesOrder)} element={<SalesOrdersPage />} />
        <Route path={inArea(ims.addSalesOrder)} element={<AddSalesOrderPage />} />
        <Route path={inArea(ims.editSalesOrder)} element={<EditSalesOrderPage />} />
        <Route path={inArea(ims.salesReport)} element={<SalesReportPage />} />
        <Route path={inArea(ims.insights)} element={<InventoryInsightsPage />} />
        <Route path="*" element={<InventoryNotFound />} />
      </Route>
    </Routes>
  );
}
