/**
 * The financial account's chart, as data (spec part 2 §2 "Financial account", §9 chart units; INVENTORY.md
 * "Expenses and the financial account"): the three responses' series stacked into one row per bucket, one fixed
 * colour per label, and the axes' wording. Pure, so it is tested in node; the nivo component only draws it.
 */
import { formatDate, formatMoney } from '../../../../shared/domain/format.ts';
import type { ChartLabel, ChartSeries, FinanceFilter } from '../../../../shared/inventory/finance.ts';

/** Stack order, bottom first: what came in, what is still to come in, what went out, still to go out, expenses. */
export const STACK_ORDER: readonly ChartLabel[] = ['Received', 'Receivable', 'Paid', 'Payable', 'Expenses'];

/**
 * One colour per label, whatever the range or which series loaded: money in in teal (dark = received,
 * light = still owed to us), money out to suppliers in indigo (dark = paid, light = owed), expenses in amber.
 * Light and dark of a pair are far apart in lightness, so neighbouring segments stay apart without colour vision.
 */
export const SERIES_COLOURS: Readonly<Record<ChartLabel, string>> = {
  Received: '#0f766e',
  Receivable: '#5eead4',
  Paid: '#4338ca',
  Payable: '#a5b4fc',
  Expenses: '#d97706',
};

export const colourOf = (label: ChartLabel): string => SERIES_COLOURS[label];

/** One bar: its bucket (yyyy-mm-dd or yyyy-mm) and a dollar figure per label. */
export type ChartRow = { x: string } & Record<ChartLabel, number>;

/**
 * The series of the three calls (each `{ label, data: [{ x, y }] }`) as one row per bucket, in bucket order; a
 * label whose call has not answered (or failed) is 0 in every row, so the other series still draw.
 */
export function chartRows(series: readonly ChartSeries[]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const s of series) {
    if (!STACK_ORDER.includes(s.label as ChartLabel)) continue;
    for (const point of s.data) {
      let row = rows.get(point.x);
      if (!row) rows.set(point.x, (row = { x: point.x, Received: 0, Receivable: 0, Paid: 0, Payable: 0, Expenses: 0 }));
      row[s.label as ChartLabel] += point.y;
    }
  }
  return [...rows.values()].sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0));
}

/** What nivo draws: each row without its zero segments (a key left out is no bar, so no empty rect or tooltip). */
export function barData(rows: readonly ChartRow[]): Record<string, string | number>[] {
  return rows.map((row) => {
    const bar: Record<string, string | number> = { x: row.x };
    for (const label of STACK_ORDER) if (row[label] !== 0) bar[label] = row[label];
    return bar;
  });
}

/** Whether any bar has height (an empty month shows a note instead of a flat chart). */
export const hasAnyValue = (rows: readonly ChartRow[]): boolean => rows.some((r) => STACK_ORDER.some((l) => r[l] !== 0));

/** The chart's title (spec §2): Daily Data for a month, Monthly Data for a year. */
export const chartTitle = (filter: FinanceFilter): string => (filter === 'yearly' ? 'Monthly Data' : 'Daily Data');

const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The x axis under a bar: the day of the month ('2026-11-05' → '5') or the month ('2026-11' → 'Nov'). */
export function tickLabel(x: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(x)) return String(Number(x.slice(8)));
  if (/^\d{4}-\d{2}$/.test(x)) return monthShort.format(new Date(`${x}-01T00:00:00Z`));
  return x;
}

/** A bucket in full, for the tooltip: '05/11/2026' (en-GB) or 'November 2026'. */
export function bucketLabel(x: string): string {
  if (/^\d{4}-\d{2}$/.test(x)) return monthLong.format(new Date(`${x}-01T00:00:00Z`));
  return formatDate(x);
}

/** Room one x label needs, in px, gap included: a day number ('31') or a 3-letter month ('Sep'), at 11 px. */
export const TICK_ROOM_PX = { day: 24, month: 34 } as const;

/**
 * The buckets that get an x label so labels never touch: all of them when they fit in `width` px, else every
 * n-th from the first (days 1, 5, 9, … of a month at phone width). Every bar is still drawn.
 */
export function tickValues(xs: readonly string[], width: number): string[] {
  if (xs.length === 0) return [];
  const room = xs[0].length === 7 ? TICK_ROOM_PX.month : TICK_ROOM_PX.day;
  const fits = Math.max(1, Math.floor(width / room));
  const step = Math.ceil(xs.length / fits);
  return xs.filter((_, i) => i % step === 0);
}

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** The y axis in dollars, short: $0, $950, $1.2K, $35K, $1.5M. */
export const axisDollars = (value: number): string => compactDollars.format(value);

/** A segment's figure in the tooltip and the table: $1,234.50. */
export const segmentDollars = (value: number): string => formatMoney(value);
