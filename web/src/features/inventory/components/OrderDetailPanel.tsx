import { useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { LoadProblem } from '../../../components/ui/LoadProblem.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface OrderTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface PanelProps<Order> {
  /** The order's query (silent: the panel says it was not found, or could not be loaded and offers a retry). */
  order: { data?: Order; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** Shown when the order cannot be loaded (spec: `Failed to find purchase order`, `Error Sale order`). */
  failedText: string;
  /** "purchase order": "This purchase order was not found". */
  what: string;
  /** The order list, the way back from an order that is not found. */
  listHref: string;
  listLabel: string;
  children: (order: Order) => {
    title: string;
    subtitle: ReactNode;
    actions: ReactNode;
    tabs: OrderTab[];
    /** Modals of the order (payments). */
    extra?: ReactNode;
  };
}

/** The right column of an order list (purchase or sales): title = order number, actions top right, the tabs. */
export function OrderDetailPanel<Order>({ order, failedText, what, listHref, listLabel, children }: PanelProps<Order>) {
  const [tab, setTab] = useState<Key>('details');
  if (order.isLoading)
    return (
      <section className="card po-detail card-loading" role="status">
        <Spinner /> <span>Loading order...</span>
      </section>
    );
  if (order.error || !order.data)
    return (
      <LoadProblem
        error={order.error}
        what={what}
        failedText={failedText}
        onRetry={() => void order.mutate()}
        backTo={listHref}
        backLabel={listLabel}
        className="po-detail"
      />
    );
  const { title, subtitle, actions, tabs, extra } = children(order.data);
  return (
    <section className="card po-detail" aria-labelledby="po-detail-title">
      <header className="po-detail-header">
        <div>
          <h2 className="po-detail-title" id="po-detail-title">
            {title}
          </h2>
          <p className="card-subtitle">{subtitle}</p>
        </div>
        <div className="pinv-order-actions">{actions}</div>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={setTab} className="po-tabs">
        <TabList aria-label={`${title} sections`} className="po-tab-list">
          {tabs.map((t) => (
            <Tab key={t.id} id={t.id} className="po-tab-button">
              {t.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((t) => (
          <TabPanel key={t.id} id={t.id} className="po-tab-panel">
            {t.content}
          </TabPanel>
        ))}
      </Tabs>
      {extra}
    </section>
  );
}

export interface OrderFact {
  label: string;
  value: ReactNode;
  /** Numbers are set in tabular figures; `strong` for the totals. */
  numeric?: boolean;
  strong?: boolean;
}

/** The overview's facts (dt/dd pairs in a grid). */
export function OrderFacts({ facts }: { facts: readonly (OrderFact | null)[] }) {
  return (
    <dl className="po-facts">
      {facts.map((f) =>
        f ? (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd className={[f.numeric ? 'numeric' : '', f.strong ? 'po-strong' : ''].join(' ').trim() || undefined}>{f.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** Total paid: the button that opens the payments dialog (spec §2). */
export function PaidButton({ paid, status, onClick }: { paid: string; status: string; onClick: () => void }) {
  return (
    <button type="button" className="po-paid-button numeric" onClick={onClick}>
      {paid}
      <StatusBadge status={status} />
      <span className="visually-hidden"> (payments)</span>
    </button>
  );
}
