import { describe, expect, it } from 'vitest';
import { addDays, isAfter } from '../../shared/domain/dates.ts';
import {
  DEFAULT_RENT_TYPE,
  RENT_TYPES,
  checkedOutArrears,
  combineSummaries,
  duePeriods,
  isRentType,
  leasePeriods,
  monthlyEquivalentCents,
  overdueReportAmounts,
  periodsOwedBy,
  periodEnd,
  periodStart,
  rentState,
  roomStatus,
  summarizeRooms,
  validateCheckout,
  validateRentDates,
  type RentStateInput,
  type RentType,
} from '../../shared/rent/rules.ts';

describe('rent types', () => {
  it('are Daily, Weekly and Monthly, Monthly by default', () => {
    expect(RENT_TYPES).toEqual(['Daily', 'Weekly', 'Monthly']);
    expect(DEFAULT_RENT_TYPE).toBe('Monthly');
  });

  it.each([
    ['Daily', true],
    ['Monthly', true],
    ['monthly', false],
    ['Years', false],
    ['', false],
    [undefined, false],
  ])('isRentType(%j) → %s', (value, expected) => {
    expect(isRentType(value)).toBe(expected);
  });
});

describe('periodStart: the due date of period k', () => {
  it.each([
    ['2024-02-27', 'Daily', 0, '2024-02-27'],
    ['2024-02-27', 'Daily', 2, '2024-02-29'],
    ['2024-02-27', 'Daily', 3, '2024-03-01'],
    ['2024-01-01', 'Weekly', 1, '2024-01-08'],
    ['2024-01-01', 'Weekly', 9, '2024-03-04'],
    ['2024-01-15', 'Monthly', 11, '2024-12-15'],
    ['2024-01-15', 'Monthly', 12, '2025-01-15'],
    // Jan 31 start: clamped each month, never drifting to the 29th after February
    ['2024-01-31', 'Monthly', 1, '2024-02-29'],
    ['2024-01-31', 'Monthly', 2, '2024-03-31'],
    ['2024-01-31', 'Monthly', 3, '2024-04-30'],
    ['2024-01-31', 'Monthly', 4, '2024-05-31'],
    ['2024-01-31', 'Monthly', 13, '2025-02-28'],
    ['2023-01-31', 'Monthly', 1, '2023-02-28'],
    ['2023-01-31', 'Monthly', 2, '2023-03-31'],
    // leap-day start
    ['2024-02-29', 'Monthly', 12, '2025-02-28'],
    ['2024-02-29', 'Monthly', 13, '2025-03-29'],
    ['2024-02-29', 'Monthly', 48, '2028-02-29'],
  ] as const)('%s %s, period %i starts %s', (start, type, k, expected) => {
    expect(periodStart(start, type, k)).toBe(expected);
  });

  it.each([-1, 1.5])('period index %s is refused', (k) => {
    expect(() => periodStart('2024-01-01', 'Monthly', k)).toThrow(RangeError);
  });

  it('refuses an unknown rent type', () => {
    expect(() => periodStart('2024-01-01', 'Yearly' as RentType, 1)).toThrow(RangeError);
  });
});

describe('periodEnd: the day before the next period', () => {
  it.each([
    ['2024-03-10', 'Daily', 0, '2024-03-10'],
    ['2024-01-01', 'Weekly', 0, '2024-01-07'],
    ['2024-01-31', 'Monthly', 0, '2024-02-28'],
    ['2024-01-31', 'Monthly', 1, '2024-03-30'],
    ['2024-12-01', 'Monthly', 0, '2024-12-31'],
  ] as const)('%s %s, period %i ends %s', (start, type, k, expected) => {
    expect(periodEnd(start, type, k)).toBe(expected);
  });
});

describe('duePeriods: periods started up to and including asOf', () => {
  it.each([
    ['2024-03-10', 'Daily', '2024-03-09', 0],
    ['2024-03-10', 'Daily', '2024-03-10', 1],
    ['2024-03-10', 'Daily', '2024-03-11', 2],
    ['2024-03-10', 'Daily', '2024-04-09', 31],
    ['2024-03-10', 'Weekly', '2024-03-09', 0],
    ['2024-03-10', 'Weekly', '2024-03-10', 1],
    ['2024-03-10', 'Weekly', '2024-03-16', 1],
    ['2024-03-10', 'Weekly', '2024-03-17', 2],
    ['2024-03-10', 'Weekly', '2024-03-23', 2],
    ['2024-03-10', 'Weekly', '2024-03-24', 3],
    ['2024-01-31', 'Monthly', '2024-01-30', 0],
    ['2024-01-31', 'Monthly', '2024-01-31', 1],
    ['2024-01-31', 'Monthly', '2024-02-28', 1],
    ['2024-01-31', 'Monthly', '2024-02-29', 2],
    ['2024-01-31', 'Monthly', '2024-03-30', 2],
    ['2024-01-31', 'Monthly', '2024-03-31', 3],
    ['2024-01-31', 'Monthly', '2024-04-29', 3],
    ['2024-01-31', 'Monthly', '2024-04-30', 4],
    ['2024-01-31', 'Monthly', '2025-01-31', 13],
    ['2024-01-20', 'Monthly', '2024-02-10', 1],
    ['2024-01-20', 'Monthly', '2024-02-19', 1],
    ['2024-01-20', 'Monthly', '2024-02-20', 2],
    ['2024-01-20', 'Monthly', '2025-01-19', 12],
    ['2024-01-20', 'Monthly', '2025-01-20', 13],
    ['2024-02-29', 'Monthly', '2025-02-27', 12],
    ['2024-02-29', 'Monthly', '2025-02-28', 13],
    ['2024-02-29', 'Monthly', '2028-02-28', 48],
    ['2024-02-29', 'Monthly', '2028-02-29', 49],
    ['2024-01-31', 'Monthly', '2023-06-01', 0],
  ] as const)('%s %s as of %s → %i', (start, type, asOf, expected) => {
    expect(duePeriods(start, type, asOf)).toBe(expected);
  });

  it.each([
    ['2024-01-31', 'Monthly'],
    ['2024-02-29', 'Monthly'],
    ['2023-11-30', 'Monthly'],
    ['2024-03-10', 'Weekly'],
    ['2024-03-10', 'Daily'],
  ] as const)('%s %s: asOf always lies in the last started period, for every day of 3 years', (start, type) => {
    for (let day = 0; day < 3 * 366; day += 1) {
      const asOf = addDays(start, day);
      const n = duePeriods(start, type, asOf);
      expect(isAfter(periodStart(start, type, n - 1), asOf), `${asOf}: period ${n - 1} has not started`).toBe(false);
      expect(isAfter(periodStart(start, type, n), asOf), `${asOf}: period ${n} already started`).toBe(true);
    }
  });
});

const monthly: RentStateInput = {
  rentPriceCents: 100_000,
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  type: 'Monthly',
  paidCents: 0,
};

describe('the lease: a period that starts on rent_end_date is not part of it', () => {
  it.each([
    // start, end, type → periods of the lease
    ['2026-09-22', '2027-09-22', 'Monthly', 12],
    ['2026-09-22', '2027-09-21', 'Monthly', 12],
    ['2026-09-22', '2027-09-23', 'Monthly', 13],
    ['2024-01-01', '2024-12-31', 'Monthly', 12],
    ['2024-01-31', '2024-02-29', 'Monthly', 1],
    ['2024-03-10', '2024-03-20', 'Daily', 10],
    ['2024-03-10', '2024-03-31', 'Weekly', 3],
    ['2024-03-10', '2024-04-01', 'Weekly', 4],
    // a lease of one day still has its first period
    ['2024-03-10', '2024-03-10', 'Daily', 1],
    ['2024-03-10', '2024-03-10', 'Monthly', 1],
  ] as const)('%s to %s %s → %i periods', (start, end, type, expected) => {
    expect(leasePeriods(start, type, end)).toBe(expected);
  });

  const lease = { startDate: '2026-09-22', endDate: '2027-09-22', type: 'Monthly' } as const;
  it.each([
    ['2026-09-21', 0],
    ['2026-09-22', 1],
    ['2026-11-22', 3],
    ['2027-08-22', 12],
    ['2027-09-21', 12],
    // the end date itself starts no 13th period
    ['2027-09-22', 12],
    // only a tenant still there after the end date accrues the periods after it
    ['2027-09-23', 13],
    ['2027-10-22', 14],
  ] as const)('a 12-month lease from 22/09/2026 owes, as of %s, %i periods', (asOf, expected) => {
    expect(periodsOwedBy(lease, asOf)).toBe(expected);
  });

  it('a paid-up 12-month lease is Paid on its last day, and overstays (owing the 13th period) the day after', () => {
    const rent: RentStateInput = { rentPriceCents: 110_000, ...lease, paidCents: 1_320_000 };
    expect(rentState({ ...rent, today: '2026-11-22', paidCents: 330_000 })).toMatchObject({
      status: 'Paid',
      duePeriods: 3,
      dueCents: 330_000,
      amountDueCents: 0,
      nextPaymentDate: null,
      nextDueDate: '2026-12-22',
    });
    expect(rentState({ ...rent, today: '2027-09-22' })).toMatchObject({ status: 'Paid', duePeriods: 12, dueCents: 1_320_000 });
    expect(rentState({ ...rent, today: '2027-09-23' })).toMatchObject({ status: 'Overstay', duePeriods: 13, amountDueCents: 110_000 });
    // checked out on the end date: 12 periods, settled
    expect(rentState({ ...rent, checkoutDate: '2027-09-22', today: '2027-10-01' })).toMatchObject({
      status: 'Paid',
      duePeriods: 12,
      payable: false,
    });
  });

  it('the next due date: within the lease, or after it only while overstaying', () => {
    const oneDay = { rentPriceCents: 5_000, startDate: '2024-03-10', endDate: '2024-03-10', type: 'Daily', paidCents: 0 } as const;
    expect(rentState({ ...oneDay, today: '2024-03-09' }).nextDueDate).toBe('2024-03-10');
    expect(rentState({ ...oneDay, today: '2024-03-10' }).nextDueDate).toBeNull();
    expect(rentState({ ...oneDay, today: '2024-03-11' })).toMatchObject({ status: 'Overstay', nextDueDate: '2024-03-12' });
    const rent = { rentPriceCents: 110_000, ...lease, paidCents: 0 };
    expect(rentState({ ...rent, today: '2027-08-22' }).nextDueDate).toBeNull();
    expect(rentState({ ...rent, today: '2027-08-21' }).nextDueDate).toBe('2027-08-22');
  });

  it('counts periods without walking them: a daily rent from 1900 as of 2100', () => {
    expect(periodsOwedBy({ startDate: '1900-01-01', endDate: '2100-12-31', type: 'Daily' }, '2100-12-30')).toBe(73_413);
  });
});

describe('monthlyEquivalentCents: what a rent is worth per month (daily × 365 / 12, weekly × 52 / 12, half-up)', () => {
  it.each([
    [100_000, 'Monthly', 100_000],
    [125_050, 'Monthly', 125_050],
    [1_000, 'Daily', 30_417], // 30,416.67
    [999, 'Daily', 30_386], // 30,386.25
    [8_000, 'Weekly', 34_667], // 34,666.67
    [6, 'Weekly', 26], // 26.0
    [3, 'Weekly', 13], // 13.0
    [1, 'Weekly', 4], // 4.33
    [2, 'Daily', 61], // 60.83
    [6, 'Daily', 183], // 182.5 → half up
    [18, 'Weekly', 78],
    [0, 'Daily', 0],
    [1_000_000_000, 'Daily', 30_416_666_667],
  ] as const)('%i cents %s → %i cents a month', (price, type, expected) => {
    expect(monthlyEquivalentCents(price, type)).toBe(expected);
  });

  it('treats a missing type as Monthly and refuses a bad price', () => {
    expect(monthlyEquivalentCents(500, null)).toBe(500);
    expect(() => monthlyEquivalentCents(-1, 'Daily')).toThrow(RangeError);
    expect(() => monthlyEquivalentCents(1.5, 'Daily')).toThrow(RangeError);
  });
});

describe('rentState of a current monthly rent ($1,000 from 2024-01-01 to 2024-12-31)', () => {
  it.each([
    // today, paid → status, due periods, paid periods, due, balance, owed since, overdue from, next due date
    ['2023-12-31', 0, 'Paid', 0, 0, 0, 0, null, '2024-02-01', '2024-01-01'],
    ['2024-01-01', 0, 'Unpaid', 1, 0, 100_000, 100_000, '2024-01-01', '2024-02-01', '2024-02-01'],
    ['2024-01-31', 0, 'Unpaid', 1, 0, 100_000, 100_000, '2024-01-01', '2024-02-01', '2024-02-01'],
    ['2024-02-01', 0, 'Overdue', 2, 0, 200_000, 200_000, '2024-01-01', '2024-02-01', '2024-03-01'],
    // the Unpaid/Overdue boundary: every period before the current one fully paid
    ['2024-02-01', 99_999, 'Overdue', 2, 0, 200_000, 100_001, '2024-01-01', '2024-02-01', '2024-03-01'],
    ['2024-02-01', 100_000, 'Unpaid', 2, 1, 200_000, 100_000, '2024-02-01', '2024-03-01', '2024-03-01'],
    ['2024-02-01', 199_999, 'Unpaid', 2, 1, 200_000, 1, '2024-02-01', '2024-03-01', '2024-03-01'],
    // paid up: nothing is owed ("Owed since" is empty), the next period is still due on its date
    ['2024-02-01', 200_000, 'Paid', 2, 2, 200_000, 0, null, '2024-04-01', '2024-03-01'],
    ['2024-02-01', 500_000, 'Paid', 2, 5, 200_000, -300_000, null, '2024-07-01', '2024-03-01'],
    ['2024-03-15', 100_000, 'Overdue', 3, 1, 300_000, 200_000, '2024-02-01', '2024-03-01', '2024-04-01'],
    // the last day of the lease: 12 periods, and none after it (it cannot turn Overdue before it overstays)
    ['2024-12-31', 1_200_000, 'Paid', 12, 12, 1_200_000, 0, null, null, null],
    // after rent_end_date and not checked out: Overstay wins, periods keep accruing
    ['2025-01-01', 1_200_000, 'Overstay', 13, 12, 1_300_000, 100_000, '2025-01-01', null, '2025-02-01'],
    ['2025-01-01', 1_300_000, 'Overstay', 13, 13, 1_300_000, 0, null, null, '2025-02-01'],
    ['2025-03-15', 0, 'Overstay', 15, 0, 1_500_000, 1_500_000, '2024-01-01', '2024-02-01', '2025-04-01'],
  ] as const)('today %s, paid %i → %s', (today, paid, status, due, paidPeriods, dueCents, balance, next, overdueFrom, nextDue) => {
    expect(rentState({ ...monthly, paidCents: paid, today })).toEqual({
      duePeriods: due,
      paidPeriods,
      dueCents,
      feesCents: 0,
      paidCents: paid,
      balanceCents: balance,
      amountDueCents: Math.max(0, balance),
      status,
      nextPaymentDate: next,
      nextDueDate: nextDue,
      overdueFrom,
      // the due index key: the oldest unpaid period's due date, while the rent can turn Overdue
      dueIndexDate: overdueFrom ? periodStart(monthly.startDate, 'Monthly', paidPeriods) : null,
      checkedOut: false,
      payable: true,
    });
  });

  it('turns Overdue exactly on overdueFrom when nothing more is paid', () => {
    const { overdueFrom } = rentState({ ...monthly, paidCents: 100_000, today: '2024-02-10' });
    expect(overdueFrom).toBe('2024-03-01');
    expect(rentState({ ...monthly, paidCents: 100_000, today: addDays(overdueFrom!, -1) }).status).toBe('Unpaid');
    expect(rentState({ ...monthly, paidCents: 100_000, today: overdueFrom! }).status).toBe('Overdue');
  });

  it.each([
    ['Monthly', 100_000, null],
    ['Monthly', 100_000, '2024-02-15'],
    ['Daily', 1_000, null],
    ['Weekly', 7_000, null],
    ['Weekly', 7_000, '2024-02-20'],
  ] as const)(
    'the due index key (%s, price %i, checkout %s) is the Owed since of an Overdue rent, never after overdueFrom',
    (type, price, checkoutDate) => {
      for (const paid of [0, price, 3 * price + 1]) {
        const base = { rentPriceCents: price, startDate: '2024-01-01', endDate: '2024-12-31', type, checkoutDate, paidCents: paid };
        const { dueIndexDate, overdueFrom } = rentState({ ...base, today: '2024-01-01' });
        expect(dueIndexDate === null).toBe(overdueFrom === null);
        if (!dueIndexDate || !overdueFrom) continue;
        expect(isAfter(dueIndexDate, overdueFrom)).toBe(false);
        // the key does not move with today, and is the report's Owed since once the rent is Overdue
        const later = rentState({ ...base, today: addDays(overdueFrom, 3) });
        expect(later.dueIndexDate).toBe(dueIndexDate);
        expect(later.status).toBe('Overdue');
        expect(later.nextPaymentDate).toBe(dueIndexDate);
      }
    },
  );
});

describe('rentState for each rent type', () => {
  it.each([
    // type, price, start, end, today, paid → status, due periods, next payment, overdue from
    ['Daily', 5_000, '2024-03-10', '2024-03-20', '2024-03-12', 10_000, 'Unpaid', 3, '2024-03-12', '2024-03-13'],
    ['Daily', 5_000, '2024-03-10', '2024-03-20', '2024-03-12', 9_999, 'Overdue', 3, '2024-03-11', '2024-03-12'],
    ['Daily', 5_000, '2024-03-10', '2024-03-20', '2024-03-12', 15_000, 'Paid', 3, null, '2024-03-14'],
    ['Daily', 5_000, '2024-03-10', '2024-03-20', '2024-03-21', 55_000, 'Overstay', 12, '2024-03-21', null],
    ['Weekly', 20_000, '2024-03-10', '2024-06-30', '2024-03-24', 40_000, 'Unpaid', 3, '2024-03-24', '2024-03-31'],
    ['Weekly', 20_000, '2024-03-10', '2024-06-30', '2024-03-24', 20_000, 'Overdue', 3, '2024-03-17', '2024-03-24'],
    ['Weekly', 20_000, '2024-03-10', '2024-06-30', '2024-03-23', 40_000, 'Paid', 2, null, '2024-03-31'],
    // month-end clamping and leap days
    ['Monthly', 100_000, '2024-01-31', '2024-12-31', '2024-02-28', 100_000, 'Paid', 1, null, '2024-03-31'],
    ['Monthly', 100_000, '2024-01-31', '2024-12-31', '2024-02-29', 100_000, 'Unpaid', 2, '2024-02-29', '2024-03-31'],
    ['Monthly', 100_000, '2024-01-31', '2024-12-31', '2024-03-31', 100_000, 'Overdue', 3, '2024-02-29', '2024-03-31'],
    ['Monthly', 1_000, '2024-02-29', '2026-12-31', '2025-02-28', 12_000, 'Unpaid', 13, '2025-02-28', '2025-03-29'],
  ] as const)('%s %i from %s to %s, today %s, paid %i → %s', (type, price, start, end, today, paid, status, due, next, overdueFrom) => {
    const state = rentState({ rentPriceCents: price, startDate: start, endDate: end, type, paidCents: paid, today });
    expect(state.status).toBe(status);
    expect(state.duePeriods).toBe(due);
    expect(state.dueCents).toBe(due * price);
    expect(state.paidPeriods).toBe(Math.floor(paid / price));
    expect(state.nextPaymentDate).toBe(next);
    expect(state.overdueFrom).toBe(overdueFrom);
  });

  it('treats a missing rent type as Monthly', () => {
    const { type: _omitted, ...untyped } = monthly;
    expect(rentState({ ...untyped, today: '2024-03-15' }).duePeriods).toBe(3);
    expect(rentState({ ...monthly, type: null, today: '2024-03-15' }).duePeriods).toBe(3);
  });
});

describe('rentState of a checked-out rent: periods stop at the checkout date', () => {
  it.each([
    // checkout, today, paid → status, due periods, balance, owed since, overdue from (a checked-out rent with a balance is Overdue at once)
    ['2024-03-15', '2024-06-15', 300_000, 'Paid', 3, 0, null, null],
    ['2024-03-15', '2024-06-15', 250_000, 'Overdue', 3, 50_000, '2024-03-01', '2024-03-15'],
    ['2024-03-15', '2024-06-15', 400_000, 'Paid', 3, -100_000, null, null],
    // checking out on a due date owes that period: it has started
    ['2024-03-01', '2024-06-15', 200_000, 'Overdue', 3, 100_000, '2024-03-01', '2024-03-01'],
    ['2024-02-29', '2024-06-15', 200_000, 'Paid', 2, 0, null, null],
    ['2024-01-01', '2024-06-15', 0, 'Overdue', 1, 100_000, '2024-01-01', '2024-01-01'],
    ['2024-04-20', '2024-06-15', 100_000, 'Overdue', 4, 300_000, '2024-02-01', '2024-03-01'],
    // checking out on the last day of the lease owes its 12 periods, not a 13th
    ['2024-12-31', '2025-03-01', 1_200_000, 'Paid', 12, 0, null, null],
    // stayed past rent_end_date, then left: billed to checkout, no longer Overstay
    ['2025-02-10', '2025-06-01', 1_400_000, 'Paid', 14, 0, null, null],
    ['2025-02-10', '2025-06-01', 1_300_000, 'Overdue', 14, 100_000, '2025-02-01', '2025-02-10'],
    // a checkout recorded ahead of today bills through the checkout date
    ['2024-08-15', '2024-06-15', 800_000, 'Paid', 8, 0, null, null],
  ] as const)('checkout %s, today %s, paid %i → %s', (checkoutDate, today, paid, status, due, balance, next, overdueFrom) => {
    const state = rentState({ ...monthly, checkoutDate, paidCents: paid, today });
    expect(state).toMatchObject({
      status,
      duePeriods: due,
      balanceCents: balance,
      amountDueCents: Math.max(0, balance),
      nextPaymentDate: next,
      // no period is due after a checkout
      nextDueDate: null,
      overdueFrom,
      checkedOut: true,
      // a checked-out rent takes payments until its balance is settled
      payable: balance > 0,
    });
  });

  it('treats an empty checkout date as not checked out', () => {
    const state = rentState({ ...monthly, checkoutDate: '', paidCents: 0, today: '2025-01-05' });
    expect(state.checkedOut).toBe(false);
    expect(state.status).toBe('Overstay');
  });
});

describe('rentState with late fees: owed on top of the periods, payments pay the periods first', () => {
  const weekly: RentStateInput = { rentPriceCents: 20_000, startDate: '2024-03-01', endDate: '2024-06-30', type: 'Weekly', paidCents: 0 };
  const daily: RentStateInput = { rentPriceCents: 5_000, startDate: '2024-03-10', endDate: '2024-03-20', type: 'Daily', paidCents: 0 };
  it.each([
    // rent, today, paid, fees → status, dueCents, amount due, paid periods, owed since, overdueFrom, due index
    // a current rent owing only a fee is Unpaid, owed since its current period; its due index stays about rent
    ['monthly', monthly, '2024-01-20', 100_000, 5_000, 'Unpaid', 105_000, 5_000, 1, '2024-01-01', '2024-03-01', '2024-02-01'],
    ['monthly', monthly, '2024-02-10', 100_000, 5_000, 'Unpaid', 205_000, 105_000, 1, '2024-02-01', '2024-03-01', '2024-02-01'],
    ['monthly', monthly, '2024-03-10', 100_000, 5_000, 'Overdue', 305_000, 205_000, 1, '2024-02-01', '2024-03-01', '2024-02-01'],
    ['monthly', monthly, '2024-02-10', 205_000, 5_000, 'Paid', 205_000, 0, 2, null, '2024-04-01', '2024-03-01'],
    // paid ahead: the money beyond the periods due covers the fee
    ['monthly', monthly, '2024-01-20', 300_000, 5_000, 'Paid', 105_000, 0, 3, null, '2024-05-01', '2024-04-01'],
    ['monthly', monthly, '2024-01-20', 102_000, 5_000, 'Unpaid', 105_000, 3_000, 1, '2024-01-01', '2024-03-01', '2024-02-01'],
    // overstay wins, the fee is still owed
    ['monthly', monthly, '2025-01-05', 1_300_000, 5_000, 'Overstay', 1_305_000, 5_000, 13, '2025-01-01', null, null],
    ['weekly', weekly, '2024-03-10', 40_000, 1_000, 'Unpaid', 41_000, 1_000, 2, '2024-03-08', '2024-03-22', '2024-03-15'],
    ['weekly', weekly, '2024-03-10', 20_000, 1_000, 'Unpaid', 41_000, 21_000, 1, '2024-03-08', '2024-03-15', '2024-03-08'],
    ['weekly', weekly, '2024-03-16', 20_000, 1_000, 'Overdue', 61_000, 41_000, 1, '2024-03-08', '2024-03-15', '2024-03-08'],
    ['daily', daily, '2024-03-12', 15_000, 500, 'Unpaid', 15_500, 500, 3, '2024-03-12', '2024-03-14', '2024-03-13'],
    ['daily', daily, '2024-03-12', 10_000, 500, 'Unpaid', 15_500, 5_500, 2, '2024-03-12', '2024-03-13', '2024-03-12'],
    ['daily', daily, '2024-03-12', 5_000, 500, 'Overdue', 15_500, 10_500, 1, '2024-03-11', '2024-03-12', '2024-03-11'],
    // a free rent with a fee owes the fee, and never turns Overdue while current
    ['free', { ...monthly, rentPriceCents: 0 }, '2024-02-15', 0, 1_000, 'Unpaid', 1_000, 1_000, 2, '2024-02-01', null, null],
  ] as const)(
    '%s, today %s, paid %i, fees %i → %s',
    (_n, rent, today, paid, fees, status, dueCents, amountDue, paidPeriods, next, overdueFrom, dueIndex) => {
      const state = rentState({ ...rent, paidCents: paid, feesCents: fees, today });
      expect(state).toMatchObject({
        status,
        dueCents,
        feesCents: fees,
        amountDueCents: amountDue,
        balanceCents: dueCents - paid,
        paidPeriods,
        nextPaymentDate: next,
        overdueFrom,
        dueIndexDate: dueIndex,
        payable: true,
      });
      // fees never move a current rent's due index: it is the same as without them
      expect(state.dueIndexDate).toBe(rentState({ ...rent, paidCents: paid, today }).dueIndexDate);
    },
  );

  it.each([
    // checkout, paid, fees → status, amount due, owed since, overdueFrom (= due index date's bound), due index
    // owing only fees: Overdue from the checkout date, in the due index under its last period's start
    ['2024-03-15', 300_000, 5_000, 'Overdue', 5_000, '2024-03-01', '2024-03-15', '2024-03-01'],
    ['2024-03-15', 305_000, 5_000, 'Paid', 0, null, null, null],
    ['2024-03-15', 310_000, 5_000, 'Paid', 0, null, null, null],
    ['2024-03-15', 250_000, 5_000, 'Overdue', 55_000, '2024-03-01', '2024-03-15', '2024-03-01'],
    ['2024-03-15', 150_000, 10_000, 'Overdue', 160_000, '2024-02-01', '2024-03-01', '2024-02-01'],
  ] as const)('checked out %s, paid %i, fees %i → %s', (checkoutDate, paid, fees, status, amountDue, next, overdueFrom, dueIndex) => {
    const state = rentState({ ...monthly, checkoutDate, paidCents: paid, feesCents: fees, today: '2024-06-15' });
    expect(state).toMatchObject({
      status,
      amountDueCents: amountDue,
      nextPaymentDate: next,
      overdueFrom,
      dueIndexDate: dueIndex,
      checkedOut: true,
      payable: amountDue > 0,
    });
    // what the room keeps counting until settled includes the fees
    expect(checkedOutArrears(state)).toEqual(amountDue > 0 ? { dueCents: 300_000 + fees, paidCents: paid } : null);
  });

  it('a free checked-out rent owing a fee is Overdue from its checkout', () => {
    const state = rentState({
      ...monthly,
      rentPriceCents: 0,
      checkoutDate: '2024-02-10',
      paidCents: 0,
      feesCents: 700,
      today: '2024-03-01',
    });
    expect(state).toMatchObject({ status: 'Overdue', amountDueCents: 700, overdueFrom: '2024-02-10', dueIndexDate: '2024-02-01' });
  });

  it('refuses negative or fractional fees', () => {
    expect(() => rentState({ ...monthly, feesCents: -1, today: '2024-03-01' })).toThrow(RangeError);
    expect(() => rentState({ ...monthly, feesCents: 0.5, today: '2024-03-01' })).toThrow(RangeError);
  });

  it('level figures count the fees in due and collected, and a room owing only a fee is not Overdue', () => {
    const today = '2024-03-15';
    const feeOnly: RentStateInput = { ...monthly, paidCents: 300_000, feesCents: 5_000 };
    expect(roomStatus(feeOnly, today)).toBe('Unpaid');
    expect(
      summarizeRooms([{ rent: feeOnly }, { rent: null, arrears: { count: 1, dueCents: 105_000, paidCents: 100_000 } }], today),
    ).toMatchObject({
      overdue_count: 0,
      arrears_count: 1,
      arrears_cents: 5_000,
      due_cents: 410_000,
      collected_cents: 400_000,
    });
  });
});

describe('rentState edge cases', () => {
  it('a free rent is always settled and has no payment dates', () => {
    expect(rentState({ ...monthly, rentPriceCents: 0, paidCents: 0, today: '2024-02-15' })).toEqual({
      duePeriods: 2,
      paidPeriods: 2,
      dueCents: 0,
      feesCents: 0,
      paidCents: 0,
      balanceCents: 0,
      amountDueCents: 0,
      status: 'Paid',
      nextPaymentDate: null,
      nextDueDate: null,
      overdueFrom: null,
      dueIndexDate: null,
      checkedOut: false,
      payable: true,
    });
  });

  it('a free rent past its end date still overstays', () => {
    expect(rentState({ ...monthly, rentPriceCents: 0, today: '2025-01-01' }).status).toBe('Overstay');
  });

  it.each([
    ['negative price', { rentPriceCents: -1 }],
    ['fractional price', { rentPriceCents: 10.5 }],
    ['negative payments', { paidCents: -100 }],
    ['NaN payments', { paidCents: Number.NaN }],
    ['malformed start', { startDate: '2024-1-1' }],
    ['malformed end', { endDate: '2024-02-30' }],
    ['unknown type', { type: 'Yearly' as RentType }],
  ])('%s is refused', (_name, override) => {
    expect(() => rentState({ ...monthly, ...override, today: '2024-03-01' })).toThrow(RangeError);
  });

  it('a malformed today is refused', () => {
    expect(() => rentState({ ...monthly, today: '15/03/2024' })).toThrow(RangeError);
  });
});

describe('roomStatus', () => {
  it.each([
    [null, '2024-03-15', 'Vacant'],
    [undefined, '2024-03-15', 'Vacant'],
    [{ ...monthly, paidCents: 300_000 }, '2024-03-15', 'Paid'],
    [{ ...monthly, paidCents: 200_000 }, '2024-03-15', 'Unpaid'],
    [{ ...monthly, paidCents: 0 }, '2024-03-15', 'Overdue'],
    [{ ...monthly, paidCents: 2_000_000 }, '2025-01-01', 'Overstay'],
  ])('%j on %s → %s', (rent, today, expected) => {
    expect(roomStatus(rent, today)).toBe(expected);
  });
});

describe('overdueReportAmounts', () => {
  it.each([
    [100_000, '2024-03-15', 200_000, '2024-02-01'],
    [0, '2024-03-15', 300_000, '2024-01-01'],
    [150_000, '2024-03-15', 150_000, '2024-02-01'],
  ])('paid %i on %s → amount due %i, next payment %s', (paid, today, amountDue, next) => {
    expect(overdueReportAmounts({ ...monthly, paidCents: paid, today })).toEqual({ amountDueCents: amountDue, nextPaymentDate: next });
  });
});

describe('validateRentDates', () => {
  it.each([
    ['2024-01-01', '2024-12-31', null],
    ['2024-01-01', '2024-01-01', null],
    ['2024-12-31', '2024-01-01', 'Rent Start Date cannot be greater than Rent End Date.'],
    ['2024-01-02', '2024-01-01', 'Rent Start Date cannot be greater than Rent End Date.'],
    ['', '2024-01-01', 'All fields are required!'],
    ['2024-01-01', '  ', 'All fields are required!'],
    [null, '2024-01-01', 'All fields are required!'],
    ['2024-01-01', undefined, 'All fields are required!'],
    ['2024-02-30', '2024-03-01', 'Please enter a valid date.'],
    ['2024-01-01', '01/03/2024', 'Please enter a valid date.'],
  ])('start %j, end %j → %j', (start, end, expected) => {
    expect(validateRentDates(start, end)).toBe(expected);
  });
});

describe('validateCheckout', () => {
  it.each([
    ['2024-01-10', '', 'Please select a checkout date.'],
    ['2024-01-10', null, 'Please select a checkout date.'],
    ['2024-01-10', undefined, 'Please select a checkout date.'],
    ['2024-01-10', 'soon', 'Please select a checkout date.'],
    ['2024-01-10', '2024-01-09', 'Checkout Date cannot be earlier than Rent Start Date.'],
    ['2024-01-10', '2023-12-31', 'Checkout Date cannot be earlier than Rent Start Date.'],
    ['2024-01-10', '2024-01-10', null],
    ['2024-01-10', '2024-06-01', null],
  ])('start %s, checkout %j → %j', (start, checkout, expected) => {
    expect(validateCheckout(start, checkout)).toBe(expected);
  });
});

describe('summarizeRooms and combineSummaries (today 2024-03-15)', () => {
  const today = '2024-03-15';
  const paidUp: RentStateInput = { ...monthly, paidCents: 300_000 }; // 3 due, Paid
  const inArrears: RentStateInput = { ...monthly, rentPriceCents: 50_000, paidCents: 50_000 }; // 3 due (150,000), Overdue
  const paidAhead: RentStateInput = {
    rentPriceCents: 20_000,
    startDate: '2024-03-10',
    endDate: '2024-12-31',
    type: 'Weekly',
    paidCents: 100_000,
  }; // 1 due (20,000), Paid, 80,000 ahead

  it('sums a level: occupancy, collected share (payments capped per rent), rent value, overdue rooms', () => {
    expect(summarizeRooms([{ rent: null }, { rent: paidUp }, { rent: inArrears }, { rent: paidAhead }], today)).toEqual({
      rooms_rented: 3,
      total_rooms: 4,
      occupancy_rate: 75,
      // (300,000 + 50,000 + 20,000) / (300,000 + 150,000 + 20,000); uncapped it would read 95.74
      paid_percentage: 78.72,
      // monthly equivalents: 100,000 + 50,000 + 20,000 × 52 / 12 (86,666.67 → 86,667)
      total_rent_value_cents: 236_667,
      overdue_count: 1,
      arrears_count: 0,
      arrears_cents: 0,
      collected_cents: 370_000,
      due_cents: 470_000,
    });
  });

  it.each([
    ['no rooms', [], 0, 100],
    ['only vacant rooms', [{ rent: null }, { rent: null }, { rent: null }], 0, 100],
    [
      'one of three rented, nothing due yet',
      [{ rent: { ...monthly, startDate: '2024-04-01' } }, { rent: null }, { rent: null }],
      33.33,
      100,
    ],
    ['two of three rented, nothing paid', [{ rent: monthly }, { rent: monthly }, { rent: null }], 66.67, 0],
    ['one of one, a third paid', [{ rent: { ...monthly, paidCents: 100_000 } }], 100, 33.33],
  ])('%s → occupancy %s%, paid %s%', (_name, rooms, occupancy, paid) => {
    const summary = summarizeRooms(rooms, today);
    expect(summary.occupancy_rate).toBe(occupancy);
    expect(summary.paid_percentage).toBe(paid);
  });

  it('counts only rooms whose status is Overdue (an overstaying room with arrears shows Overstay)', () => {
    const overstaying: RentStateInput = { ...monthly, endDate: '2024-02-29', paidCents: 0 };
    const summary = summarizeRooms([{ rent: overstaying }, { rent: inArrears }], today);
    expect(summary.overdue_count).toBe(1);
  });

  it('combines levels from their sums, not by averaging percentages', () => {
    const ground = summarizeRooms([{ rent: paidUp }, { rent: null }], today); // 1/2 rented, 100% paid
    const first = summarizeRooms([{ rent: inArrears }, { rent: null }, { rent: null }, { rent: null }], today); // 1/4, 33.33%
    expect(ground.paid_percentage).toBe(100);
    expect(first.paid_percentage).toBe(33.33);
    expect(combineSummaries([ground, first])).toEqual({
      rooms_rented: 2,
      total_rooms: 6,
      occupancy_rate: 33.33, // averaging would give 37.5
      paid_percentage: 77.78, // 350,000 / 450,000; averaging would give 66.67
      total_rent_value_cents: 150_000,
      overdue_count: 1,
      arrears_count: 0,
      arrears_cents: 0,
      collected_cents: 350_000,
      due_cents: 450_000,
    });
  });

  it('a building summary equals the summary of all its rooms at once', () => {
    const levels = [[{ rent: paidUp }, { rent: null }], [{ rent: inArrears }, { rent: paidAhead }, { rent: null }], []];
    expect(combineSummaries(levels.map((rooms) => summarizeRooms(rooms, today)))).toEqual(summarizeRooms(levels.flat(), today));
  });

  it("counts a checked-out tenant's arrears (on the vacant room) apart from the rooms rented now, and in due and collected, until settled", () => {
    const arrears = { count: 1, dueCents: 360_00, paidCents: 120_00 };
    expect(summarizeRooms([{ rent: null, arrears }, { rent: paidUp }], today)).toEqual({
      rooms_rented: 1,
      total_rooms: 2,
      occupancy_rate: 50,
      // (300,000 + 12,000) / (300,000 + 36,000)
      paid_percentage: 92.86,
      total_rent_value_cents: 100_000,
      // room 102 is Paid: the past tenant's debt is not an overdue room rented now (issue 17 R2)
      overdue_count: 0,
      arrears_count: 1,
      arrears_cents: 24_000,
      collected_cents: 312_000,
      due_cents: 336_000,
    });
    // two past tenants with arrears on one room, and a current Overdue one: one overdue room, two past tenants owing
    expect(summarizeRooms([{ rent: inArrears, arrears: { count: 2, dueCents: 1_000, paidCents: 0 } }], today)).toMatchObject({
      overdue_count: 1,
      arrears_count: 2,
      arrears_cents: 1_000,
    });
    // settled arrears leave zeros behind
    expect(summarizeRooms([{ rent: null, arrears: { count: 0, dueCents: 0, paidCents: 0 } }], today)).toMatchObject({
      overdue_count: 0,
      arrears_count: 0,
      due_cents: 0,
      paid_percentage: 100,
    });
  });

  it('nothing due (empty, vacant or not yet started) is due 0 with paid_percentage 100 (DECISIONS), which the screen shows as "Nothing due"', () => {
    for (const rooms of [[], [{ rent: null }], [{ rent: { ...monthly, startDate: '2024-04-01' } }]]) {
      expect(summarizeRooms(rooms, today)).toMatchObject({ due_cents: 0, collected_cents: 0, paid_percentage: 100 });
    }
  });

  it('a building with no levels is empty, with nothing due counted as fully paid', () => {
    expect(combineSummaries([])).toMatchObject({ rooms_rented: 0, total_rooms: 0, occupancy_rate: 0, paid_percentage: 100 });
  });
});
