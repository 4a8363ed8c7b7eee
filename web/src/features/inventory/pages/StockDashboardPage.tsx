import { Link } from 'react-router-dom';
import type { LowStockItem } from '../../../../../shared/inventory/stock-dashboard.ts';
import { RED_STOCK_MAX, YELLOW_STOCK_MAX } from '../../../../../shared/inventory/stock-dashboard.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { WarehouseIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allLowStock, allWarehouseFigures } from '../api/exports.ts';
import { useLowStock, useWarehouseFigures } from '../api/stock-dashboard.ts';
import { lowStockExportColumns, warehouseStockExportColumns } from '../export-columns.ts';
import '../stock.css';
import { inTransitOf } from '../warehouse-floor.ts';

const count = new Intl.NumberFormat('en-GB');

const lowColumns: DataTableColumn<LowStockItem>[] = [
  {
    header: 'Item',
    cell: (i) => (
      <span className="stock-item">
        <Link to={paths.inventory.item.href(i.id)} className="low-stock-link">
          {i.name}
        </Link>
        <span className="stock-item-meta">
          {i.sku} · {i.category}
        </span>
      </span>
    ),
  },
  {
    header: 'Stock',
    numeric: true,
    cell: (i) => (
      <span className={`stock-level stock-level-${i.level}`}>
        <span className="stock-level-dot" aria-hidden="true" />
        {count.format(i.stock)}
        <span className="visually-hidden">{i.level === 'red' ? ` (${RED_STOCK_MAX} or fewer)` : ` (${YELLOW_STOCK_MAX} or fewer)`}</span>
      </span>
    ),
  },
];

/**
 * /ims/stock-dashboard (the spec lists the route without its content): stock per warehouse from the
 * warehouses' maintained figures, and the items at or below the card thresholds (red ≤ 5, yellow ≤ 20), lowest first.
 */
export function StockDashboardPage() {
  useDocumentTitle('Stock Dashboard · Inventory');
  const figures = useWarehouseFigures();
  const low = useLowStock();

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Stock Dashboard</h1>
          <p className="page-subtitle">Stock per warehouse, and the items running low.</p>
        </div>
        <Link to={paths.inventory.receiving.href()} className="btn btn-primary">
          Add Stock
        </Link>
      </header>

      <section aria-labelledby="stock-per-warehouse">
        <div className="card-header">
          <h2 className="stock-section-title" id="stock-per-warehouse">
            Stock per warehouse
          </h2>
          <ExportCsvButton title="Stock per Warehouse" size="sm" columns={warehouseStockExportColumns} load={allWarehouseFigures} />
        </div>
        <QueryState
          query={figures}
          errorText="Warehouse stock could not be loaded."
          empty={
            <p className="card muted stock-empty">
              No warehouses yet. <Link to={paths.inventory.warehouses.href()}>Add a warehouse</Link> to receive stock into it.
            </p>
          }
        >
          {(rows) => (
            <>
              <ul className="ims-card-grid" aria-label="Warehouses">
                {rows.map((w) => (
                  <li key={w.id}>
                    <article className="warehouse-card warehouse-figures" aria-labelledby={`whf-${w.id}`}>
                      <div className="warehouse-card-head">
                        <span className="warehouse-card-icon">
                          <WarehouseIcon size={22} />
                        </span>
                        <div className="warehouse-card-text">
                          <h3 className="warehouse-card-name" id={`whf-${w.id}`}>
                            {w.name}
                          </h3>
                          <p className="warehouse-card-location">{w.location}</p>
                        </div>
                      </div>
                      <dl className="warehouse-stats">
                        <div>
                          <dt>Items in stock</dt>
                          <dd className="numeric">{count.format(w.items)}</dd>
                        </div>
                        <div>
                          <dt>Units</dt>
                          <dd className="numeric">{count.format(w.units)}</dd>
                        </div>
                        {inTransitOf(w) > 0 ? (
                          <div>
                            <dt>In transit</dt>
                            <dd className="numeric">{count.format(inTransitOf(w))}</dd>
                          </div>
                        ) : null}
                      </dl>
                    </article>
                  </li>
                ))}
              </ul>
              {figures.hasMore ? (
                <div className="table-more">
                  <button type="button" className="btn btn-secondary btn-sm" onClick={figures.loadMore} aria-disabled={figures.loadingMore}>
                    {figures.loadingMore ? <Spinner size="sm" /> : null}
                    {figures.loadingMore ? 'Loading...' : 'More warehouses'}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      </section>

      <section className="card low-stock-card" aria-labelledby="low-stock">
        <div className="card-header">
          <div>
            <h2 className="card-title" id="low-stock">
              Low stock
            </h2>
            <p className="card-subtitle">Items with {YELLOW_STOCK_MAX} units or fewer in all warehouses together, lowest first.</p>
            <p className="stock-legend">
              <span className="stock-level stock-level-red">
                <span className="stock-level-dot" aria-hidden="true" />
                {RED_STOCK_MAX} or fewer
              </span>
              <span className="stock-level stock-level-yellow">
                <span className="stock-level-dot" aria-hidden="true" />
                {YELLOW_STOCK_MAX} or fewer
              </span>
            </p>
          </div>
          <ExportCsvButton title="Low Stock" size="sm" columns={lowStockExportColumns} load={allLowStock} />
        </div>
        <QueryState query={low} errorText="Low stock could not be loaded.">
          {(rows) => (
            <DataTable
              caption="Low stock items"
              columns={lowColumns}
              rows={rows}
              rowKey={(i) => i.id}
              empty="No items are running low."
              hasMore={low.hasMore}
              onLoadMore={low.loadMore}
              loadingMore={low.loadingMore}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
