import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import { COUNT_STATUSES, type CountSummary } from '../../../../../shared/inventory/counts.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { paths } from '../../../config/paths.ts';
import { usePowers } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allCounts, countCalls, useCounts } from '../api/counts.ts';
import { useWarehouseOptions } from '../api/warehouses.ts';
import { FloorStatusBadge } from '../components/FloorStatusBadge.tsx';
import { countFilter, signedMoney } from '../count-sheet.ts';
import { countExportColumns } from '../export-columns.ts';
import { useAllPages } from '../use-all-pages.ts';
import { mayCall } from '../warehouse-floor.ts';
import '../purchase-orders.css';
import '../warehouse-floor.css';

const columns: DataTableColumn<CountSummary>[] = [
  {
    header: 'Count',
    cell: (c) => (
      <Link to={paths.inventory.count.href(c.id)} className="floor-link">
        {c.count_number}
      </Link>
    ),
  },
  { header: 'Date', numeric: true, cell: (c) => formatDate(c.created_at) },
  { header: 'Warehouse', cell: (c) => c.warehouse_name },
  { header: 'Covers', cell: (c) => `${c.scope_label}${c.blind ? ' · blind' : ''}` },
  { header: 'Status', cell: (c) => <FloorStatusBadge status={c.status} /> },
  { header: 'Counted', numeric: true, cell: (c) => `${c.counted_lines} / ${c.line_count}` },
  { header: 'Variance', numeric: true, cell: (c) => (c.variance_value === null ? '-' : signedMoney(c.variance_value)) },
];

/** /ims/counts (WAREHOUSE.md "Stock counts"): the counts, newest first, filtered by status and warehouse; each opens its sheet. */
export function CountsPage() {
  const { can } = usePowers();
  useDocumentTitle('Stock Counts');
  const [status, setStatus] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const filter = countFilter(status, warehouseId);
  const counts = useCounts(filter);
  const warehouses = useWarehouseOptions();
  useAllPages(warehouses);
  const filtered = Object.keys(filter).length > 0;

  return (
    <div className="page po-page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Stock Counts</h1>
          <p className="page-subtitle">Count a warehouse&apos;s shelves from your phone, then post the differences.</p>
        </div>
        <div className="button-row">
          <ExportCsvButton title="Stock Counts" columns={countExportColumns} load={(onPage) => allCounts(filter, onPage)} />
          {mayCall(can, countCalls.add) ? (
            <Link to={paths.inventory.addCount.href()} className="btn btn-primary">
              <PlusIcon size={18} /> New count
            </Link>
          ) : null}
        </div>
      </header>

      {/* selects apply at once (no typed text to finish first) */}
      <form className="card po-filters floor-filters" aria-label="Filter stock counts" onSubmit={(e) => e.preventDefault()}>
        <SelectField label="Status" name="status" value={status} onChange={setStatus} placeholder="All Statuses" options={COUNT_STATUSES} />
        <SelectField
          label="Warehouse"
          name="warehouse"
          value={warehouseId}
          onChange={setWarehouseId}
          placeholder="All Warehouses"
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
        />
        <div className="po-filter-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!filtered}
            onClick={() => {
              setStatus('');
              setWarehouseId('');
            }}
          >
            Clear
          </button>
        </div>
      </form>

      <section className="card" aria-labelledby="counts-title">
        <h2 className="card-title" id="counts-title">
          {filtered ? 'Matching Counts' : 'All Counts'}
        </h2>
        <QueryState query={counts} errorText="Stock counts could not be loaded." isEmpty={() => false}>
          {(rows) => (
            <DataTable
              caption="Stock counts"
              columns={columns}
              rows={rows}
              rowKey={(c) => c.id}
              empty={filtered ? 'No counts match these filters.' : 'No stock counts yet.'}
              hasMore={counts.hasMore}
              onLoadMore={counts.loadMore}
              loadingMore={counts.loadingMore}
              stackOnPhones
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
