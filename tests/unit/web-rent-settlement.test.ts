/** The rent screens' money helpers: what a payment may be at most, the deposit to suggest, the balance at checkout. */
import { describe, expect, it } from 'vitest';
import { DEPOSIT_METHOD } from '../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../shared/rent/messages.ts';
import {
  amountText,
  balanceAtCheckout,
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
    ['four months started by 20/04', '2026-04-20', 700],
    ['the day before the fourth month', '2026-04-14', 400],
    ['on the start date', '2026-01-15', 0],
    ['paid ahead is not a negative balance', '2026-01-20', 0],
    ['a malformed date counts nothing', 'not a date', null],
  ])('%s', (_, checkoutDate, expected) => {
    expect(balanceAtCheckout(rent, checkoutDate)).toBe(expected);
  });
  it('a weekly rent', () => {
    expect(balanceAtCheckout({ ...rent, rent_type: 'Weekly', rent_price: 75.5, total_amount_paid: 0 }, '2026-01-29')).toBe(226.5);
  });
  it('a rent without a price or start owes nothing', () => {
    expect(balanceAtCheckout({ ...rent, rent_price: null, rent_start_date: null }, '2026-04-20')).toBe(null);
  });
});
