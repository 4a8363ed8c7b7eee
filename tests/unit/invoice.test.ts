import { describe, expect, it } from 'vitest';
import {
  defaultInvoiceRange,
  invoiceLineCount,
  invoiceLines,
  invoiceableUntil,
  validateInvoiceLines,
  validateInvoiceRange,
  type InvoiceRangeInput,
} from '../../shared/rent/invoice-rules.ts';
import { MAX_INVOICE_LINES } from '../../shared/rent/limits.ts';
import { rentState } from '../../shared/rent/rules.ts';

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
        rent: { rentPriceCents: 100_000, startDate: '2024-01-31', endDate: '2030-12-31', type: 'Monthly' },
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
        rent: { rentPriceCents: price, startDate: start, endDate: '2030-12-31', type },
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
      rent: { rentPriceCents: 100, startDate: '2024-01-15', endDate: '2030-12-31' },
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
        rent: { rentPriceCents, startDate: '2024-01-01', endDate: '2030-12-31', type: 'Monthly' },
        paidCents,
      }),
    ).toThrow(RangeError);
  });
});

describe("a 12-month lease 22/09/2026–22/09/2027 at $1,100 (the issue's example)", () => {
  const rent = { rentPriceCents: 110_000, startDate: '2026-09-22', endDate: '2027-09-22', type: 'Monthly' } as const;

  it('the whole rent period lists 12 periods, not a 13th starting on the end date', () => {
    const result = invoiceLines({ startDate: rent.startDate, endDate: rent.endDate, rent, paidCents: 330_000 });
    expect(result.lines).toHaveLength(12);
    expect(result.lines.at(-1)).toMatchObject({ periodIndex: 11, startDate: '2027-08-22', endDate: '2027-09-21' });
    expect(result).toMatchObject({ linesTotalCents: 1_320_000, paidCents: 330_000, balanceCents: 990_000 });
    expect(invoiceLineCount({ startDate: rent.startDate, endDate: rent.endDate, rent })).toBe(12);
  });

  it('an overstaying tenant is billed the periods after the end date, up to the range end', () => {
    const result = invoiceLines({ startDate: '2027-08-01', endDate: '2027-10-25', rent, paidCents: 0 });
    expect(result.lines.map((l) => l.startDate)).toEqual(['2027-08-22', '2027-09-22', '2027-10-22']);
  });

  it.each([
    // today, checkout → default range
    ['2026-11-22', null, { startDate: '2026-09-22', endDate: '2026-11-22' }],
    ['2026-12-01', null, { startDate: '2026-09-22', endDate: '2026-12-01' }],
    // nothing due yet: the first period
    ['2026-09-01', null, { startDate: '2026-09-22', endDate: '2026-09-22' }],
    ['2027-09-22', null, { startDate: '2026-09-22', endDate: '2027-09-22' }],
    // overstaying: up to today
    ['2027-10-05', null, { startDate: '2026-09-22', endDate: '2027-10-05' }],
    // checked out: up to the checkout date
    ['2027-05-01', '2027-03-10', { startDate: '2026-09-22', endDate: '2027-03-10' }],
  ] as const)('defaultInvoiceRange on %s (checkout %s) → %j', (today, checkoutDate, expected) => {
    const range = defaultInvoiceRange({ ...rent, checkoutDate }, today);
    expect(range).toEqual(expected);
    // the default is always a range the server prints
    expect(validateInvoiceRange({ ...range, rentStart: rent.startDate, rentEnd: rent.endDate, checkoutDate, today })).toBeNull();
  });

  it('paid up on 22/11/2026: the default invoice has 3 lines, Total $3,300, Balance $0, like the unit page', () => {
    const range = defaultInvoiceRange(rent, '2026-11-22');
    const result = invoiceLines({ ...range, rent, paidCents: 330_000 });
    expect(result.lines).toHaveLength(3);
    expect(result).toMatchObject({ linesTotalCents: 330_000, paidCents: 330_000, balanceCents: 0 });
    expect(rentState({ ...rent, paidCents: 330_000, today: '2026-11-22' })).toMatchObject({
      status: 'Paid',
      dueCents: 330_000,
      amountDueCents: 0,
    });
  });

  it('the default invoice agrees with the unit page on every day of the lease and after it, for any amount paid', () => {
    for (const type of ['Daily', 'Weekly', 'Monthly'] as const) {
      const r = { ...rent, type, rentPriceCents: 10_000 };
      for (let day = -3; day < 420; day += type === 'Daily' ? 11 : 5) {
        const today = new Date(Date.UTC(2026, 8, 22 + day)).toISOString().slice(0, 10);
        for (const checkoutDate of [null, day > 30 ? new Date(Date.UTC(2026, 8, 22 + day - 10)).toISOString().slice(0, 10) : null]) {
          for (const paidCents of [0, 5_000, 120_000, 2_000_000]) {
            const state = rentState({ ...r, checkoutDate, paidCents, today });
            const range = defaultInvoiceRange({ ...r, checkoutDate }, today);
            const invoice = invoiceLines({ ...range, rent: r, paidCents });
            const at = `${type} ${today} checkout ${checkoutDate} paid ${paidCents}`;
            if (state.duePeriods === 0) continue; // not started: the default shows the first period ahead
            expect(invoice.linesTotalCents, at).toBe(state.dueCents);
            expect(invoice.balanceCents, at).toBe(state.amountDueCents);
            expect(invoice.paidCents, at).toBe(Math.min(paidCents, state.dueCents));
          }
        }
      }
    }
  });
});

describe('an invoice has at most 1,000 lines', () => {
  const daily = { rentPriceCents: 1_000_000_000, startDate: '1900-01-01', endDate: '2100-12-31', type: 'Daily' } as const;
  const message = 'This invoice would have more than 1,000 lines: please choose a shorter range.';

  it.each([
    ['1900-01-01', '1902-09-27', 1_000, null],
    ['1900-01-01', '1902-09-28', 1_001, message],
    // the period starting on the end date is not part of the lease
    ['1900-01-01', '2100-12-31', 73_413, message],
    ['2100-12-29', '2100-12-30', 2, null],
    // a range that opens before the rent starts counts from its start
    ['1800-01-01', '1900-01-03', 3, null],
  ] as const)('%s..%s is %i lines → %j', (startDate, endDate, count, expected) => {
    expect(MAX_INVOICE_LINES).toBe(1_000);
    expect(invoiceLineCount({ startDate, endDate, rent: daily })).toBe(count);
    expect(validateInvoiceLines({ startDate, endDate, rent: daily })).toBe(expected);
  });

  it('late fees of the range are lines too: 1,000 rent lines and one fee in the range are too many', () => {
    const fee = (periodStart: string) => ({ periodStart });
    expect(validateInvoiceLines({ startDate: '1900-01-01', endDate: '1902-09-27', rent: daily, fees: [fee('1900-01-05')] })).toBe(message);
    // a fee outside the range is not a line of it
    expect(validateInvoiceLines({ startDate: '1900-01-01', endDate: '1902-09-27', rent: daily, fees: [fee('1902-09-28')] })).toBeNull();
  });

  it('lines far from the rent start are computed without walking from it', () => {
    const result = invoiceLines({ startDate: '2100-12-29', endDate: '2100-12-30', rent: daily, paidCents: 0 });
    expect(result.lines.map((l) => [l.periodIndex, l.startDate])).toEqual([
      [73_411, '2100-12-29'],
      [73_412, '2100-12-30'],
    ]);
  });

  it('invoiceLines refuses to build more than 1,000 lines', () => {
    expect(() => invoiceLines({ startDate: '1900-01-01', endDate: '2100-12-31', rent: daily, paidCents: 0 })).toThrow(RangeError);
  });
});
