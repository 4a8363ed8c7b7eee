import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatPercent,
  plural,
} from '../../shared/domain/format.ts';

describe('formatMoney (decimal dollars from the API)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [5, '$5.00'],
    [1234567.891, '$1,234,567.89'],
    [-12, '-$12.00'],
    [-1234.5, '-$1,234.50'],
    [0.005, '$0.01'],
    // rounds to zero cents: no "-$0.00"
    [-0.001, '$0.00'],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('formatCents', () => {
  it.each([
    [123_450, '$1,234.50'],
    [5, '$0.05'],
    [100_000_000, '$1,000,000.00'],
    [-1_200, '-$12.00'],
    [0, '$0.00'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });
});

describe('formatPercent (2 decimals)', () => {
  it.each([
    [12.345, '12.35%'],
    [12.3456, '12.35%'],
    [66.666, '66.67%'],
    [100, '100.00%'],
    [0, '0.00%'],
    [-5.5, '-5.50%'],
    // binary floating point: 1.005 is stored just below 1.005
    [1.005, '1.00%'],
    [null, '0.00%'],
    [undefined, '0.00%'],
    [Number.NaN, '0.00%'],
    [Number.POSITIVE_INFINITY, '0.00%'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatDate (en-GB)', () => {
  it.each([
    ['2026-03-05', '05/03/2026'],
    ['2024-02-29', '29/02/2024'],
    ['2024-12-31', '31/12/2024'],
    // a timestamp is shown by its UTC calendar day
    ['2026-03-05T23:30:00Z', '05/03/2026'],
    [Date.UTC(2026, 2, 5), '05/03/2026'],
    [new Date(Date.UTC(2026, 2, 5, 12)), '05/03/2026'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['not a date', 'N/A'],
    ['2024-13-01', 'N/A'],
  ])('%j → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateRange (a one-day range reads as one date)', () => {
  it.each([
    ['2026-12-01', '2026-12-07', ' to ', '01/12/2026 to 07/12/2026'],
    ['2026-12-01', '2026-12-01', ' to ', '01/12/2026'],
    ['2026-12-01', '2026-12-31', ' \u2013 ', '01/12/2026 \u2013 31/12/2026'],
  ])('%s .. %s', (from, to, separator, expected) => {
    expect(formatDateRange(from, to, separator)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each(['', null, undefined, 'garbage'])('%j → N/A', (value) => {
    expect(formatDateTime(value)).toBe('N/A');
  });

  it('shows day/month/year and 24-hour time', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 5, 12, 7)))).toMatch(/^\d{2}\/\d{2}\/2026, \d{2}:\d{2}$/);
  });

  it.each([
    ['2026-03-05T23:07:59.999Z', 'Europe/London', '05/03/2026, 23:07'],
    ['2026-07-05T23:07:00.000Z', 'Europe/London', '06/07/2026, 00:07'],
    ['2026-03-05T23:07:00.000Z', 'Asia/Tokyo', '06/03/2026, 08:07'],
    ['2026-03-05T13:52:08.143Z', 'America/New_York', '05/03/2026, 08:52'],
    ['2026-03-05T13:52:08.143Z', 'UTC', '05/03/2026, 13:52'],
  ])('%s in %s reads %s (the zone given, whatever the viewer zone)', (at, zone, text) => {
    expect(formatDateTime(at, zone)).toBe(text);
  });

  it('an unknown zone reads as the viewer zone, not an error', () => {
    expect(formatDateTime('2026-03-05T13:52:08.143Z', 'Europe/Atlantis')).toBe(formatDateTime('2026-03-05T13:52:08.143Z'));
  });
});

describe('plural (a count and its unit: "1 Month", "2 Months")', () => {
  it.each([
    [1, 'Month', undefined, '1 Month'],
    [2, 'Month', undefined, '2 Months'],
    [0, 'Month', undefined, '0 Months'],
    [1, 'Week', undefined, '1 Week'],
    [12, 'Week', undefined, '12 Weeks'],
    [1, 'Day', undefined, '1 Day'],
    [31, 'Day', undefined, '31 Days'],
    [1, 'Year', undefined, '1 Year'],
    [-1, 'Day', undefined, '-1 Day'],
    [1.5, 'Month', undefined, '1.5 Months'],
    [1_000, 'Day', undefined, '1,000 Days'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
    [1, 'person', 'people', '1 person'],
    [0, 'person', 'people', '0 people'],
  ] as const)('%s %s → %s', (count, unit, many, expected) => {
    expect(plural(count, unit, many)).toBe(expected);
  });
});
