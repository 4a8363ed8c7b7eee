import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  isAfter,
  isBefore,
  isIsoDate,
  isLeapYear,
  isoDateOf,
  parseIsoDate,
  toDayNumber,
} from '../../shared/domain/dates.ts';

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2023-02-29', false],
    ['2100-02-29', false],
    ['2024-04-30', true],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-01', false],
    ['24-01-01', false],
    ['2024-01-01T00:00:00Z', false],
    [' 2024-01-01', false],
    ['2024-01-01\n', false],
    ['2024/01/01', false],
    ['2024-0a-01', false],
    ['2024-01-1 ', false],
    ['+024-01-01', false],
    ['２０２４-01-01', false],
    ['0000-01-01', true],
    ['9999-12-31', true],
    ['', false],
    [20240101, false],
    [null, false],
    [undefined, false],
  ] as const)('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('leap years and month lengths', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2100, false],
    [2000, true],
    [1900, false],
    [2400, true],
  ])('isLeapYear(%i) → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2100, 2, 28],
    [2000, 2, 29],
    [2024, 1, 31],
    [2024, 4, 30],
    [2024, 6, 30],
    [2024, 12, 31],
  ])('daysInMonth(%i, %i) → %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it.each([0, 13, 1.5])('daysInMonth rejects month %s', (month) => {
    expect(() => daysInMonth(2024, month)).toThrow(RangeError);
  });
});

describe('parse and format', () => {
  it('splits a valid date into numbers', () => {
    expect(parseIsoDate('2024-02-09')).toEqual({ year: 2024, month: 2, day: 9 });
  });

  it.each(['2023-02-29', 'yesterday', ''])('parseIsoDate(%j) throws', (value) => {
    expect(() => parseIsoDate(value)).toThrow(RangeError);
  });

  it('pads parts and refuses impossible dates', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 5 })).toBe('0987-03-05');
    expect(() => formatIsoDate({ year: 2024, month: 2, day: 30 })).toThrow(RangeError);
    for (const parts of [
      { year: -1, month: 1, day: 1 },
      { year: 10000, month: 1, day: 1 },
      { year: 2024, month: 1.5, day: 1 },
      { year: 2024, month: 13, day: 1 },
      { year: 2024, month: 1, day: 0 },
      { year: Number.NaN, month: 1, day: 1 },
    ]) {
      expect(() => formatIsoDate(parts), JSON.stringify(parts)).toThrow(RangeError);
    }
    expect(formatIsoDate({ year: 0, month: 1, day: 1 })).toBe('0000-01-01');
    expect(formatIsoDate({ year: 9999, month: 12, day: 31 })).toBe('9999-12-31');
  });
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-01-01', 10957],
    ['2000-03-01', 11017],
  ])('toDayNumber(%s) → %i', (date, n) => {
    expect(toDayNumber(date)).toBe(n);
    expect(fromDayNumber(n)).toBe(date);
  });

  it('agrees with the platform UTC calendar over four centuries', () => {
    for (let n = -80_000; n <= 120_000; n += 97) {
      expect(fromDayNumber(n)).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10));
    }
  });
});

describe('compare', () => {
  it.each([
    ['2024-01-01', '2024-01-02', -1],
    ['2024-01-02', '2024-01-01', 1],
    ['2024-05-05', '2024-05-05', 0],
    ['2023-12-31', '2024-01-01', -1],
    ['2024-12-31', '2024-01-01', 1],
  ] as const)('compareIsoDates(%s, %s) → %i', (a, b, expected) => {
    expect(compareIsoDates(a, b)).toBe(expected);
    expect(isBefore(a, b)).toBe(expected < 0);
    expect(isAfter(a, b)).toBe(expected > 0);
  });

  it('refuses malformed dates instead of comparing strings', () => {
    expect(() => compareIsoDates('2024-1-5', '2024-01-05')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2023-01-01', 365, '2024-01-01'],
    ['2024-01-01', 63, '2024-03-04'],
    ['2024-06-15', 0, '2024-06-15'],
  ])('%s + %i days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses fractional days', () => {
    expect(() => addDays('2024-01-01', 0.5)).toThrow(RangeError);
  });
});

describe('addMonths (day clamped to the month end)', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-01-31', 2, '2024-03-31'],
    ['2024-01-31', 3, '2024-04-30'],
    ['2024-08-31', 1, '2024-09-30'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 13, '2025-03-29'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2024-11-15', 2, '2025-01-15'],
    ['2024-01-15', -1, '2023-12-15'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-05-31', -12, '2023-05-31'],
    ['2024-06-15', 0, '2024-06-15'],
  ])('%s + %i months → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2024-01-01', '2024-12-31', 365],
    ['2023-01-01', '2023-12-31', 364],
    ['2024-03-01', '2024-02-28', -2],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
  ])('%s → %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('isoDateOf', () => {
  it.each([
    ['2024-03-05T23:59:59Z', '2024-03-05'],
    ['2024-03-05T00:00:00Z', '2024-03-05'],
    ['2024-03-05T00:30:00+02:00', '2024-03-04'],
    ['1969-12-31T12:00:00Z', '1969-12-31'],
  ])('%s → %s (UTC calendar day)', (instant, expected) => {
    expect(isoDateOf(new Date(instant))).toBe(expected);
  });

  it('refuses an invalid Date', () => {
    expect(() => isoDateOf(new Date('nope'))).toThrow(RangeError);
  });
});
