/**
 * One Insights chart as a card (INSIGHTS.md "Screens"): its title, a Chart | Table toggle, Export CSV, and the chart
 * or its table. The table and the CSV are made from the same columns, so what a screen reader reads, what the file
 * holds and what the chart draws are the same figures.
 */
import { Link } from 'react-router-dom';
import { useId, useState, type Key, type ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../../shared/domain/format.ts';
import { csvAmount, csvDate, type CsvColumn, type CsvValue } from '../../lib/csv.ts';
import { ExportCsvButton } from '../ExportCsvButton.tsx';
import { DataTable, type DataTableColumn } from '../ui/DataTable.tsx';
import { formatRate, monthLabel } from './insight-period.ts';
import styles from './InsightCard.module.css';

export type CellFormat = 'money' | 'rate' | 'count' | 'days' | 'text' | 'date' | 'month';

export interface InsightColumn<Row> {
  header: string;
  format: CellFormat;
  value: (row: Row) => string | number | null | undefined;
  /** What the screen shows instead of the formatted value (a link to the unit); the CSV keeps the value. */
  cell?: (row: Row) => ReactNode;
}

const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as the screen shows it: money with the shared formatter, rates with one decimal. */
export function formatCell(format: CellFormat, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return format === 'text' ? '' : 'N/A';
  switch (format) {
    case 'money':
      return formatMoney(Number(value));
    case 'rate':
      return formatRate(Number(value));
    case 'count':
      return counts.format(Number(value));
    case 'days':
      return Number(value).toFixed(1);
    case 'date':
      return formatDate(String(value));
    case 'month':
      return monthLabel(String(value));
    default:
      return String(value);
  }
}

/** A value as the CSV holds it: amounts as plain decimals, rates as "92.5%", months as yyyy-mm, dates dd/mm/yyyy. */
export function csvCell(format: CellFormat, value: string | number | null | undefined): CsvValue {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'money':
      return csvAmount(Number(value));
    case 'rate':
      return Number.isFinite(Number(value)) ? `${(Number(value) * 100).toFixed(1)}%` : '';
    case 'days':
      return Number(value).toFixed(1);
    case 'date':
      return csvDate(String(value));
    default:
      return value;
  }
}

export const csvColumnsOf = <Row,>(columns: readonly InsightColumn<Row>[]): CsvColumn<Row>[] =>
  columns.map((c) => ({ header: c.header, value: (row: Row) => csvCell(c.format, c.value(row)) }));

const NUMERIC: readonly CellFormat[] = ['money', 'rate', 'count', 'days'];

export const tableColumnsOf = <Row,>(columns: readonly InsightColumn<Row>[]): DataTableColumn<Row>[] =>
  columns.map((c) => ({
    header: c.header,
    numeric: NUMERIC.includes(c.format),
    cell: (row: Row) => c.cell?.(row) ?? formatCell(c.format, c.value(row)),
    sortValue: (row: Row) => c.value(row),
  }));

export interface InsightCardProps<Row> {
  title: string;
  subtitle?: ReactNode;
  /** The nivo chart; without one (a plain list) the card is its table. */
  chart?: ReactNode;
  columns: readonly InsightColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  empty: string;
  /** Under the table: a capped list's "more in the full report" link. */
  note?: ReactNode;
  /** Spans both columns of the page's grid (a wide table). */
  wide?: boolean;
}

export function InsightCard<Row>({ title, subtitle, chart, columns, rows, rowKey, empty, note, wide }: InsightCardProps<Row>) {
  const [view, setView] = useState<'chart' | 'table'>(chart ? 'chart' : 'table');
  const titleId = useId();
  const showChart = Boolean(chart) && view === 'chart' && rows.length > 0;
  return (
    <section className={`card ${styles.card}${wide ? ` ${styles.wide}` : ''}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h2 className="card-title" id={titleId}>
            {title}
          </h2>
          {subtitle ? <p className="card-subtitle">{subtitle}</p> : null}
        </div>
        <div className={styles.actions}>
          {chart ? (
            <div className={`segmented ${styles.toggle}`} role="group" aria-label={`${title}: show as`}>
              {(['chart', 'table'] as const).map((v) => (
                <button key={v} type="button" className="segmented-option" aria-pressed={view === v} onClick={() => setView(v)}>
                  {v === 'chart' ? 'Chart' : 'Table'}
                </button>
              ))}
            </div>
          ) : null}
          <ExportCsvButton title={title} size="sm" columns={csvColumnsOf(columns)} load={async () => rows} />
        </div>
      </div>
      {showChart ? (
        chart
      ) : (
        <DataTable caption={title} columns={tableColumnsOf(columns)} rows={rows} rowKey={rowKey} empty={empty} stackOnPhones />
      )}
      {note ? <div className={styles.note}>{note}</div> : null}
    </section>
  );
}

/** The page's cards: two columns on a wide screen, one on a tablet or phone. */
export function InsightGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.grid} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** "Showing the first 50 …" under a capped list, linking to the app's reports, where the full list is. */
export function MoreNote({ more, what, reports }: { more: boolean; what: string; reports: string }) {
  if (!more) return null;
  return (
    <p>
      Showing the first 50 {what}. The full list is in <Link to={reports}>Reports</Link>.
    </p>
  );
}
