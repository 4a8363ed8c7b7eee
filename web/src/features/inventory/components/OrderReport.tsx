import { useState, type FormEvent, type Key } from 'react';
import { isoDateOf } from '../../../../../shared/domain/dates.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import type { DataTableColumn } from '../../../components/ui/DataTable.tsx';
import { DateField } from '../../../components/ui/DateField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { callAllPages, type PagedInput, type PagedRoute, type RowOf } from '../../../lib/api-pages.ts';
import { usePagedQuery } from '../../../lib/api-query.ts';
import type { CsvValue } from '../../../lib/csv.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { reportFilter, type ReportDraft } from '../order-report.ts';
import { useAllPages } from '../use-all-pages.ts';
import { OrderTable } from './OrderTable.tsx';

export type ReportColumn<Row> = DataTableColumn<Row> & { csv: (row: Row) => CsvValue };

interface ReportProps<R extends PagedRoute> {
  /** "Purchase Report" (the heading, the document title and the CSV file's name). */
  title: string;
  subtitle: string;
  /** The order list route, filtered on the server by from, to and the party. */
  route: R;
  columns: readonly ReportColumn<RowOf<R>>[];
  rowKey: (row: RowOf<R>) => Key;
  /** "Supplier" or "Customer", and the list query's name for it. */
  partyLabel: string;
  partyKey: string;
  /** The supplier or customer picker's options (every page). */
  parties: { data: { id: string; name: string }[] | undefined; hasMore: boolean; loadingMore: boolean; loadMore: () => void };
  caption: string;
  empty: string;
}

const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** An order report (spec §2 Reports): start date, end date and supplier/customer filters applied on the server; CSV export. */
export function OrderReport<R extends PagedRoute>(props: ReportProps<R>) {
  const { title, subtitle, route, columns, rowKey, partyLabel, partyKey, parties, caption, empty } = props;
  useDocumentTitle(`${title} · Inventory`);
  useAllPages(parties);
  const today = isoDateOf(new Date());
  const [draft, setDraft] = useState<ReportDraft>({ from: monthStart(today), to: today, partyId: '' });
  const [applied, setApplied] = useState<Record<string, string>>({ from: monthStart(today), to: today });
  const [problem, setProblem] = useState<string | null>(null);
  const input = { query: { ...applied } } as unknown as PagedInput<R>;
  const orders = usePagedQuery(route, input, { limit: 50 });

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = reportFilter(draft, partyKey);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    setApplied(checked.value as Record<string, string>);
  }

  function clear() {
    setDraft({ from: '', to: '', partyId: '' });
    setProblem(null);
    setApplied({});
  }

  const rows = orders.data ?? [];
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
        <ExportCsvButton
          title={title}
          columns={columns.map((c) => ({ header: c.header, value: c.csv }))}
          load={(onPage) => callAllPages(route, input, { onPage })}
        />
      </header>

      <form className="card po-filters po-report-filters" onSubmit={apply} aria-label="Report filters" noValidate>
        <DateField label="Start Date" name="from" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        <DateField label="End Date" name="to" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        <SelectField
          label={partyLabel}
          value={draft.partyId}
          onChange={(partyId) => setDraft((d) => ({ ...d, partyId }))}
          placeholder={`All ${partyLabel}s`}
          options={(parties.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <div className="po-filter-actions">
          <button type="submit" className="btn btn-primary">
            Apply Filters
          </button>
          <button type="button" className="btn btn-secondary" onClick={clear}>
            Clear
          </button>
        </div>
        {problem ? (
          <p className="form-error po-filter-message" role="alert">
            {problem}
          </p>
        ) : null}
      </form>

      <section className="card" aria-labelledby="order-report-title">
        <h2 id="order-report-title" className="card-title">
          Orders{' '}
          {orders.data ? (
            <span className="muted">
              ({rows.length}
              {orders.hasMore ? '+' : ''})
            </span>
          ) : null}
        </h2>
        {orders.isLoading ? (
          <p className="muted" role="status">
            Loading orders...
          </p>
        ) : orders.error ? (
          <div className="inline-error">
            <p>An error occurred</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void orders.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <div className="po-report-table">
            <OrderTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
          </div>
        )}
        {orders.hasMore ? (
          <div className="po-more">
            <button type="button" className="btn btn-secondary btn-sm" onClick={orders.loadMore} disabled={orders.loadingMore}>
              {orders.loadingMore ? 'Loading more...' : 'Load more'}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
