import { describe, expect, it } from 'vitest';
import { invoiceLines, invoiceableUntil, validateInvoiceRange, type InvoiceRangeInput } from '../../shared/rent/invoice-rules.ts';

const rent = { rentStart: '2024-01-01', rentEnd: '2024-12-31', checkoutDate: null, today: '2024-06-15' };
const outside = 'Invoice range must be within the rent period.';

describe('validateInvoiceRange', () => {
  it.each<[string, Partial<InvoiceRangeInput>, string | null]>([
    ['a range inside the rent', { startDate: '2024-02-01', endDate: '2024-04-30' }, null],
    ['the whole rent period', { startDate: '2024-01-01', endDate: '2024-12-31' }, null],
    ['a single day', { startDate: '2024-03-01', endDate: '2024-03-01' }, null],
    ['no rent selected', { rentStart: '', startDate: '2024-02-01', endDate: '2024-04-30' }, 'No current rent selected.'],
    ['no rent selected (null)', { rentStart: null, startDate: '2024-02-01', endDate: '2024-04-30' }, 'No current rent selected.'],
    ['missing start', { startDate: '', endDate: '2024-04-30' }, 'Please fill in all fields.'],
    ['missing end', { startDate: '2024-02-01', endDate: undefined }, 'Please fill in all fields.'],
    ['malformed end', { startDate: '2024-02-01', endDate: '2024-02-30' }, 'Please fill in all fields.'],
    ['start after end', { startDate: '2024-04-30', endDate: '2024-02-01' }, 'Start date cannot be greater than end date.'],
    [
      'start after end and outside the rent',
      { startDate: '2025-04-30', endDate: '2023-02-01' },
      'Start date cannot be greater than end date.',
    ],
    ['starting the day before the rent', { startDate: '2023-12-31', endDate: '2024-02-01' }, outside],
    ['ending the day after rent_end_date', { startDate: '2024-02-01', endDate: '2025-01-01' }, outside],
    // an overstaying tenant keeps accruing periods, so the range may run up to today
    ['overstay: ending today', { today: '2025-02-10', startDate: '2024-12-01', endDate: '2025-02-10' }, null],
    ['overstay: ending after today', { today: '2025-02-10', startDate: '2024-12-01', endDate: '2025-02-11' }, outside],
    // once checked out the rent ends on the checkout date, before or after rent_end_date
    ['early checkout: ending on checkout', { checkoutDate: '2024-05-20', startDate: '2024-05-01', endDate: '2024-05-20' }, null],
    ['early checkout: ending after it', { checkoutDate: '2024-05-20', startDate: '2024-05-01', endDate: '2024-05-21' }, outside],
    [
      'late checkout: ending on it',
      { checkoutDate: '2025-01-15', today: '2025-03-01', startDate: '2025-01-01', endDate: '2025-01-15' },
      null,
    ],
    [
      'late checkout: ending after it',
      { checkoutDate: '2025-01-15', today: '2025-03-01', startDate: '2025-01-01', endDate: '2025-01-16' },
      outside,
    ],
  ])('%s → %j', (_name, override, expected) => {
    expect(validateInvoiceRange({ ...rent, startDate: null, endDate: null, ...override })).toBe(expected);
  });
});

describe('invoiceableUntil', () => {
  it.each([
    [{ rentEnd: '2024-12-31', checkoutDate: null, today: '2024-06-15' }, '2024-12-31'],
    [{ rentEnd: '2024-12-31', checkoutDate: null, today: '2024-12-31' }, '2024-12-31'],
    [{ rentEnd: '2024-12-31', checkoutDate: null, today: '2025-01-20' }, '2025-01-20'],
    [{ rentEnd: '2024-12-31', checkoutDate: '2024-05-20', today: '2025-01-20' }, '2024-05-20'],
    [{ rentEnd: '2024-12-31', checkoutDate: '2025-01-05', today: '2025-01-20' }, '2025-01-05'],
  ])('%j → %s', (input, expected) => {
    expect(invoiceableUntil(input)).toBe(expected);
  });
});

describe('invoiceLines', () => {
  it('lists the periods due in the range, paying the oldest periods first (Jan 31 monthly start)', () => {
    expect(
      invoiceLines({
        startDate: '2024-02-01',
        endDate: '2024-04-30',
        rent: { rentPriceCents: 100_000, startDate: '2024-01-31', type: 'Monthly' },
        paidCents: 250_000,
      }),
    ).toEqual({
      lines: [
        // period 0 (due 2024-01-31) is before the range but takes the first 100,000
        { periodIndex: 1, startDate: '2024-02-29', endDate: '2024-03-30', amountCents: 100_000, paidCents: 100_000, balanceCents: 0 },
        { periodIndex: 2, startDate: '2024-03-31', endDate: '2024-04-29', amountCents: 100_000, paidCents: 50_000, balanceCents: 50_000 },
        { periodIndex: 3, startDate: '2024-04-30', endDate: '2024-05-30', amountCents: 100_000, paidCents: 0, balanceCents: 100_000 },
      ],
      linesTotalCents: 300_000,
      paidCents: 150_000,
      balanceCents: 150_000,
    });
  });

  it.each([
    // type, price, rent start, range, paid → due dates listed, paid per line, total, paid, balance
    [
      'Daily',
      5_000,
      '2024-03-10',
      '2024-03-12',
      '2024-03-14',
      12_000,
      ['2024-03-12', '2024-03-13', '2024-03-14'],
      [2_000, 0, 0],
      15_000,
      2_000,
      13_000,
    ],
    [
      'Weekly',
      20_000,
      '2024-03-10',
      '2024-03-10',
      '2024-03-31',
      100_000,
      ['2024-03-10', '2024-03-17', '2024-03-24', '2024-03-31'],
      [20_000, 20_000, 20_000, 20_000],
      80_000,
      80_000,
      0,
    ],
    ['Weekly', 20_000, '2024-03-10', '2024-03-11', '2024-03-16', 0, [], [], 0, 0, 0],
    ['Monthly', 100_000, '2024-01-31', '2024-02-29', '2024-02-29', 0, ['2024-02-29'], [0], 100_000, 0, 100_000],
    ['Monthly', 100_000, '2024-01-31', '2024-03-01', '2024-03-30', 500_000, [], [], 0, 0, 0],
    ['Monthly', 1_000, '2024-02-29', '2025-02-01', '2025-03-31', 12_500, ['2025-02-28', '2025-03-29'], [500, 0], 2_000, 500, 1_500],
    // a range opening before the rent starts lists from period 0
    ['Daily', 5_000, '2024-03-10', '2024-01-01', '2024-03-10', 0, ['2024-03-10'], [0], 5_000, 0, 5_000],
    ['Monthly', 0, '2024-01-01', '2024-01-01', '2024-02-15', 0, ['2024-01-01', '2024-02-01'], [0, 0], 0, 0, 0],
  ] as const)(
    '%s %i from %s, range %s..%s, paid %i',
    (type, price, start, from, to, paid, dueDates, linePaid, total, totalPaid, balance) => {
      const result = invoiceLines({
        startDate: from,
        endDate: to,
        rent: { rentPriceCents: price, startDate: start, type },
        paidCents: paid,
      });
      expect(result.lines.map((line) => line.startDate)).toEqual(dueDates);
      expect(result.lines.map((line) => line.paidCents)).toEqual(linePaid);
      expect(result.lines.every((line) => line.amountCents === price && line.balanceCents === price - line.paidCents)).toBe(true);
      expect(result).toMatchObject({ linesTotalCents: total, paidCents: totalPaid, balanceCents: balance });
    },
  );

  it('defaults to monthly periods when the type is missing', () => {
    const result = invoiceLines({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      rent: { rentPriceCents: 100, startDate: '2024-01-15' },
      paidCents: 0,
    });
    expect(result.lines.map((line) => [line.startDate, line.endDate])).toEqual([
      ['2024-01-15', '2024-02-14'],
      ['2024-02-15', '2024-03-14'],
      ['2024-03-15', '2024-04-14'],
    ]);
  });

  it.each([
    ['negative payments', { rentPriceCents: 100, paidCents: -1 }],
    ['fractional price', { rentPriceCents: 1.5, paidCents: 0 }],
  ])('%s is refused', (_name, { rentPriceCents, paidCents }) => {
    expect(() =>
      invoiceLines({
        startDate: '2024-01-01',
        endDate: '2024-02-01',
        rent: { rentPriceCents, startDate: '2024-01-01', type: 'Monthly' },
        paidCents,
      }),
    ).toThrow(RangeError);
  });
});
