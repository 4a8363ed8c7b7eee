import type { ReactNode } from 'react';
import { addMonths } from '../../../../../shared/domain/dates.ts';
import { floorLabel, parseLevelNumber } from '../../../../../shared/domain/floors.ts';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useActiveRents, useOverdueRents, useRevenueReport, useVacantRooms } from '../api/rent-calls.ts';
import { RentToolbar } from '../components/RentToolbar.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { statusTone, todayIso } from '../status.ts';
import '../rent.css';

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

function ReportTable<Row>({ id, title, description, empty, state, columns, rowKey }: {
  id: string;
  title: string;
  description: string;
  empty: string;
  state: { data?: Row[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  columns: Column<Row>[];
  rowKey: (row: Row, index: number) => string;
}) {
  const rows = state.data ?? [];
  return (
    <section className="card report-card" aria-labelledby={`${id}-title`}>
      <div className="card-header">
        <div>
          <h2 id={`${id}-title`} className="card-title">
            {title} {state.data ? <span className="count-pill">{rows.length}</span> : null}
          </h2>
          <p className="card-subtitle">{description}</p>
        </div>
      </div>
      {state.isLoading ? (
        <div className="card-loading" role="status">
          <Spinner /> <span>Loading...</span>
        </div>
      ) : state.error ? (
        <div className="inline-error">
          <p>This report could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void state.mutate()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={c.numeric ? 'align-end' : undefined}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length}>
                    <div className="table-empty">{empty}</div>
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => (
                  <tr key={rowKey(row, index)}>
                    {columns.map((c) => (
                      <td key={c.header} className={c.numeric ? 'align-end numeric' : undefined}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function RevenueSummary() {
  const endDate = todayIso();
  const startDate = addMonths(endDate, -12);
  const { data, error, isLoading, mutate } = useRevenueReport(startDate, endDate);
  const figures = [
    { label: 'Total revenue', value: formatMoney(data?.total_revenue) },
    { label: 'Number of payments', value: String(data?.total_payments ?? 0) },
    { label: 'First payment', value: formatDate(data?.first_payment_date) },
    { label: 'Last payment', value: formatDate(data?.last_payment_date) },
  ];
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
      {isLoading ? (
        <div className="card-loading" role="status">
          <Spinner /> <span>Loading...</span>
        </div>
      ) : error ? (
        <div className="inline-error">
          <p>The revenue summary could not be loaded.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : !data || Number(data.total_payments) === 0 ? (
        <div className="table-empty">No payments were recorded in the past 12 months.</div>
      ) : (
        <dl className="kpi-grid">
          {figures.map(({ label, value }) => (
            <div key={label} className="kpi">
              <dt>{label}</dt>
              <dd className="numeric">{value}</dd>
            </div>
          ))}
        </dl>
      )}
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
          { header: 'Status', cell: (r) => <StatusBadge label={r.rent_payment_status || 'N/A'} tone={statusTone(r.rent_payment_status)} /> },
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
