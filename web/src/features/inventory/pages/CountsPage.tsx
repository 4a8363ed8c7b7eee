import { Link } from 'react-router-dom';
import { formatDate } from '../../../../../shared/domain/format.ts';
import { COUNT_STATUSES, type CountSummary } from '../../../../../shared/inventory/counts.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { paths } from '../../../config/paths.ts';
import { usePowers } from '../../../lib/powers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { allCounts, countCalls, useCounts } from '../api/counts.ts';
import { FloorListPage, useFloorFilters } from '../components/FloorListPage.tsx';
import { FloorStatusBadge } from '../components/FloorStatusBadge.tsx';
import { countFilter, signedMoney } from '../count-sheet.ts';
import { countExportColumns } from '../export-columns.ts';
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
  const filters = useFloorFilters();
  const filter = countFilter(filters.status, filters.warehouseId);
  const counts = useCounts(filter);
  const filtered = Object.keys(filter).length > 0;

  return (
    <FloorListPage
      title="Stock Counts"
      subtitle="Count a warehouse's shelves from your phone, then post the differences."
      exportButton={<ExportCsvButton title="Stock Counts" columns={countExportColumns} load={(onPage) => allCounts(filter, onPage)} />}
      add={mayCall(can, countCalls.add) ? { href: paths.inventory.addCount.href(), label: 'New count' } : null}
      filters={filters}
      filtered={filtered}
      filterLabel="Filter stock counts"
      statuses={COUNT_STATUSES}
      warehouseLabel="Warehouse"
    >
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
    </FloorListPage>
  );
}
