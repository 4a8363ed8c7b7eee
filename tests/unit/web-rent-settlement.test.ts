/** The rent screens' money helpers: what a payment may be at most, the deposit to suggest, the balance at checkout. */
import { describe, expect, it } from 'vitest';
import { DEPOSIT_METHOD } from '../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../shared/rent/messages.ts';
import {
  dueParts,
  amountText,
  balanceAtCheckout,
  balanceParts,
  depositSuggestion,
  paymentLimitProblem,
  paymentMethodsFor,
} from '../../web/src/features/rent/settlement.ts';

describe('paymentLimitProblem: the server rules, checked before sending', () => {
  const current = { amountDue: 1200, depositAvailable: 500, checkedOut: false };
  const left = { amountDue: 700, depositAvailable: 0, checkedOut: true };
  it.each([
    ['a bank payment on a current rent may run ahead of what is owed', { ...current, method: 'HSBC', amount: 5000 }, null],
    ['a bank payment on a current rent with nothing owed', { ...current, amountDue: 0, method: 'HSBC', amount: 300 }, null],
    ['the whole deposit when it is less than the balance', { ...current, method: DEPOSIT_METHOD, amount: 500 }, null],
    ['more than the deposit', { ...current, method: DEPOSIT_METHOD, amount: 500.01 }, RENT_MESSAGES.depositPaymentTooLarge],
    [
      'more than the balance, less than the deposit',
      { ...current, amountDue: 200, method: DEPOSIT_METHOD, amount: 300 },
      RENT_MESSAGES.depositPaymentTooLarge,
    ],
    [
      'from a used-up deposit',
      { ...current, depositAvailable: 0, method: DEPOSIT_METHOD, amount: 1 },
      RENT_MESSAGES.depositPaymentTooLarge,
    ],
    ['a checked-out rent: exactly the balance', { ...left, method: 'Barclays', amount: 700 }, null],
    ['a checked-out rent: above the balance', { ...left, method: 'Barclays', amount: 700.01 }, RENT_MESSAGES.paymentAboveBalance],
    ['a checked-out rent from its deposit', { ...left, depositAvailable: 900, method: DEPOSIT_METHOD, amount: 700 }, null],
    [
      'a checked-out rent, deposit above the balance',
      { ...left, depositAvailable: 900, method: DEPOSIT_METHOD, amount: 800 },
      RENT_MESSAGES.depositPaymentTooLarge,
    ],
    ['cents compare as cents (0.1 + 0.2)', { ...left, amountDue: 0.3, method: 'HSBC', amount: 0.1 + 0.2 }, null],
  ])('%s', (_, input, expected) => {
    expect(paymentLimitProblem(input)).toBe(expected);
  });
});

describe('depositSuggestion: min(deposit available, amount due) as the amount field text', () => {
  it.each([
    [1200, 500, '500.00'],
    [480, 500, '480.00'],
    [0, 500, ''],
    [700, 0, ''],
    [100.1, 100.1, '100.10'],
  ])('owed %s, deposit %s → %j', (amountDue, depositAvailable, expected) => {
    expect(depositSuggestion(amountDue, depositAvailable)).toBe(expected);
  });
});

describe('amountText', () => {
  it.each([
    [1200, '1200.00'],
    [0.1 + 0.2, '0.30'],
    [0, ''],
    [-5, ''],
    [null, ''],
  ])('%s → %j', (amount, expected) => {
    expect(amountText(amount)).toBe(expected);
  });
});

describe('paymentMethodsFor: Deposit only while some deposit is left', () => {
  it('offers the banks, then Deposit when the deposit is not used up', () => {
    expect(paymentMethodsFor(0)).toEqual(['Barclays', 'HSBC', 'Lloyds Bank', 'Others']);
    expect(paymentMethodsFor(0.01)).toEqual(['Barclays', 'HSBC', 'Lloyds Bank', 'Others', DEPOSIT_METHOD]);
  });
});

describe('balanceAtCheckout: what is left once nothing more accrues after the checkout date', () => {
  const rent = {
    rent_price: 300,
    rent_type: 'Monthly' as const,
    rent_start_date: '2026-01-15',
    rent_end_date: '2027-01-15',
    total_amount_paid: 500,
  };
  it.each([
    ['four months started by 20/04', '2026-04-20', { owed: 700, credit: 0 }],
    ['the day before the fourth month', '2026-04-14', { owed: 400, credit: 0 }],
    ['on the start date: $300 due, $500 paid, $200 to refund', '2026-01-15', { owed: 0, credit: 200 }],
    ['paid ahead is a credit to refund, not a balance of $0.00 (issue 17 R1)', '2026-01-20', { owed: 0, credit: 200 }],
    ['two months started, paid $100 more than due', '2026-02-15', { owed: 100, credit: 0 }],
    ['a malformed date counts nothing', 'not a date', null],
  ])('%s', (_, checkoutDate, expected) => {
    expect(balanceAtCheckout(rent, checkoutDate)).toEqual(expected);
  });
  it('late fees are owed at checkout like the periods', () => {
    expect(balanceAtCheckout({ ...rent, late_fees: 50 }, '2026-04-20')).toEqual({ owed: 750, credit: 0 });
    expect(balanceAtCheckout({ ...rent, late_fees: 50 }, '2026-01-15')).toEqual({ owed: 0, credit: 150 });
  });
  it('a tenant who paid $900 against $360 due by a back-dated checkout has $540 to get back', () => {
    const daily = {
      rent_price: 120,
      rent_type: 'Weekly' as const,
      rent_start_date: '2026-03-01',
      rent_end_date: '2026-12-31',
      total_amount_paid: 900,
    };
    expect(balanceAtCheckout(daily, '2026-03-15')).toEqual({ owed: 0, credit: 540 });
  });
  it('a weekly rent', () => {
    expect(balanceAtCheckout({ ...rent, rent_type: 'Weekly', rent_price: 75.5, total_amount_paid: 0 }, '2026-01-29')).toEqual({
      owed: 226.5,
      credit: 0,
    });
  });
  it.each([
    [360, 900, { owed: 0, credit: 540 }],
    [900, 360, { owed: 540, credit: 0 }],
    [0.3, 0.1, { owed: 0.2, credit: 0 }],
    [null, null, { owed: 0, credit: 0 }],
  ])('balanceParts(due %s, paid %s)', (due, paid, expected) => {
    expect(balanceParts(due, paid)).toEqual(expected);
  });
  it('a rent without a price or start owes nothing', () => {
    expect(balanceAtCheckout({ ...rent, rent_price: null, rent_start_date: null }, '2026-04-20')).toBe(null);
  });
});

describe('dueParts: Due so far as rent and late fees, then the total', () => {
  it.each<[number | null, number | null, { rent: number; fees: number; total: number }]>([
    [450, 0, { rent: 450, fees: 0, total: 450 }],
    [475, 25, { rent: 450, fees: 25, total: 475 }],
    [0.3, 0.1, { rent: 0.2, fees: 0.1, total: 0.3 }], // cents, not floats
    [1200.07, 35.35, { rent: 1164.72, fees: 35.35, total: 1200.07 }],
    [null, null, { rent: 0, fees: 0, total: 0 }],
  ])('due %s with fees %s', (due, fees, expected) => {
    expect(dueParts(due, fees)).toEqual(expected);
  });
});
