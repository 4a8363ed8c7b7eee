import type { ReactNode } from 'react';
import type { Permission } from '../../../../../shared/account/permissions.ts';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { DashboardSummary, RecentPurchaseOrder, RecentSalesOrder } from '../../../../../shared/inventory/finance.ts';
import {
  BoxIcon,
  CartIcon,
  ChartIcon,
  ClipboardIcon,
  PlusIcon,
  ReceiptIcon,
  TagIcon,
  TruckIcon,
  WarehouseIcon,
} from '../../../components/ui/icons.tsx';
import { createIcon } from '../../../components/ui/Icon.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDashboardSummary, useRecentPurchases, useRecentSales } from '../api/finance.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import '../finance.css';
import { usePowers } from '../../../lib/powers.ts';

const ims = paths.inventory;
const WalletIcon = createIcon(Wallet);
const count = new Intl.NumberFormat('en-GB');

interface PanelLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** A link to a page that needs more than reading (the page guard would refuse it). */
  permission?: Permission;
}

/** The link panels (spec §2 Dashboard: Purchase, Sales and Reports). */
const panels: { title: string; links: PanelLink[] }[] = [
  {
    title: 'Purchase',
    links: [
      { to: ims.purchaseOrders.href(), label: 'Purchase Orders', icon: <ClipboardIcon size={18} /> },
      { to: ims.addPurchaseOrder.href(), label: 'Add Purchase Order', icon: <PlusIcon size={18} />, permission: 'inventory.order.write' },
      { to: ims.purchaseInvoices.href(), label: 'Purchase Invoices', icon: <ReceiptIcon size={18} /> },
      { to: ims.receiving.href(), label: 'Receiving', icon: <TruckIcon size={18} />, permission: 'inventory.order.receive' },
    ],
  },
  {
    title: 'Sales',
    links: [
      { to: ims.salesOrders.href(), label: 'Sales Orders', icon: <CartIcon size={18} /> },
      { to: ims.addSalesOrder.href(), label: 'Add Sales Order', icon: <PlusIcon size={18} />, permission: 'inventory.order.write' },
      { to: ims.salesInvoices.href(), label: 'Sales Invoices', icon: <ReceiptIcon size={18} /> },
    ],
  },
  {
    title: 'Reports',
    links: [
      { to: ims.reports.href(), label: 'Reports', icon: <ChartIcon size={18} /> },
      { to: ims.expenses.href(), label: 'Expenses', icon: <TagIcon size={18} /> },
      { to: ims.financialAccount.href(), label: 'Financial Account', icon: <WalletIcon size={18} /> },
      { to: ims.stockDashboard.href(), label: 'Stock Dashboard', icon: <WarehouseIcon size={18} /> },
    ],
  },
];

/** The three counters (spec §2 Dashboard), each a link to the list it counts. */
const counters = [
  {
    label: 'To Receive',
    field: 'toReceive',
    hint: 'Purchase orders not fully received',
    to: ims.purchaseOrders.href(),
    icon: <TruckIcon size={24} />,
  },
  {
    label: 'To Deliver',
    field: 'toShip',
    hint: 'Sales orders not fully delivered',
    to: ims.salesOrders.href(),
    icon: <CartIcon size={24} />,
  },
  { label: 'Registered Items', field: 'items', hint: 'Items in the catalogue', to: ims.items.href(), icon: <BoxIcon size={24} /> },
] as const satisfies readonly { label: string; field: keyof DashboardSummary; hint: string; to: string; icon: ReactNode }[];

function Counter({
  label,
  value,
  hint,
  to,
  icon,
}: {
  label: string;
  value: number | undefined;
  hint: string;
  to: string;
  icon: ReactNode;
}) {
  return (
    <Link to={to} className="card app-choice ims-counter">
      <span className="ims-counter-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="ims-counter-body">
        <span className="ims-counter-label">{label}</span>
        <span className="ims-counter-value numeric">{value === undefined ? '–' : count.format(value)}</span>
        <span className="ims-counter-hint">{hint}</span>
      </span>
    </Link>
  );
}

interface RecentRow {
  key: number;
  to: string;
  number: string;
  partner: string;
  date: string;
  status: string;
  done: number;
  ordered: number;
  total: number;
}

const purchaseRow = (o: RecentPurchaseOrder): RecentRow => ({
  key: o.purchase_order_id,
  to: ims.purchaseOrder.href(o.purchase_order_id),
  number: o.order_number,
  partner: o.supplier_name,
  date: o.order_date,
  status: o.status,
  done: o.total_received_quantity,
  ordered: o.total_ordered_quantity,
  total: o.total_amount,
});

const salesRow = (o: RecentSalesOrder): RecentRow => ({
  key: o.sales_order_id,
  to: ims.salesOrder.href(o.sales_order_id),
  number: o.order_number,
  partner: o.customer_name,
  date: o.order_date,
  status: o.status,
  done: o.total_delivered_quantity,
  ordered: o.total_ordered_quantity,
  total: o.total_amount,
});

/** A recent-orders card: each row is a link that opens the order (spec §2: clicking a row opens that order). */
function RecentOrders({
  id,
  title,
  query,
  doneWord,
  empty,
  all,
}: {
  id: string;
  title: string;
  query: { data?: RecentRow[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  doneWord: string;
  empty: ReactNode;
  all: string;
}) {
  return (
    <section className="card ims-recent" aria-labelledby={id}>
      <div className="card-header">
        <h2 className="card-title" id={id}>
          {title}
        </h2>
        <Link to={all} className="btn btn-ghost btn-sm">
          View all
        </Link>
      </div>
      <QueryState query={query} errorText={`${title} could not be loaded.`} empty={<p className="table-empty">{empty}</p>}>
        {(rows) => (
          <ul className="ims-recent-list" aria-label={title}>
            {rows.map((o) => (
              <li key={o.key}>
                <Link to={o.to} className="ims-recent-row">
                  <span className="ims-recent-main">
                    <span className="ims-recent-number">{o.number}</span>
                    <span className="ims-recent-partner">{o.partner}</span>
                  </span>
                  <span className="ims-recent-meta">
                    <span className="numeric">{formatDate(o.date)}</span>
                    <span className="numeric">
                      {count.format(o.done)}/{count.format(o.ordered)} {doneWord}
                    </span>
                  </span>
                  <span className="ims-recent-end">
                    <span className="ims-recent-total numeric">{formatMoney(o.total)}</span>
                    <StatusBadge status={o.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** /ims/dashboard (spec part 2 §2 "Dashboard"): counters, link panels, the newest purchase and sales orders. */
export function DashboardPage() {
  const { can } = usePowers();
  useDocumentTitle('Dashboard · Inventory');
  const summary = useDashboardSummary();
  const purchases = useRecentPurchases();
  const sales = useRecentSales();
  const figures = summary.data;

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Dashboard</h1>
          <p className="page-subtitle">What is still to receive and to deliver, and the newest orders.</p>
        </div>
      </header>

      <section aria-label="Counters">
        {summary.error ? (
          <div className="card inline-error">
            <p>The counters could not be loaded.</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void summary.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <div className="ims-counters" aria-busy={summary.isLoading}>
            {counters.map((c) => (
              <Counter key={c.label} {...c} value={figures?.[c.field]} />
            ))}
          </div>
        )}
      </section>

      <div className="ims-panels">
        {panels.map((panel) => (
          <nav key={panel.title} className="card ims-panel" aria-labelledby={`panel-${panel.title}`}>
            <h2 className="ims-panel-title" id={`panel-${panel.title}`}>
              {panel.title}
            </h2>
            <ul className="ims-panel-links">
              {panel.links
                .filter((l) => !l.permission || can(l.permission))
                .map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="ims-panel-link">
                      <span className="ims-panel-link-icon" aria-hidden="true">
                        {l.icon}
                      </span>
                      {l.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="ims-recents">
        <RecentOrders
          id="recent-purchases"
          title="Recent Purchase Orders"
          query={{ ...purchases, data: purchases.data?.map(purchaseRow), mutate: purchases.mutate }}
          doneWord="received"
          empty="No purchase orders yet."
          all={ims.purchaseOrders.href()}
        />
        <RecentOrders
          id="recent-sales"
          title="Recent Sales Orders"
          query={{ ...sales, data: sales.data?.map(salesRow), mutate: sales.mutate }}
          doneWord="delivered"
          empty="No sales orders yet."
          all={ims.salesOrders.href()}
        />
      </div>
    </div>
  );
}
