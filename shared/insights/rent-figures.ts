/**
 * The rent area's monthly figures (INSIGHTS.md), one item per building and month (kind B, subject = the building
 * number) and per tenant and month (kind T, subject = the tenant id), every amount in integer cents:
 *
 * Levels (a change from a date on: `levelChangeAt`), each with its `…Adj` for the part of the month of the change:
 * - `rooms` / `roomDaysAdj`: rooms that exist (from the earlier of their creation and their first rent's start);
 * - `occupied` / `occupiedDaysAdj`: rooms a rent occupies, from its start date up to (not including) its checkout date;
 * - `billDaily`, `billWeekly0`…`billWeekly6` (by the weekday, 0 = Sunday, its periods start on), `billMonthly` /
 *   `billedAdj`: the price of the periods that start each day, week or month (rent_end_date does not stop them, a
 *   checkout does: the periods owed as of the checkout date are billed, none after);
 * - `vacancyRate` / `vacancyAdj`: Σ the yearly rent (price × 365, 52 or 12) of vacant rooms at their last rent.
 * Events of the month:
 * - `collected`: what payments paid of the periods due (starting) that month, the oldest periods paid first;
 * - `income`: payments dated that month (a void takes it back from the payment's month);
 * - `feesBilled`, `feesWaived`, `feesCollected`: late fees posted (by their posting date), waived (by the posting date
 *   of the fee waived) and paid (what payments paid of fees: payments pay every period owed first) that month;
 * - `payDays` / `payPeriods`: for periods due that month and paid in full, Σ days from the due date to the payment
 *   that completed them (0 when paid ahead) and how many (by building, and on the tenant's item);
 * - `maintenance`: maintenance cost, by the month of the request's cost date.
 * Open maintenance requests by priority, a level by the month each was reported (`openLow`, `openNormal`, `openHigh`,
 * `openUrgent`): +1 when a request is opened, −1 when it is closed, so a month's own figure is how many of its requests
 * are still open, and the level item how many are open in all.
 */
import { parseIsoDate, type IsoDate } from '../domain/dates.ts';
import type { Figures } from './levels.ts';
import { daysLeftInMonth, daysOfMonth, monthOf, type Month } from './months.ts';

export const WEEKDAY_FIGURES = [
  'billWeekly0',
  'billWeekly1',
  'billWeekly2',
  'billWeekly3',
  'billWeekly4',
  'billWeekly5',
  'billWeekly6',
] as const;

/** Every level figure of the rent area and the adjustment figure its month carries. */
export const RENT_LEVELS = {
  rooms: 'roomDaysAdj',
  occupied: 'occupiedDaysAdj',
  billDaily: 'billedAdj',
  billWeekly0: 'billedAdj',
  billWeekly1: 'billedAdj',
  billWeekly2: 'billedAdj',
  billWeekly3: 'billedAdj',
  billWeekly4: 'billedAdj',
  billWeekly5: 'billedAdj',
  billWeekly6: 'billedAdj',
  billMonthly: 'billedAdj',
  vacancyRate: 'vacancyAdj',
} as const;
export type RentLevel = keyof typeof RENT_LEVELS;
export const RENT_LEVEL_NAMES = /* @__PURE__ */ Object.keys(RENT_LEVELS) as RentLevel[];

export const OPEN_REQUEST_FIGURES = ['openLow', 'openNormal', 'openHigh', 'openUrgent'] as const;
/** The level figure of open requests of a priority ('Low' → openLow). */
export const openRequestsFigure = (priority: string) => `open${priority}`;

/** The weekday of a date, 0 = Sunday (UTC calendar). */
export function weekdayOf(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** How many days of `month` fall on `weekday` from `fromDay` (1-based) to the month's end. */
export function weekdaysInMonth(month: Month, weekday: number, fromDay = 1): number {
  const first = weekdayOf(`${month}-${String(fromDay).padStart(2, '0')}`);
  const days = daysOfMonth(month) - fromDay + 1;
  const offset = (weekday - first + 7) % 7;
  return offset >= days ? 0 : Math.floor((days - offset - 1) / 7) + 1;
}

/** How many units of a level a month holds per unit of the level: days for daily figures, weekdays for weekly, 1 a month. */
function unitsFrom(level: RentLevel, date: IsoDate): number {
  const month = monthOf(date);
  const day = Number(date.slice(8, 10));
  if (level === 'billMonthly') return 1;
  if (level.startsWith('billWeekly')) return weekdaysInMonth(month, Number(level.slice(-1)), day);
  return daysLeftInMonth(date);
}

/**
 * The move of levels changed from `date` on (a room added, a rent starting, a checkout: negative): the month of the
 * date gets the level change and, as its adjustment, the change's share of that month from the date on. For the
 * monthly level the share is the one period a month when `date` is itself a period start (a rent starting or its
 * first unbilled period), which is how every caller uses it.
 */
export function levelChangeAt(date: IsoDate, levels: Partial<Record<RentLevel, number>>): { month: Month; level: Figures; add: Figures } {
  const level: Record<string, number> = {};
  const add: Record<string, number> = {};
  for (const [name, change] of Object.entries(levels) as [RentLevel, number][]) {
    if (!change) continue;
    level[name] = (level[name] ?? 0) + change;
    const adj = RENT_LEVELS[name];
    add[adj] = (add[adj] ?? 0) + change * unitsFrom(name, date);
  }
  return { month: monthOf(date), level, add };
}

/** The figures a month shows, from its opening levels and its own figures (the levels' changes included in them). */
export function rentMonthFigures(month: Month, opening: Figures, own: Figures) {
  const days = daysOfMonth(month);
  const get = (f: Figures, n: string) => f[n] ?? 0;
  const weekly = WEEKDAY_FIGURES.reduce((sum, name, weekday) => sum + get(opening, name) * weekdaysInMonth(month, weekday), 0);
  const rentBilled = get(opening, 'billDaily') * days + weekly + get(opening, 'billMonthly') + get(own, 'billedAdj');
  return {
    roomDays: get(opening, 'rooms') * days + get(own, 'roomDaysAdj'),
    occupiedDays: get(opening, 'occupied') * days + get(own, 'occupiedDaysAdj'),
    rentBilledCents: rentBilled,
    billedCents: rentBilled + get(own, 'feesBilled'),
    collectedCents: get(own, 'collected') + get(own, 'feesCollected'),
    incomeCents: get(own, 'income'),
    feesBilledCents: get(own, 'feesBilled'),
    feesWaivedCents: get(own, 'feesWaived'),
    feesCollectedCents: get(own, 'feesCollected'),
    payDays: get(own, 'payDays'),
    payPeriods: get(own, 'payPeriods'),
    // yearly rates × days ÷ 365, rounded half up once per month
    vacancyCostCents: Math.floor(((get(opening, 'vacancyRate') * days + get(own, 'vacancyAdj')) * 2 + 365) / 730),
    maintenanceCents: get(own, 'maintenance'),
  };
}

/** The yearly rent of a price (what vacancy cost is counted in): Daily × 365, Weekly × 52, Monthly × 12. */
export const yearlyRentCents = (priceCents: number, type: 'Daily' | 'Weekly' | 'Monthly') =>
  priceCents * { Daily: 365, Weekly: 52, Monthly: 12 }[type];

/** The level figure a rent's price is billed on (its weekday for a weekly rent). */
export function billingLevelOf(type: 'Daily' | 'Weekly' | 'Monthly', startDate: IsoDate): RentLevel {
  if (type === 'Daily') return 'billDaily';
  if (type === 'Monthly') return 'billMonthly';
  return WEEKDAY_FIGURES[weekdayOf(startDate)];
}
