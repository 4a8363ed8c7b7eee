/**
 * Calendar dates as ISO strings 'YYYY-MM-DD'. Pure UTC calendar arithmetic: no time zones, no clock.
 * Day numbers use the proleptic Gregorian calendar (days since 1970-01-01), so years 0000–9999 all work
 * without Date's two-digit-year quirks.
 */

export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1..12) of a year: 2024-02 → 29, 2100-02 → 28, 2000-02 → 29. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month: ${month}`);
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
}

/** The number written with ASCII digits in value[from, to), or -1 when any character is not one. */
function digitsAt(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * The parts of 'YYYY-MM-DD' when it is a real calendar date, else null. Read character by character (no
 * regular expression, no allocation but the result): every date rule validates its inputs, and a report
 * computes the statuses of a whole page of rents, so this runs some fifty times per rent.
 */
function calendarDateOf(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real calendar date written exactly as 'YYYY-MM-DD' ('2023-02-29' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  return calendarDateOf(value) !== null;
}

/** Splits a valid ISO date; throws RangeError otherwise (callers validate user input with isIsoDate first). */
export function parseIsoDate(value: string): CalendarDate {
  const date = calendarDateOf(value);
  if (!date) throw new RangeError(`Invalid ISO date: ${JSON.stringify(value)}`);
  return date;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Builds 'YYYY-MM-DD' from parts; throws RangeError for a date that does not exist (or a year outside 0–9999). */
export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  const exists =
    Number.isInteger(year) &&
    year >= 0 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month);
  if (!exists) throw new RangeError(`Invalid calendar date: ${year}-${month}-${day}`);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

// Howard Hinnant's days_from_civil / civil_from_days: exact integer arithmetic, no Date object.
function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Days since 1970-01-01 (negative before it). */
export function toDayNumber(date: string): number {
  return daysFromCivil(parseIsoDate(date));
}

export function fromDayNumber(dayNumber: number): IsoDate {
  if (!Number.isInteger(dayNumber)) throw new RangeError(`Invalid day number: ${dayNumber}`);
  return formatIsoDate(civilFromDays(dayNumber));
}

/** -1, 0 or 1 like a sort comparator. */
export function compareIsoDates(a: string, b: string): -1 | 0 | 1 {
  const d = toDayNumber(a) - toDayNumber(b);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

export function isBefore(a: string, b: string): boolean {
  return compareIsoDates(a, b) < 0;
}

export function isAfter(a: string, b: string): boolean {
  return compareIsoDates(a, b) > 0;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function addDays(date: string, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer: ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * Adds calendar months keeping the day of month, clamped to the target month's end:
 * 2024-01-31 + 1 → 2024-02-29, + 2 → 2024-03-31 (always computed from the given date, so no drift).
 */
export function addMonths(date: string, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer: ${months}`);
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/**
 * The day number of an instant's UTC calendar date: toDayNumber(isoDateOf(instant)) without the round trip through
 * the date's text, so a caller that keeps day numbers needs neither the parsing nor the formatting.
 */
export function dayNumberOf(instant: Date): number {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  return Math.floor(instant.getTime() / 86_400_000);
}

/** The UTC calendar date of an instant; the caller supplies the instant (no clock in the domain). */
export function isoDateOf(instant: Date): IsoDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  return fromDayNumber(Math.floor(instant.getTime() / 86_400_000));
}
