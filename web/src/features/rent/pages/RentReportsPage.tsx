import { usePowers } from '../../../lib/powers.ts';
import { addMonths } from '../../../../../shared/domain/dates.ts';
import { floorLabel, parseLevelNumber } from '../../../../../shared/rent/floors.ts';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { ActiveRentRow, OverdueRow, VacantRoomRow } from '../../../../../shared/rent/schemas.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { DataTable, type DataTableColumn, type TableSort } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import type { PagedQuery } from '../../../lib/api-query.ts';
import { csvAmount, csvDate, type CsvValue } from '../../../lib/csv.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  allActiveRents,
  allOverdueRents,
  allVacantRooms,
  useActiveRents,
  useOverdueRents,
  useRevenueReport,
  useVacantRooms,
} from '../api/reports.ts';
import { RentToolbar } from '../components/RentToolbar.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { localToday } from '../../../lib/dates.ts';
import { statusView } from '../status.ts';
import '../rent.css';

/** A report column: how the table shows and sorts it, and what the CSV export writes. */
type ReportColumn<Row> = DataTableColumn<Row> & { csv: (row: Row) => CsvValue };

function ReportTable<Row>({
  id,
  title,
  description,
  empty,
  state,
  columns,
  rowKey,
  exportRows,
  initialSort,
}: {
  id: string;
  title: string;
  description: string;
  empty: string;
  state: PagedQuery<Row>;
  columns: ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  exportRows: (onPage: (rows: number) => void) => Promise<Row[]>;
  /** The column the API's order follows, if any. */
  initialSort?: TableSort;
}) {
  const loaded = state.data?.length ?? 0;
  return (
    <section className="card report-card" aria-labelledby={`${id}-title`}>
      <div className="card-header">
        <div>
          <h2 id={`${id}-title`} className="card-title">
            {title} {state.data ? <span className="count-pill">{`${loaded}${state.hasMore ? '+' : ''}`}</span> : null}
          </h2>
          <p className="card-subtitle">{description} Select a column heading to sort.</p>
        </div>
        <div className="report-actions">
          <ExportCsvButton title={title} size="sm" columns={columns.map((c) => ({ header: c.header, value: c.csv }))} load={exportRows} />
        </div>
      </div>
      {state.loadingAll ? (
        <p className="report-note" role="status">
          <Spinner size="sm" /> Loading every row so the sort covers them all ({loaded} so far)...
        </p>
      ) : null}
      {/* no `empty` here: the table itself shows its empty row */}
      <QueryState query={state} errorText="This report could not be loaded.">
        {(rows) => (
          <DataTable
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            empty={empty}
            hasMore={state.hasMore && !state.loadingAll}
            onLoadMore={state.loadMore}
            loadingMore={state.loadingMore}
            // a sort covers every row: the remaining pages load first (README "Choices")
            onSortChange={() => state.hasMore && state.loadAll()}
            initialSort={initialSort}
            // phones: rows as cards, not three columns and a sideways scroll (issue 17 R7)
            stackOnPhones
          />
        )}
      </QueryState>
    </section>
  );
}

function RevenueSummary() {
  const endDate = localToday();
  const startDate = addMonths(endDate, -12);
  const revenue = useRevenueReport(startDate, endDate);
  return (
    <section className="card report-card" aria-labelledby="revenue-title">
      <div className="card-header">
        <div>
          <h2 id="revenue-title" className="card-title">
            Revenue, past 12 months
          </h2>
          <p className="card-subtitle">
            Rent payments recorded from {formatDate(startDate)} to {formatDate(endDate)}.
          </p>
        </div>
      </div>
      <QueryState
        query={revenue}
        errorText="The revenue summary could not be loaded."
        empty="No payments were recorded in the past 12 months."
        isEmpty={(data) => Number(data.total_payments) === 0}
      >
        {(data) => (
          <dl className="kpi-grid">
            {[
              { label: 'Total revenue', value: formatMoney(data.total_revenue) },
              { label: 'Number of payments', value: String(data.total_payments ?? 0) },
              { label: 'First payment', value: formatDate(data.first_payment_date) },
              { label: 'Last payment', value: formatDate(data.last_payment_date) },
            ].map(({ label, value }) => (
              <div key={label} className="kpi">
                <dt>{label}</dt>
                <dd className="numeric">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}

const floorText = (floor: number | string) => {
  const level = parseLevelNumber(floor);
  return level ? floorLabel(level) : String(floor);
};

const buildingText = (row: { building_name: string; building_id: number }) => row.building_name || `Building ${row.building_id}`;

const activeColumns: ReportColumn<ActiveRentRow>[] = [
  { header: 'Tenant', cell: (r) => r.tenant_name, sortValue: (r) => r.tenant_name, csv: (r) => r.tenant_name },
  { header: 'Building', cell: buildingText, sortValue: buildingText, csv: buildingText },
  { header: 'Room', cell: (r) => r.room_number, sortValue: (r) => r.room_number, csv: (r) => r.room_number },
  {
    header: 'Rent',
    cell: (r) => formatMoney(r.rent_price),
    numeric: true,
    sortValue: (r) => r.rent_price,
    csv: (r) => csvAmount(r.rent_price),
  },
  {
    header: 'Status',
    cell: (r) => {
      // a rent still to start reads "Starts dd/mm/yyyy", not Paid
      const { label, tone } = statusView(r.rent_payment_status, r.rent_start_date);
      return <StatusBadge label={label} tone={tone} />;
    },
    sortValue: (r) => r.rent_payment_status,
    csv: (r) => r.rent_payment_status,
  },
  {
    header: 'Start',
    cell: (r) => formatDate(r.rent_start_date),
    sortValue: (r) => r.rent_start_date,
    csv: (r) => csvDate(r.rent_start_date),
  },
  { header: 'End', cell: (r) => formatDate(r.rent_end_date), sortValue: (r) => r.rent_end_date, csv: (r) => csvDate(r.rent_end_date) },
];

const OWED_SINCE = 'Owed since';

const overdueColumns: ReportColumn<OverdueRow>[] = [
  { header: 'Tenant', cell: (r) => r.tenant_name, sortValue: (r) => r.tenant_name, csv: (r) => r.tenant_name },
  { header: 'Building', cell: buildingText, sortValue: buildingText, csv: buildingText },
  { header: 'Room', cell: (r) => r.room_number, sortValue: (r) => r.room_number, csv: (r) => r.room_number },
  {
    header: 'Amount Due',
    cell: (r) => formatMoney(r.amount_due),
    numeric: true,
    sortValue: (r) => r.amount_due,
    csv: (r) => csvAmount(r.amount_due),
  },
  // next_payment_date is the oldest unpaid due date: what the tenant has owed since (issue item 7)
  {
    header: OWED_SINCE,
    cell: (r) => formatDate(r.next_payment_date),
    sortValue: (r) => r.next_payment_date,
    csv: (r) => csvDate(r.next_payment_date),
  },
];

const vacantColumns: ReportColumn<VacantRoomRow>[] = [
  { header: 'Room', cell: (r) => r.room_number, sortValue: (r) => r.room_number, csv: (r) => r.room_number },
  { header: 'Floor', cell: (r) => floorText(r.floor), sortValue: (r) => r.floor, csv: (r) => floorText(r.floor) },
  { header: 'Building', cell: buildingText, sortValue: buildingText, csv: buildingText },
];

/** /reports: the HMS reports (spec §2): active rents, overdue payments, vacant rooms, revenue for the past year. */
export function RentReportsPage() {
  const everyBuilding = usePowers().wholeCompany('buildings');
  useDocumentTitle('HMS Reports');
  const active = useActiveRents();
  const overdue = useOverdueRents();
  const vacant = useVacantRooms();

  return (
    <div className="page rent-area">
      <RentToolbar />
      <header className="page-header">
        <div>
          <h1 className="page-title">HMS Reports</h1>
          <p className="page-subtitle">Rent management across all your buildings, as of today.</p>
        </div>
      </header>
      {/* revenue is company-wide money: for accounts that see every building (ROLES.md) */}
      {everyBuilding ? <RevenueSummary /> : null}
      <ReportTable
        id="active"
        title="Active Rent Report"
        description="Every rent that has not been checked out, by building and floor."
        empty="No active rents."
        state={active}
        rowKey={(row) => String(row.rent_id)}
        columns={activeColumns}
        exportRows={allActiveRents}
      />
      <ReportTable
        id="overdue"
        title="Overdue Payments Report"
        description="Rents with an earlier period not fully paid, the oldest Owed since first."
        empty="No overdue payments. Everyone is up to date."
        state={overdue}
        // the API's order: the due index is keyed by Owed since (README "Paged lists")
        initialSort={{ column: OWED_SINCE, direction: 'ascending' }}
        rowKey={(row) => String(row.rent_id)}
        columns={overdueColumns}
        exportRows={allOverdueRents}
      />
      <ReportTable
        id="vacant"
        title="Vacant Rooms Report"
        description="Rooms without a current rent, by building and floor."
        empty="No vacant rooms right now."
        state={vacant}
        rowKey={(row) => String(row.room_id)}
        columns={vacantColumns}
        exportRows={allVacantRooms}
      />
    </div>
  );
}
