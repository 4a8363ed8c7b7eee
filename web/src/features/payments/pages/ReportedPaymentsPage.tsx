import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import type { ReportedPayment, ReportedStatus } from '../../../../../shared/portal/types.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { QueryState } from '../../../components/ui/QueryState.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReportedPayments } from '../api/reported-payments.ts';
import { ConfirmReportedDialog, DeclineReportedDialog } from '../components/DecisionDialogs.tsx';
import { emptyText, personHref, recordHref, REPORTED_TABS, reportedStatusOf, reportedWhen, statusLabel } from '../reported.ts';
import '../reported-payments.css';

function StatusCell({ row }: { row: ReportedPayment }) {
  return (
    <div className="reported-status">
      <span className={`reported-badge reported-badge-${row.status}`}>{statusLabel(row.status)}</span>
      {row.decidedAt ? (
        <span className="reported-decision">
          {row.decidedBy ? `by ${row.decidedBy}, ` : ''}
          {formatDate(row.decidedAt)}
        </span>
      ) : null}
      {row.status === 'declined' && row.reason ? <span className="reported-reason">{row.reason}</span> : null}
    </div>
  );
}

function columnsFor(
  status: ReportedStatus,
  decide: (row: ReportedPayment, decision: 'confirm' | 'decline') => void,
): DataTableColumn<ReportedPayment>[] {
  const columns: DataTableColumn<ReportedPayment>[] = [
    {
      header: 'Reported',
      cell: (r) => {
        const when = reportedWhen(r.reportedAt);
        return (
          <span className="reported-when">
            {when.day} <span className="reported-time">{when.time}</span>
          </span>
        );
      },
      sortValue: (r) => r.reportedAt,
    },
    {
      header: 'Person',
      cell: (r) => <Link to={personHref(r)}>{r.personName}</Link>,
      sortValue: (r) => r.personName,
    },
    {
      header: 'For',
      cell: (r) => {
        const href = recordHref(r);
        return href ? (
          <Link to={href} className="reported-order">
            {r.what}
          </Link>
        ) : (
          r.what
        );
      },
      sortValue: (r) => r.what,
    },
    { header: 'Amount', numeric: true, cell: (r) => formatMoney(r.amount), sortValue: (r) => r.amount },
    { header: 'Paid on', cell: (r) => formatDate(r.date), sortValue: (r) => r.date },
    { header: 'Method', cell: (r) => r.method, sortValue: (r) => r.method },
    { header: 'Reference', cell: (r) => <span className="reported-reference">{r.reference}</span>, sortValue: (r) => r.reference },
    { header: 'Status', cell: (r) => <StatusCell row={r} /> },
  ];
  if (status !== 'reported') return columns;
  return [
    ...columns,
    {
      header: 'Actions',
      align: 'end',
      cell: (r) =>
        r.status === 'reported' ? (
          <div className="reported-actions">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => decide(r, 'confirm')}>
              Confirm
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => decide(r, 'decline')}>
              Decline
            </button>
          </div>
        ) : null,
    },
  ];
}

/**
 * /hms/reported-payments and /ims/reported-payments (PORTAL.md "The company's side"): the payments tenants and
 * customers reported through the portal, of the kinds the account may decide (the list answers only those), one
 * status at a time (kept in the address), newest first, in pages. A reported one is confirmed (recorded as a payment)
 * or declined with a reason; the person is emailed either way.
 */
export function ReportedPaymentsPage() {
  useDocumentTitle('Reported payments');
  const [params, setParams] = useSearchParams();
  const status = reportedStatusOf(params.get('status'));
  const payments = useReportedPayments(status);
  const [deciding, setDeciding] = useState<{ row: ReportedPayment; decision: 'confirm' | 'decline' } | null>(null);
  const headingId = useId();

  const show = (next: ReportedStatus) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'reported') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );

  const columns = columnsFor(status, (row, decision) => setDeciding({ row, decision }));

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">Reported payments</h1>
          <p className="page-subtitle">
            Payments tenants and customers say they made, reported through the portal. None is money until you confirm it.
          </p>
        </div>
      </header>
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId} className="card-title">
          {statusLabel(status)}{' '}
          {payments.data ? <span className="reported-count">{`${payments.data.length}${payments.hasMore ? '+' : ''}`}</span> : null}
        </h2>
        <div className="segmented reported-tabs" role="group" aria-label="Show payments">
          {REPORTED_TABS.map((tab) => (
            <button
              key={tab.status}
              type="button"
              className="segmented-option"
              aria-pressed={status === tab.status}
              onClick={() => show(tab.status)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div className="reported-list">
          <QueryState query={payments} errorText="Reported payments could not be loaded.">
            {(rows) => (
              <DataTable
                caption={`${statusLabel(status)} payments`}
                columns={columns}
                rows={rows}
                rowKey={(r) => r.id}
                empty={emptyText(status)}
                hasMore={payments.hasMore}
                onLoadMore={payments.loadMore}
                loadingMore={payments.loadingMore}
                stackOnPhones
              />
            )}
          </QueryState>
        </div>
      </section>
      <ConfirmReportedDialog payment={deciding?.decision === 'confirm' ? deciding.row : null} onClose={() => setDeciding(null)} />
      <DeclineReportedDialog payment={deciding?.decision === 'decline' ? deciding.row : null} onClose={() => setDeciding(null)} />
    </div>
  );
}
