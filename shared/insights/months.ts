/**
 * Calendar months as 'yyyy-mm' (INSIGHTS.md): the unit every insight is kept and read in. Pure, no clock.
 */
import { daysInMonth, type IsoDate } from '../domain/dates.ts';

export type Month = string;

/** The most months one insights request may cover (INSIGHTS.md "at most 24 months"). */
export const MAX_INSIGHT_MONTHS = 24;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is Month => typeof value === 'string' && MONTH.test(value);

/** The month of a 'yyyy-mm-dd' date (or of an ISO timestamp: its first 7 characters are its UTC month). */
export const monthOf = (date: IsoDate): Month => date.slice(0, 7);

const parts = (month: Month) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) });

/** The month `n` months after `month` (n may be negative): addMonths('2024-01', -1) = '2023-12'. */
export function addMonths(month: Month, n: number): Month {
  const { year, month: m } = parts(month);
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted: monthCount('2024-01', '2024-03') = 3 (0 or less when `to` < `from`). */
export function monthCount(from: Month, to: Month): number {
  const a = parts(from);
  const b = parts(to);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/** Every month from `from` to `to`, both included, oldest first. */
export function monthsFrom(from: Month, to: Month): Month[] {
  const n = monthCount(from, to);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addMonths(from, i));
}

export const daysOfMonth = (month: Month): number => {
  const { year, month: m } = parts(month);
  return daysInMonth(year, m);
};

export const firstDayOf = (month: Month): IsoDate => `${month}-01`;
export const lastDayOf = (month: Month): IsoDate => `${month}-${String(daysOfMonth(month)).padStart(2, '0')}`;

/** Days from `date` to the end of its month, `date` included: '2024-02-10' → 20 (a leap February). */
export const daysLeftInMonth = (date: IsoDate): number => daysOfMonth(monthOf(date)) - Number(date.slice(8, 10)) + 1;

// built in a pure call, so a bundle that names no message (the write hooks' month helpers) drops them
export const INSIGHT_RANGE_MESSAGES = /* @__PURE__ */ (() =>
  ({
    from: 'From must be a month written yyyy-mm',
    to: 'To must be a month written yyyy-mm',
    order: 'To must not be before From',
    tooLong: `A range may cover at most ${MAX_INSIGHT_MONTHS} months`,
  }) as const)();

/** What is wrong with a requested range, or null when it can be answered. */
export function rangeProblem(from: unknown, to: unknown): string | null {
  if (!isMonth(from)) return INSIGHT_RANGE_MESSAGES.from;
  if (!isMonth(to)) return INSIGHT_RANGE_MESSAGES.to;
  const n = monthCount(from, to);
  if (n < 1) return INSIGHT_RANGE_MESSAGES.order;
  if (n > MAX_INSIGHT_MONTHS) return INSIGHT_RANGE_MESSAGES.tooLong;
  return null;
}
