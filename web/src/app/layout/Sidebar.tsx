import { useId, useState, type ReactNode } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { replenishmentRoutes } from '../../../../shared/inventory/replenishment-routes.ts';
import { reportedPaymentRoutes } from '../../../../shared/portal/payment-routes.ts';
import {
  BoxIcon,
  BuildingIcon,
  CartIcon,
  ChartIcon,
  ChevronDownIcon,
  ClipboardIcon,
  CountIcon,
  GridIcon,
  ReceiptIcon,
  ReorderIcon,
  WalletIcon,
  CoinsIcon,
  TransferIcon,
  TruckIcon,
  UsersIcon,
  WarehouseIcon,
} from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { awaitingBadge, reportedPageFor } from '../../features/payments/reported.ts';
import { useQuery } from '../../lib/api-query.ts';
import { usePowers } from '../../lib/powers.ts';
import './sidebar.css';

function NavItem({
  to,
  icon,
  children,
  end = false,
  badge,
  apartFrom,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  end?: boolean;
  badge?: ReactNode;
  /** A page under `to` that has its own link (Insights under /hms): this link is not the current one there. */
  apartFrom?: string;
}) {
  const { pathname } = useLocation();
  const elsewhere = apartFrom !== undefined && matchPath({ path: apartFrom, end: true }, pathname) !== null;
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => `nav-link ${isActive && !elsewhere ? 'is-active' : ''}`}
        aria-current={elsewhere ? false : undefined}
      >
        {icon ?? <span className="nav-dot" aria-hidden="true" />}
        <span>{children}</span>
        {badge}
      </NavLink>
    </li>
  );
}

/** How many items are below their reorder point (AUTOMATION.md "Replenishment"): a maintained count, one small GET. */
function BelowMinBadge() {
  const summary = useQuery(replenishmentRoutes.replenishmentSummary, {}, { silent: true, swr: { refreshInterval: 60_000 } });
  const count = summary.data?.below_min ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{`(${count} ${count === 1 ? 'item' : 'items'} below the reorder point)`}</span>
    </>
  );
}

/**
 * How many reported payments await a decision (PORTAL.md "The company's side"), of the kinds the account may decide: a
 * maintained count, one small GET; the page's decisions refresh it (same cache key). Hidden at 0.
 */
function AwaitingBadge() {
  const count = useQuery(reportedPaymentRoutes.reportedPaymentCount, {}, { silent: true, swr: { refreshInterval: 60_000 } });
  const badge = awaitingBadge(count.data);
  if (!badge) return null;
  return (
    // role img: the badge is read as one named figure ("3 awaiting"), not as a bare number
    <span className="nav-badge" role="img" aria-label={badge.label}>
      {badge.shown}
    </span>
  );
}

function NavGroup({ label, icon, defaultOpen, children }: { label: string; icon: ReactNode; defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className="nav-link nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
        <span>{label}</span>
        <ChevronDownIcon size={16} className={`nav-chevron ${open ? 'is-open' : ''}`} />
      </button>
      <ul id={listId} className="nav-sublist" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

const invoicePages = [paths.inventory.purchaseInvoices, paths.inventory.salesInvoices];

/** Spec sidebar: Hotels, and the Inventory group with its Invoices sub-group (paths from part 2 §2); only the account's apps. */
export function Sidebar() {
  const { pathname } = useLocation();
  const { hasApp } = usePowers();
  return (
    <nav className="sidebar-nav" aria-label="Application">
      {hasApp('rent') ? <RentNav /> : null}
      {hasApp('inventory') ? <InventoryNav pathname={pathname} /> : null}
      <ReportedNav pathname={pathname} />
    </nav>
  );
}

/**
 * Reported payments: one link for both apps (its list holds rent and sales ones, so one badge counts both), opening
 * the page inside the app in use. Only for accounts that may decide them.
 */
function ReportedNav({ pathname }: { pathname: string }) {
  const { can, hasApp } = usePowers();
  const to = can('payment.reported') ? reportedPageFor(pathname, { rent: hasApp('rent'), inventory: hasApp('inventory') }) : null;
  if (!to) return null;
  return (
    <>
      <p className="nav-section">Payments</p>
      <ul className="nav-list">
        <NavItem to={to} icon={<WalletIcon size={18} />} badge={<AwaitingBadge />}>
          Reported payments
        </NavItem>
      </ul>
    </>
  );
}

function RentNav() {
  const { can } = usePowers();
  return (
    <>
      <p className="nav-section">Properties</p>
      <ul className="nav-list">
        <NavItem to={paths.rent.buildings.href()} icon={<BuildingIcon size={18} />} apartFrom={paths.rent.insights.pattern}>
          Hotels
        </NavItem>
        {can('rent.read') ? (
          <NavItem to={paths.rent.insights.href()} icon={<ChartIcon size={18} />}>
            Insights
          </NavItem>
        ) : null}
      </ul>
    </>
  );
}

function InventoryNav({ pathname }: { pathname: string }) {
  // company-wide money (the dashboard's totals, expenses, the Financial Account) is for accounts that see every warehouse
  const { wholeCompany, can } = usePowers();
  const everyWarehouse = wholeCompany('warehouses');
  return (
    <>
      <p className="nav-section">Stock and sales</p>
      <ul className="nav-list">
        <NavGroup label="Inventory" icon={<BoxIcon size={18} />} defaultOpen>
          {everyWarehouse ? (
            <NavItem to={paths.inventory.dashboard.href()} icon={<GridIcon size={18} />}>
              Dashboard
            </NavItem>
          ) : null}
          <NavItem to={paths.inventory.warehouses.href()} icon={<WarehouseIcon size={18} />}>
            Warehouses
          </NavItem>
          <NavItem to={paths.inventory.items.href()} icon={<BoxIcon size={18} />}>
            Items
          </NavItem>
          <NavItem to={paths.inventory.customers.href()} icon={<UsersIcon size={18} />}>
            Customers
          </NavItem>
          <NavItem to={paths.inventory.suppliers.href()} icon={<TruckIcon size={18} />}>
            Suppliers
          </NavItem>
          <NavItem to={paths.inventory.purchaseOrders.href()} icon={<ClipboardIcon size={18} />}>
            Orders
          </NavItem>
          <NavItem to={paths.inventory.salesOrders.href()} icon={<CartIcon size={18} />}>
            Sales
          </NavItem>
          <NavItem to={paths.inventory.replenishment.href()} icon={<ReorderIcon size={18} />} badge={<BelowMinBadge />}>
            Replenishment
          </NavItem>
          <NavItem to={paths.inventory.transfers.href()} icon={<TransferIcon size={18} />}>
            Transfers
          </NavItem>
          <NavItem to={paths.inventory.counts.href()} icon={<CountIcon size={18} />}>
            Stock counts
          </NavItem>
          <NavGroup
            label="Invoices"
            icon={<ReceiptIcon size={18} />}
            defaultOpen={invoicePages.some((page) => matchPath({ path: page.pattern, end: false }, pathname))}
          >
            <NavItem to={paths.inventory.purchaseInvoices.href()}>Purchase</NavItem>
            <NavItem to={paths.inventory.salesInvoices.href()}>Sales</NavItem>
          </NavGroup>
          {everyWarehouse ? (
            <>
              <NavItem to={paths.inventory.expenses.href()} icon={<WalletIcon size={18} />}>
                Expenses
              </NavItem>
              <NavItem to={paths.inventory.financialAccount.href()} icon={<CoinsIcon size={18} />}>
                Financial Account
              </NavItem>
            </>
          ) : null}
          <NavItem to={paths.inventory.reports.href()} icon={<ChartIcon size={18} />}>
            Reports
          </NavItem>
          {can('inventory.read') ? (
            <NavItem to={paths.inventory.insights.href()} icon={<ChartIcon size={18} />}>
              Insights
            </NavItem>
          ) : null}
        </NavGroup>
      </ul>
    </>
  );
}
