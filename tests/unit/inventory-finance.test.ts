/** The financial account's pure rules (spec §9; INVENTORY.md "Expenses and the financial account"): balance, ranges, chart buckets and series. */
import { describe, expect, it } from 'vitest';
import {
  addExpenseSchema,
  balanceOf,
  bucketOf,
  chartBuckets,
  chartSeries,
  financeQuery,
  financeRange,
  isFutureDate,
  utcToday,
} from '../../shared/inventory/finance.ts';
import { firstIssueMessage } from '../../shared/schemas/common.ts';

describe('balance (spec §9, as stated)', () => {
  it.each([
    // paid_receivable, pending_receivable, paid_payable, pending_payable, total_expenses → balance
    [100, 20, 30, 10, 5, 35],
    [0, 0, 0, 0, 0, 0],
    [0, 50, 0, 0, 0, -50],
    [1234.56, 0.01, 0.02, 0.03, 0.04, 1234.46],
    [10, 0, 0, 0, 25.5, -15.5],
    [0.1, 0, 0.2, 0, 0, -0.1],
  ])('(%d − %d) − (%d + %d) − %d = %d', (paidR, pendingR, paidP, pendingP, expenses, balance) => {
    expect(
      balanceOf(
        { paid_receivable: paidR, pending_receivable: pendingR },
        { paid_payable: paidP, pending_payable: pendingP },
        { total_expenses: expenses },
      ),
    ).toBe(balance);
  });
});

describe('ranges and buckets (UTC)', () => {
  it.each([
    ['2026-02-14', 28, '2026-02-01', '2026-02-28'],
    ['2028-02-29', 29, '2028-02-01', '2028-02-29'],
    ['2000-02-01', 29, '2000-02-01', '2000-02-29'],
    ['2100-02-10', 28, '2100-02-01', '2100-02-28'],
    ['2026-04-30', 30, '2026-04-01', '2026-04-30'],
    ['2026-09-01', 30, '2026-09-01', '2026-09-30'],
    ['2026-01-31', 31, '2026-01-01', '2026-01-31'],
    ['2026-12-01', 31, '2026-12-01', '2026-12-31'],
  ])('monthly on %s: every one of %i days, %s to %s', (today, days, from, to) => {
    const buckets = chartBuckets('monthly', today);
    expect(buckets).toEqual(Array.from({ length: days }, (_, i) => `${today.slice(0, 7)}-${String(i + 1).padStart(2, '0')}`));
    expect(financeRange('monthly', today)).toEqual({ from, to });
  });

  it.each(['2026-01-01', '2026-06-15', '2026-12-31', '2028-02-29'])('yearly on %s: the twelve months of its year', (today) => {
    const year = today.slice(0, 4);
    expect(chartBuckets('yearly', today)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `${year}-${m}`),
    );
    expect(financeRange('yearly', today)).toEqual({ from: `${year}-01-01`, to: `${year}-12-31` });
  });

  it.each([
    ['2026-11-30T23:59:59.999Z', '2026-11-30'],
    ['2026-12-01T00:00:00.000Z', '2026-12-01'],
    // 00:30 in UTC+2 is still the previous day in UTC
    ['2026-12-31T23:30:00.000-02:00', '2027-01-01'],
    ['2027-01-01T01:30:00.000+02:00', '2026-12-31'],
  ])('today of %s is %s (UTC, whatever the zone of the clock)', (instant, today) => {
    expect(utcToday(new Date(instant))).toBe(today);
  });

  it.each([
    ['monthly', '2026-03-09', '2026-03-09'],
    ['yearly', '2026-03-09', '2026-03'],
  ] as const)('%s bucket of %s is %s', (filter, date, bucket) => expect(bucketOf(filter, date)).toBe(bucket));
});

describe('chart series', () => {
  const days = [
    { date: '2026-02-01', cents: 1 },
    { date: '2026-02-01', cents: 2 },
    { date: '2026-02-28', cents: 10_000 },
    { date: '2026-03-15', cents: 333 },
    { date: '2025-12-31', cents: 7 },
  ];

  it('monthly: every day, zeros included, y in dollars; days outside the month are left out', () => {
    const s = chartSeries('Expenses', 'monthly', '2026-02-10', days);
    expect(s.label).toBe('Expenses');
    expect(s.data).toHaveLength(28);
    expect(s.data[0]).toEqual({ x: '2026-02-01', y: 0.03 });
    expect(s.data[1]).toEqual({ x: '2026-02-02', y: 0 });
    expect(s.data[27]).toEqual({ x: '2026-02-28', y: 100 });
  });

  it('yearly: every month, zeros included; sums per month', () => {
    const s = chartSeries('Paid', 'yearly', '2026-07-04', days);
    expect(s.data.map((p) => p.x)).toEqual(chartBuckets('yearly', '2026-07-04'));
    expect(s.data.map((p) => p.y)).toEqual([0, 100.03, 3.33, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('each point is its bucket summed in cents, so the series adds up to its total to the cent', () => {
    const many = Array.from({ length: 365 }, (_, i) => ({
      date: `2026-${String((i % 12) + 1).padStart(2, '0')}-0${(i % 9) + 1}`,
      cents: 10 + i,
    }));
    const total = many.reduce((n, d) => n + d.cents, 0);
    const s = chartSeries('Received', 'yearly', '2026-01-01', many);
    expect(Math.round(s.data.reduce((n, p) => n + p.y * 100, 0))).toBe(total);
  });
});

describe('requests', () => {
  const ok = { category: 'rent', amount: 12.5, description: 'March rent', date: '2026-03-01' };
  it.each([
    ['no category', { ...ok, category: '' }, 'Please select a category'],
    ['an unknown category', { ...ok, category: 'yachts' }, 'Please select a category'],
    ['no amount', { ...ok, amount: undefined }, 'Please enter a valid amount'],
    ['amount 0', { ...ok, amount: 0 }, 'Please enter a valid amount'],
    // the first wrong field in the dialog's order wins, missing or invalid
    ['amount 0 and no description', { ...ok, amount: 0, description: '' }, 'Please enter a valid amount'],
    ['no date and no description', { ...ok, date: undefined, description: '' }, 'Please select a date'],
    ['a negative amount', { ...ok, amount: -3 }, 'Please enter a valid amount'],
    ['an amount that is not a number', { ...ok, amount: 'ten' }, 'Please enter a valid amount'],
    ['three decimals', { ...ok, amount: 1.005 }, 'Please enter a valid amount'],
    ['no date', { ...ok, date: '' }, 'Please select a date'],
    ['an impossible date', { ...ok, date: '2026-02-30' }, 'Please select a date'],
    ['no description', { ...ok, description: '   ' }, 'Please enter a description'],
    ['nothing at all', {}, 'Please select a category'],
  ])('%s → %s', (_name, body, message) => {
    const parsed = addExpenseSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssueMessage(parsed.error)).toBe(message);
  });

  it('accepts an amount sent as text and trims the description', () => {
    expect(addExpenseSchema.parse({ ...ok, amount: '1.50', description: ' Rent ' })).toEqual({
      ...ok,
      amount: 1.5,
      description: 'Rent',
    });
  });

  it.each([
    [undefined, 'monthly'],
    ['', 'monthly'],
    ['monthly', 'monthly'],
    ['yearly', 'yearly'],
  ])('filter %s → %s', (filter, expected) => expect(financeQuery.parse({ filter }).filter).toBe(expected));

  it.each(['weekly', 'Monthly', 'daily'])('filter %s is refused', (filter) =>
    expect(financeQuery.safeParse({ filter }).success).toBe(false),
  );

  it.each([
    ['2026-03-02', '2026-03-01', true],
    ['2026-03-01', '2026-03-01', false],
    ['2025-12-31', '2026-01-01', false],
  ])('%s after today %s: %s', (date, today, future) => expect(isFutureDate(date, today)).toBe(future));
});
