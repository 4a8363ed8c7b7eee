import type { ReactNode } from 'react';
import { formatDateTime, formatMoney, plural } from '../../../../../shared/domain/format.ts';
import type { RestockEntry, SalesOrderDetail, SalesShipment } from '../../../../../shared/inventory/sales-orders.ts';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import type { PagedQuery } from '../../../lib/api-query.ts';
import { useSalesRestocks, useSalesShipments } from '../api/sales-orders.ts';
import { ItemCell, OrderTable } from './OrderTable.tsx';

type ShipmentLine = SalesShipment['items'][number];

const lineColumns: DataTableColumn<ShipmentLine>[] = [
  {
    header: 'Item',
    cell: (l) => <ItemCell name={l.item_name} sku={l.sku} />,
  },
  { header: 'Quantity', numeric: true, cell: (l) => l.quantity },
  {
    header: 'From Lots',
    cell: (l) => (
      <ul className="so-lots">
        {l.lots.map((lot) => (
          <li key={lot.stock_id}>
            <span className="numeric">{lot.batch_number}</span> × {lot.quantity}
            {lot.purchase_order_number ? <span className="po-line-sku"> ({lot.purchase_order_number})</span> : null}
            <span className="po-line-sku"> at {formatMoney(lot.unit_cost)}</span>
          </li>
        ))}
      </ul>
    ),
  },
];

/** Loading, failure with retry, and Load more of a paged tab list. */
function PagedList<Row>({ query, empty, children }: { query: PagedQuery<Row>; empty: string; children: (rows: Row[]) => ReactNode }) {
  if (query.isLoading)
    return (
      <p className="muted" role="status">
        Loading...
      </p>
    );
  if (query.error)
    return (
      <div className="inline-error">
        <p>An error occurred</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.mutate()}>
          Try again
        </button>
      </div>
    );
  const rows = query.data ?? [];
  return (
    <>
      {rows.length === 0 ? <p className="table-empty">{empty}</p> : children(rows)}
      {query.hasMore ? (
        <div className="po-more">
          <button type="button" className="btn btn-secondary btn-sm" onClick={query.loadMore} disabled={query.loadingMore}>
            {query.loadingMore ? 'Loading more...' : 'Load more'}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** Ship tab: the order's fulfilments, newest first: when, from which warehouse, what, and from which lots at what cost. */
export function SalesOrderShipments({ order }: { order: SalesOrderDetail }) {
  const shipments = useSalesShipments(order.sales_order_id);
  return (
    <div className="po-tab">
      <PagedList query={shipments} empty="Nothing of this order has been fulfilled yet.">
        {(rows) => (
          <ol className="so-shipments" aria-label={`Shipments of ${order.order_number}`}>
            {rows.map((s, index) => (
              <li key={s.shipment_id} className="so-shipment">
                <div className="so-shipment-head">
                  <strong>
                    Shipment {rows.length - index} · <span className="numeric">{formatDateTime(s.created_at)}</span>
                  </strong>
                  <span className="muted">
                    {s.warehouse_name} · {plural(s.total_quantity, 'unit')} · cost {formatMoney(s.total_cost)}
                  </span>
                </div>
                <OrderTable
                  caption={`Shipment ${rows.length - index} of ${order.order_number}`}
                  columns={lineColumns}
                  rows={s.items}
                  rowKey={(l) => l.sales_order_item_id}
                  empty="No items."
                />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </div>
  );
}

const restockColumns: DataTableColumn<RestockEntry>[] = [
  { header: 'Date', cell: (r) => <span className="numeric">{formatDateTime(r.created_at)}</span> },
  { header: 'Item', cell: (r) => <ItemCell name={r.item_name} sku={r.sku} /> },
  {
    header: 'Into Lot',
    cell: (r) => (
      <span className="po-line-item so-lot-cell">
        <span className="numeric">{r.batch_number}</span>
        <span className="po-line-sku">{r.warehouse_name}</span>
      </span>
    ),
  },
  { header: 'Quantity', numeric: true, cell: (r) => r.quantity },
  { header: 'Reason', cell: (r) => <span className="so-reason">{r.reason}</span> },
  { header: 'Credit', numeric: true, cell: (r) => formatMoney(r.credit) },
];

/** Restock tab: the Good returns that went back into their lots (Damaged ones are recorded, not restocked). */
export function SalesOrderRestocks({ order }: { order: SalesOrderDetail }) {
  const restocks = useSalesRestocks(order.sales_order_id);
  return (
    <div className="po-tab">
      <PagedList query={restocks} empty="No returns of this order went back to stock.">
        {(rows) => (
          <div className="so-compact">
            <OrderTable
              caption={`Restocked items of ${order.order_number}`}
              columns={restockColumns}
              rows={rows}
              rowKey={(r) => r.return_id}
              empty=""
            />
          </div>
        )}
      </PagedList>
    </div>
  );
}
