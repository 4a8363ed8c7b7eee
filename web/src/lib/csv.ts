/**
 * CSV export (RFC 4180): a header row, then one record per row; every field quoted (a quote inside is
 * doubled), records ended by CRLF. Dates en-GB (dd/mm/yyyy) and amounts as plain decimals (1200.00), so a
 * spreadsheet reads them as the screen shows them. Text that a spreadsheet would run as a formula is kept
 * text with a leading apostrophe (OWASP "CSV injection").
 */
import { csvRecord, type CsvValue } from '../../../shared/csv.ts';
import { isIsoDate } from '../../../shared/domain/dates.ts';
import { formatDate } from '../../../shared/domain/format.ts';

export type { CsvValue };

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return [csvRecord(columns.map((c) => c.header)), ...rows.map((row) => csvRecord(columns.map((c) => c.value(row))))].join('');
}

/** 1234.5 → "1234.50": no currency sign, no thousands separator; empty when absent. */
export function csvAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  // via integer cents, half away from zero, so 1.005 is 1.01 as on the screen
  const cents = Math.round(Math.abs(amount) * 100 + 1e-9) * Math.sign(amount);
  return (cents / 100).toFixed(2);
}

/** "2026-03-05" → "05/03/2026"; empty when absent or not a calendar date. */
export function csvDate(date: string | null | undefined): string {
  return date && isIsoDate(date) ? formatDate(date) : '';
}

/** "Active Rent Report", 2026-11-22 → "active-rent-report-2026-11-22.csv". */
export function csvFileName(title: string, today: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug}-${today}.csv`;
}

/** Saves the text as a file (a UTF-8 BOM first, so spreadsheet programs read accents and symbols right). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // let the browser start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
