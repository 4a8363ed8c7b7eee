/** The insights core: months and ranges, opening levels from changes, arrears ageing (INSIGHTS.md). */
import { describe, expect, it } from 'vitest';
import { ageingBucket, rentAgeing } from '../../shared/insights/ageing.ts';
import { openingLevels } from '../../shared/insights/levels.ts';
import {
  INSIGHT_RANGE_MESSAGES,
  addMonths,
  daysLeftInMonth,
  daysOfMonth,
  isMonth,
  lastDayOf,
  monthCount,
  monthsFrom,
  rangeProblem,
} from '../../shared/insights/months.ts';

describe('months', () => {
  it.each([
    ['2024-01', -1, '2023-12'],
    ['2024-12', 1, '2025-01'],
    ['2024-02', 12, '2025-02'],
    ['2024-03', -26, '2022-01'],
    ['0001-01', 0, '0001-01'],
  ])('addMonths(%s, %i) = %s', (month, n, expected) => expect(addMonths(month, n)).toBe(expected));

  it.each([
    ['2024-02', 29],
    ['2023-02', 28],
    ['2100-02', 28],
    ['2000-02', 29],
    ['2024-04', 30],
    ['2024-12', 31],
  ])('%s has %i days', (month, days) => {
    expect(daysOfMonth(month)).toBe(days);
    expect(lastDayOf(month)).toBe(`${month}-${days}`);
  });

  it.each([
    ['2024-02-10', 20],
    ['2023-02-28', 1],
    ['2024-01-01', 31],
    ['2024-04-30', 1],
  ])('days left in the month from %s: %i', (date, days) => expect(daysLeftInMonth(date)).toBe(days));

  it('counts and lists months across a year end', () => {
    expect(monthCount('2024-11', '2025-02')).toBe(4);
    expect(monthsFrom('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsFrom('2025-02', '2024-11')).toEqual([]);
  });

  it.each([
    ['2024-01', '2024-01', null],
    ['2024-01', '2025-12', null],
    ['2024-01', '2026-01', INSIGHT_RANGE_MESSAGES.tooLong],
    ['2024-05', '2024-04', INSIGHT_RANGE_MESSAGES.order],
    ['2024-1', '2024-04', INSIGHT_RANGE_MESSAGES.from],
    ['2024-00', '2024-04', INSIGHT_RANGE_MESSAGES.from],
    ['2024-01', '2024-13', INSIGHT_RANGE_MESSAGES.to],
    [undefined, '2024-04', INSIGHT_RANGE_MESSAGES.from],
    ['2024-01', 202404, INSIGHT_RANGE_MESSAGES.to],
  ])('range %s..%s: %s', (from, to, problem) => expect(rangeProblem(from, to)).toBe(problem));

  it('isMonth accepts only yyyy-mm', () => {
    expect(['2024-01', '9999-12'].map(isMonth)).toEqual([true, true]);
    expect(['2024-1', '24-01', '2024-01-01', '', null, 202401].map(isMonth)).toEqual([false, false, false, false, false, false]);
  });
});

describe('opening levels', () => {
  const names = ['rooms'];
  it('walks back from the level now through the changes of the month and later', () => {
    // 2 rooms in Jan, +1 in Mar, −1 in Jun (a future month counts too): 2 now
    const changes = new Map([
      ['2024-01', { rooms: 2 }],
      ['2024-03', { rooms: 1 }],
      ['2024-06', { rooms: -1 }],
    ]);
    const opening = openingLevels({ rooms: 2 }, changes, ['2024-01', '2024-02', '2024-03', '2024-04', '2024-07'], names);
    expect([...opening].map(([m, f]) => [m, f.rooms])).toEqual([
      ['2024-01', 0],
      ['2024-02', 2],
      ['2024-03', 2],
      ['2024-04', 3],
      ['2024-07', 2],
    ]);
  });

  it('a month before every change opens at the level before them all; figures not named are left out', () => {
    const opening = openingLevels({ rooms: 5, income: 9 }, new Map([['2024-05', { rooms: 5, income: 9 }]]), ['2023-01'], names);
    expect(opening.get('2023-01')).toEqual({ rooms: 0 });
  });
});

describe('arrears ageing', () => {
  it.each([
    [-3, 'current'],
    [0, 'current'],
    [1, '1-30'],
    [30, '1-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
  ])('%i days past due: %s', (days, bucket) => expect(ageingBucket(days)).toBe(bucket));

  const monthly = { rentPriceCents: 100_00, startDate: '2024-01-10', endDate: '2025-01-10', type: 'Monthly' as const };

  it('ages the unpaid periods, the oldest paid first', () => {
    // on 15 May: periods of Jan 10 … May 10 owed (5 × $100), $150 paid: Feb half, Mar, Apr, May unpaid
    expect(rentAgeing({ ...monthly, paidCents: 150_00 }, '2024-05-15')).toEqual({
      current: 0,
      '1-30': 100_00, // May 10: 5 days
      '31-60': 100_00, // Apr 10: 35 days
      '61-90': 100_00, // Mar 10: 66 days
      '90+': 50_00, // Feb 10: 95 days, half paid
    });
  });

  it('a period due today is current; nothing owed is all zero', () => {
    expect(rentAgeing({ ...monthly, paidCents: 0 }, '2024-01-10')).toEqual({
      current: 100_00,
      '1-30': 0,
      '31-60': 0,
      '61-90': 0,
      '90+': 0,
    });
    expect(rentAgeing({ ...monthly, paidCents: 500_00 }, '2024-02-10')).toEqual({
      current: 0,
      '1-30': 0,
      '31-60': 0,
      '61-90': 0,
      '90+': 0,
    });
  });

  it('a fee left unpaid ages with the oldest unpaid period, or with the last period when every period is paid', () => {
    expect(rentAgeing({ ...monthly, paidCents: 100_00, feesCents: 25_00 }, '2024-02-20')).toEqual({
      current: 0,
      '1-30': 125_00,
      '31-60': 0,
      '61-90': 0,
      '90+': 0,
    });
    // checked out on 15 Feb after two periods, both paid, a $25 fee left: aged from 10 Feb (last period owed)
    expect(rentAgeing({ ...monthly, checkoutDate: '2024-02-15', paidCents: 200_00, feesCents: 25_00 }, '2024-06-01')).toEqual({
      current: 0,
      '1-30': 0,
      '31-60': 0,
      '61-90': 0,
      '90+': 25_00,
    });
  });

  it('a weekly rent across a leap day', () => {
    const weekly = { rentPriceCents: 50_00, startDate: '2024-02-26', endDate: '2024-12-31', type: 'Weekly' as const, paidCents: 0 };
    // periods of 26 Feb and 4 Mar owed on 4 Mar (leap year: 7 days apart)
    expect(rentAgeing(weekly, '2024-03-04')).toEqual({ current: 50_00, '1-30': 50_00, '31-60': 0, '61-90': 0, '90+': 0 });
  });
});
