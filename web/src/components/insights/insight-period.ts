/**
 * The Insights pages' period picker (INSIGHTS.md "Screens"): which months a page asks for, and which months the
 * comparison beside it asks for. Pure: the current month comes in, so the rules are testable without a clock.
 */
import { addMonths, monthCount, monthsFrom, type Month } from '../../../../shared/insights/months.ts';

export type PeriodKind = 'last12' | 'month' | 'quarter' | 'year';
export type Comparison = 'none' | 'previous' | 'lastYear';

export interface Period {
  kind: PeriodKind;
  /** The period chosen within its kind: a month 'yyyy-mm', a quarter 'yyyy-Qn' or a year 'yyyy' (ignored for last12). */
  which: string;
}

export interface MonthRange {
  from: Month;
  to: Month;
}

export const PERIOD_KINDS: readonly { value: PeriodKind; label: string }[] = [
  { value: 'last12', label: 'Last 12 months' },
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
];

export const COMPARISONS: readonly { value: Comparison; label: string }[] = [
  { value: 'none', label: 'No comparison' },
  { value: 'previous', label: 'Previous period' },
  { value: 'lastYear', label: 'Same period last year' },
];

/** How far back the pickers reach: the server keeps 24 months of history answerable in one call. */
const MONTHS_BACK = 24;
const QUARTERS_BACK = 8;
const YEARS_BACK = 3;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' → 'Mar 2026' (charts' axes and tables). */
export function monthLabel(month: Month): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** '2026-03' → 'Mar 26': the short axis label a phone-wide chart has room for. */
export function shortMonthLabel(month: Month): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
}

const quarterOf = (month: Month) => `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

/** The choices of "which one" for a kind, newest first, ending with the current month's own period. */
export function periodChoices(kind: PeriodKind, current: Month): { value: string; label: string }[] {
  if (kind === 'month') {
    return Array.from({ length: MONTHS_BACK }, (_, i) => addMonths(current, -i)).map((m) => ({ value: m, label: monthLabel(m) }));
  }
  if (kind === 'quarter') {
    const first = quarterOf(current);
    return Array.from({ length: QUARTERS_BACK }, (_, i) => {
      const q = quarterOf(addMonths(`${first.slice(0, 4)}-${String((Number(first.slice(6)) - 1) * 3 + 1).padStart(2, '0')}`, -3 * i));
      return { value: q, label: `${q.slice(5)} ${q.slice(0, 4)}` };
    });
  }
  if (kind === 'year') {
    const year = Number(current.slice(0, 4));
    return Array.from({ length: YEARS_BACK }, (_, i) => String(year - i)).map((y) => ({ value: y, label: y }));
  }
  return [];
}

/** The default choice of a kind: the period holding the current month. */
export function defaultWhich(kind: PeriodKind, current: Month): string {
  return periodChoices(kind, current)[0]?.value ?? '';
}

/** The months a period covers; a month, quarter or year not yet over ends at the current month (no empty future). */
export function periodRange(period: Period, current: Month): MonthRange {
  const clamp = (range: MonthRange): MonthRange => (monthCount(range.to, current) < 1 ? { ...range, to: current } : range);
  switch (period.kind) {
    case 'month':
      return { from: period.which, to: period.which };
    case 'quarter': {
      const first = `${period.which.slice(0, 4)}-${String((Number(period.which.slice(6)) - 1) * 3 + 1).padStart(2, '0')}`;
      return clamp({ from: first, to: addMonths(first, 2) });
    }
    case 'year':
      return clamp({ from: `${period.which}-01`, to: `${period.which}-12` });
    default:
      return { from: addMonths(current, -11), to: current };
  }
}

/**
 * The range beside it: the same number of months just before (previous period), or twelve months earlier (same
 * period last year). Month i of the comparison sits beside month i of the period in every chart and table.
 */
export function comparisonRange(range: MonthRange, comparison: Comparison): MonthRange | null {
  if (comparison === 'none') return null;
  const shift = comparison === 'lastYear' ? -12 : -monthCount(range.from, range.to);
  return { from: addMonths(range.from, shift), to: addMonths(range.to, shift) };
}

export const COMPARISON_NAMES: Record<Exclude<Comparison, 'none'>, string> = {
  previous: 'Previous period',
  lastYear: 'Same period last year',
};

/** A range as words: 'Apr 2025 to Mar 2026', or one month. */
export function rangeLabel(range: MonthRange): string {
  return range.from === range.to ? monthLabel(range.from) : `${monthLabel(range.from)} to ${monthLabel(range.to)}`;
}

/** The months of a range, oldest first. */
export const rangeMonths = (range: MonthRange): Month[] => monthsFrom(range.from, range.to);

/** 0.925 → '92.5%' (INSIGHTS.md: percentages with one decimal); null (nothing to divide by) → 'N/A'. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? 'N/A' : `${(rate * 100).toFixed(1)}%`;
}

/** Average days, one decimal; null → 'N/A'. */
export function formatDays(days: number | null | undefined): string {
  return days === null || days === undefined || !Number.isFinite(days) ? 'N/A' : `${days.toFixed(1)} days`;
}
