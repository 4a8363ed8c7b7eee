import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../../../shared/domain/format.ts';
import { balanceOf, type FinanceFilter } from '../../../../../shared/inventory/finance.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useExpensesAccount, usePayableAccount, useReceivableAccount } from '../api/finance.ts';
import { STACK_ORDER, bucketLabel, chartRows, chartTitle, colourOf, hasAnyValue, segmentDollars } from '../financial-chart.ts';
import '../finance.css';

// nivo and d3 (~60 kB gzip) load with the chart, after the cards: never with the SPA or another screen.
const FinancialChart = lazy(async () => ({ default: (await import('../components/FinancialChart.tsx')).FinancialChart }));

const CHART_HEIGHT = 320;

interface Loaded {
  isLoading: boolean;
  error?: unknown;
  mutate: () => unknown;
}

/** A card's figures, or its own loading and failure state (each call fails alone, with its spec §8 toast). */
function Figures({ query, children }: { query: Loaded; children: ReactNode }) {
  if (query.isLoading)
    return (
      <div className="fin-card-state" role="status">
        <Spinner size="sm" /> Loading...
      </div>
    );
  if (query.error)
    return (
      <div className="fin-card-state">
        <span>Could not be loaded.</span>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.mutate()}>
          Try again
        </button>
      </div>
    );
  return <dl className="fin-figures">{children}</dl>;
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'in' | 'out' | 'owed' }) {
  return (
    <div className={`fin-figure ${tone ? `fin-figure-${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd className="numeric">{formatMoney(value)}</dd>
    </div>
  );
}

const rangeText = (filter: FinanceFilter, from: string, to: string) =>
  filter === 'yearly'
    ? `${from.slice(0, 4)} · ${formatDate(from)} to ${formatDate(to)}`
    : `${bucketLabel(from.slice(0, 7))} · ${formatDate(from)} to ${formatDate(to)}`;

/**
 * /ims/financial-account (spec part 2 §2 "Financial account", §9): Monthly (default) or Yearly; Sales (Receivable,
 * Received), Purchases (Payable, Paid), Total Expenses and Balance, the spec's formula as stated; the three series
 * stacked in one bar chart, Daily Data or Monthly Data.
 */
export function FinancialAccountPage() {
  useDocumentTitle('Financial Account · Inventory');
  const [filter, setFilter] = useState<FinanceFilter>('monthly');
  const receivable = useReceivableAccount(filter);
  const payable = usePayableAccount(filter);
  const expenses = useExpensesAccount(filter);
  const r = receivable.data;
  const p = payable.data;
  const e = expenses.data;
  const range = r ?? p ?? e;
  const balance = r && p && e ? balanceOf(r.summary, p.summary, e.summary) : undefined;
  const rows = chartRows([...(r?.chart ?? []), ...(p?.chart ?? []), ...(e?.chart ?? [])]);
  const loading = receivable.isLoading || payable.isLoading || expenses.isLoading;
  const allFailed = Boolean(receivable.error && payable.error && expenses.error);
  const title = chartTitle(filter);

  return (
    <div className="page">
      <header className="page-header ims-wrap-header">
        <div>
          <h1 className="page-title">Financial Account</h1>
          <p className="page-subtitle">{range ? rangeText(filter, range.from, range.to) : 'Receivable, payable, expenses and balance.'}</p>
        </div>
        <div className="segmented" role="group" aria-label="Period">
          {(['monthly', 'yearly'] as const).map((value) => (
            <button key={value} type="button" className="segmented-option" aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {value === 'monthly' ? 'Monthly' : 'Yearly'}
            </button>
          ))}
        </div>
      </header>

      <div className="fin-cards">
        <section className="card fin-card" aria-labelledby="fin-sales">
          <h2 className="fin-card-title" id="fin-sales">
            Sales
          </h2>
          <Figures query={receivable}>
            {r ? (
              <>
                <Figure label="Receivable" value={r.summary.pending_receivable} tone="owed" />
                <Figure label="Received" value={r.summary.paid_receivable} tone="in" />
              </>
            ) : null}
          </Figures>
        </section>
        <section className="card fin-card" aria-labelledby="fin-purchases">
          <h2 className="fin-card-title" id="fin-purchases">
            Purchases
          </h2>
          <Figures query={payable}>
            {p ? (
              <>
                <Figure label="Payable" value={p.summary.pending_payable} tone="owed" />
                <Figure label="Paid" value={p.summary.paid_payable} tone="out" />
              </>
            ) : null}
          </Figures>
        </section>
        <section className="card fin-card" aria-labelledby="fin-expenses">
          <h2 className="fin-card-title" id="fin-expenses">
            Total Expenses
          </h2>
          <Figures query={expenses}>{e ? <Figure label="Expenses" value={e.summary.total_expenses} tone="out" /> : null}</Figures>
        </section>
        <section className="card fin-card fin-card-balance" aria-labelledby="fin-balance">
          <h2 className="fin-card-title" id="fin-balance">
            Balance
          </h2>
          {balance === undefined ? (
            <p className="fin-card-state">{loading ? 'Loading...' : 'Needs all three figures.'}</p>
          ) : (
            <p className={`fin-balance numeric ${balance < 0 ? 'is-negative' : ''}`} aria-describedby="fin-balance-formula">
              {formatMoney(balance)}
            </p>
          )}
          <p className="fin-formula" id="fin-balance-formula">
            (Received − Receivable) − (Paid + Payable) − Expenses
          </p>
        </section>
      </div>

      <section className="card fin-chart" aria-labelledby="fin-chart-title">
        <div className="fin-chart-head">
          <h2 className="card-title" id="fin-chart-title">
            {title}
          </h2>
          <ul className="fin-legend" aria-label="Series">
            {STACK_ORDER.map((label) => (
              <li key={label}>
                <span className="fin-swatch" style={{ background: colourOf(label) }} aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        {loading ? (
          <div className="fin-chart-placeholder" style={{ height: CHART_HEIGHT }} role="status">
            <Spinner /> Loading...
          </div>
        ) : allFailed ? (
          <p className="fin-chart-placeholder" style={{ height: CHART_HEIGHT }}>
            The figures could not be loaded.
          </p>
        ) : !hasAnyValue(rows) ? (
          <p className="fin-chart-placeholder" style={{ height: CHART_HEIGHT }}>
            Nothing received, owed, paid or spent in this {filter === 'yearly' ? 'year' : 'month'} yet.
          </p>
        ) : (
          <>
            <Suspense
              fallback={
                <div className="fin-chart-placeholder" style={{ height: CHART_HEIGHT }} role="status">
                  <Spinner /> Loading the chart...
                </div>
              }
            >
              <FinancialChart rows={rows} filter={filter} height={CHART_HEIGHT} />
            </Suspense>
            <details className="fin-table">
              <summary>{title} as a table</summary>
              {/* focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className="table-wrap" tabIndex={0} role="region" aria-label={`${title} as a table`}>
                <table className="table">
                  <caption className="visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{filter === 'yearly' ? 'Month' : 'Day'}</th>
                      {STACK_ORDER.map((label) => (
                        <th key={label} scope="col" className="align-end">
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows
                      .filter((row) => STACK_ORDER.some((label) => row[label] !== 0))
                      .map((row) => (
                        <tr key={row.x}>
                          <th scope="row">{bucketLabel(row.x)}</th>
                          {STACK_ORDER.map((label) => (
                            <td key={label} className="align-end numeric">
                              {segmentDollars(row[label])}
                            </td>
                          ))}
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </section>
    </div>
  );
}
