import { addMonths } from '../../../../../shared/domain/dates.ts';
import { floorLabel, parseLevelNumber } from '../../../../../shared/rent/floors.ts';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState, type QueryResult } from '../../../components/ui/QueryState.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useActiveRents, useOverdueRents, useRevenueReport, useVacantRooms } from '../api/reports.ts';
import { RentToolbar } from '../components/RentToolbar.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { statusTone, todayIso } from '../status.ts';
import '../rent.css';

function ReportTable<Row>({
  id,
  title,
  description,
  empty,
  state,
  columns,
  rowKey,
}: {
  id: string;
  title: string;
  description: string;
  empty: string;
  state: QueryResult<Row[]>;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    <section className="card report-card" aria-labelledby={`${id}-title`}>
      <div className="card-header">
        <div>
          <h2 id={`${id}-title`} className="card-title">
            {title} {state.data ? <span className="count-pill">{state.data.length}</span> : null}
          </h2>
          <p className="card-subtitle">{description}</p>
        </div>
      </div>
      {/* no `empty` here: the table itself shows its empty row */}
      <QueryState query={state} errorText="This report could not be loaded.">
        {(rows) => <DataTable caption={title} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />}
      </QueryState>
    </section>
  );
}

function RevenueSummary() {
  const endDate = todayIso();
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

/** /reports: the HMS reports (spec §2): active rents, overdue payments, vacant rooms, revenue for the past year. */
export function RentReportsPage() {
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
      <RevenueSummary />
      <ReportTable
        id="active"
        title="Active Rent Report"
        description="Every rent that has not been checked out."
        empty="No active rents."
        state={active}
        rowKey={(row) => String(row.rent_id)}
        columns={[
          { header: 'Tenant', cell: (r) => r.tenant_name },
          { header: 'Room', cell: (r) => r.room_number },
          { header: 'Rent', cell: (r) => formatMoney(r.rent_price), numeric: true },
          {
            header: 'Status',
            cell: (r) => <StatusBadge label={r.rent_payment_status || 'N/A'} tone={statusTone(r.rent_payment_status)} />,
          },
          { header: 'Start', cell: (r) => formatDate(r.rent_start_date) },
          { header: 'End', cell: (r) => formatDate(r.rent_end_date) },
        ]}
      />
      <ReportTable
        id="overdue"
        title="Overdue Payments Report"
        description="Rents with an earlier period not fully paid."
        empty="No overdue payments. Everyone is up to date."
        state={overdue}
        rowKey={(row) => String(row.rent_id)}
        columns={[
          { header: 'Tenant', cell: (r) => r.tenant_name },
          { header: 'Room', cell: (r) => r.room_number },
          { header: 'Amount Due', cell: (r) => formatMoney(r.amount_due), numeric: true },
          { header: 'Next Payment Date', cell: (r) => formatDate(r.next_payment_date) },
        ]}
      />
      <ReportTable
        id="vacant"
        title="Vacant Rooms Report"
        description="Rooms without a current rent."
        empty="No vacant rooms right now."
        state={vacant}
        rowKey={(row) => String(row.room_id)}
        columns={[
          { header: 'Room', cell: (r) => r.room_number },
          { header: 'Floor', cell: (r) => floorText(r.floor) },
          { header: 'Building', cell: (r) => r.building_name || 'N/A' },
        ]}
      />
    </div>
  );
}
