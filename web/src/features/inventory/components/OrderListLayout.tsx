import { useRef, type Key, type ReactNode } from 'react';
import type { PagedQuery } from '../../../lib/api-query.ts';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more.ts';
import { useRevealWhenStacked } from '../../../lib/use-reveal.ts';

/** purchase-orders.css stacks the detail above the list up to this width. */
const STACKED_LAYOUT = '(max-width: 860px)';

interface ColumnProps<Row> {
  title: string;
  /** "Purchase orders": the list's name. */
  label: string;
  /** The scroll region's name ("Purchase order list"). */
  regionLabel: string;
  orders: PagedQuery<Row>;
  rowKey: (row: Row) => Key;
  card: (row: Row) => ReactNode;
  /** "No purchase orders found." */
  empty: string;
  /** The open order's panel, or null: a placeholder saying what selecting an order offers. */
  detail: ReactNode;
  /** The open order's id: on a phone, opening one scrolls its panel into view (the filters and list are above it). */
  openKey?: string;
  placeholder: string;
}

/**
 * An order list with its detail (purchase or sales, spec §2): on the left the cards in a region of capped height that
 * scrolls on its own and loads more on scroll; on the right the open order (above the list on a narrow screen).
 */
export function OrderListLayout<Row>(props: ColumnProps<Row>) {
  const { title, label, regionLabel, orders, rowKey, card, empty, detail, openKey, placeholder } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const layoutRef = useRef<HTMLDivElement>(null);
  useRevealWhenStacked(layoutRef, openKey, STACKED_LAYOUT, '.po-detail');
  const sentinel = useLoadMoreOnScroll(orders.loadMore, { root: listRef });
  const rows = orders.data ?? [];
  return (
    <div className={`po-layout ${detail ? 'po-layout-open' : ''}`} ref={layoutRef}>
      <section className="card po-list-card" aria-labelledby="po-list-title">
        <h2 className="card-title po-list-title" id="po-list-title">
          {title}
        </h2>
        {/* the list scrolls on its own (capped height): the region takes focus so the keyboard can scroll it */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="po-list" ref={listRef} tabIndex={0} role="region" aria-label={regionLabel}>
          {orders.isLoading ? (
            <p className="card-loading" role="status">
              Loading {label.toLowerCase()}...
            </p>
          ) : orders.error ? (
            <div className="inline-error">
              <p>{label} could not be loaded.</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void orders.mutate()}>
                Try again
              </button>
            </div>
          ) : rows.length === 0 ? (
            <p className="table-empty">{empty}</p>
          ) : (
            <ul className="po-cards" aria-label={label}>
              {rows.map((o) => (
                <li key={rowKey(o)}>{card(o)}</li>
              ))}
            </ul>
          )}
          <div ref={sentinel} className="po-more">
            {orders.hasMore ? (
              <button type="button" className="btn btn-secondary btn-sm" onClick={orders.loadMore} disabled={orders.loadingMore}>
                {orders.loadingMore ? 'Loading more...' : 'Load more'}
              </button>
            ) : null}
          </div>
        </div>
      </section>
      {detail ?? (
        <section className="card po-detail po-detail-empty">
          <p className="muted">{placeholder}</p>
        </section>
      )}
    </div>
  );
}
