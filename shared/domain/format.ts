import { isIsoDate } from './dates.ts';

/** Display formatting, once: USD with $ and thousands separators, percentages with 2 decimals, en-GB dates. */

/**
 * A formatter made on first use, then kept: an Intl formatter made when the module loads costs every importer (a
 * Lambda handler that only formats in one path) ~20 ms of cold start (bench: the order handlers' import went 1.2× →
 * 1.9× the baseline when this module joined their bundles with its formatters made eagerly). Marked free of side
 * effects so that a formatter nobody in a bundle uses is dropped with its `lazy(…)` call (the Lambda size budget).
 */
/* @__NO_SIDE_EFFECTS__ */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usd = lazy(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 123450 cents → "$1,234.50"; negatives as "-$12.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${usd().format(Math.abs(cents) / 100)}`;
}

/** 1234.5 → "$1,234.50" (the API speaks decimal numbers with 2 places). */
export function formatMoney(amount: number | null | undefined): string {
  return formatCents(Math.round((amount ?? 0) * 100));
}

/** 12.3456 → "12.35%". */
export function formatPercent(value: number | null | undefined): string {
  const v = Number.isFinite(value) ? (value as number) : 0;
  return `${v.toFixed(2)}%`;
}

const dateFormat = lazy(() => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }));
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** en-GB day, month, year, hours and minutes in `timeZone` (the viewer's own when undefined), made once per zone. */
function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** "2026-03-05" or an ISO timestamp → "05/03/2026"; empty or invalid → "N/A". */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A calendar date: no rolling 30 February into March.
    return isIsoDate(value) ? dateFormat().format(new Date(`${value}T00:00:00Z`)) : 'N/A';
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? 'N/A' : dateFormat().format(d);
}

/** A range of calendar dates: "01/12/2026 to 07/12/2026", and one date when it is one day ("01/12/2026"). */
export function formatDateRange(from: string, to: string, separator = ' to '): string {
  return from === to ? formatDate(from) : `${formatDate(from)}${separator}${formatDate(to)}`;
}

/**
 * A timestamp with time of day, en-GB ("05/03/2026, 14:07"), in `timeZone` (an IANA zone: the company's, for the
 * audit trail) or else the viewer's; an unknown zone reads as the viewer's.
 */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'N/A';
  try {
    return dateTimeFormat(timeZone).format(d);
  } catch {
    return dateTimeFormat(undefined).format(d); // RangeError: a zone this runtime does not know
  }
}

const count = lazy(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));

/** A count with its unit, singular for exactly one: (1, 'Month') → "1 Month", (2, 'Week') → "2 Weeks". */
export function plural(n: number, unit: string, many = `${unit}s`): string {
  return `${count().format(n)} ${Math.abs(n) === 1 ? unit : many}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month 'yyyy-mm' as people read it, in en-GB: '2026-11' → 'November 2026' (statements, invoice pickers). */
export const monthLabel = (month: string): string => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
