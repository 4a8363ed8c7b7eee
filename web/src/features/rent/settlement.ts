/**
 * The money the rent screens check before sending (the server checks the same): what a payment may be at
 * most, the deposit to suggest, the balance a checkout leaves. Decimal amounts in, compared as integer cents.
 */
import { toCents, fromCents } from '../../../../shared/domain/money.ts';
import { isIsoDate } from '../../../../shared/domain/dates.ts';
import { DEPOSIT_METHOD, PAYMENT_METHODS } from '../../../../shared/rent/limits.ts';
import * as RENT_MESSAGES from '../../../../shared/rent/messages.ts';
import { rentState, type RentType } from '../../../../shared/rent/rules.ts';

const cents = (amount: number | null | undefined) => (Number.isFinite(amount) ? Math.max(0, toCents(amount as number)) : 0);

/** A positive amount as the amount field's text ("480.00"); nothing to suggest is ''. */
export function amountText(amount: number | null | undefined): string {
  const c = cents(amount);
  return c > 0 ? fromCents(c).toFixed(2) : '';
}

/** The methods the payment form offers: the banks, and Deposit while some of the deposit is left. */
export function paymentMethodsFor(depositAvailable: number | null | undefined): string[] {
  return cents(depositAvailable) > 0 ? [...PAYMENT_METHODS, DEPOSIT_METHOD] : [...PAYMENT_METHODS];
}

/** Settling from the deposit: min(deposit left, amount owed), as the amount field's text. */
export function depositSuggestion(amountDue: number | null | undefined, depositAvailable: number | null | undefined): string {
  return amountText(fromCents(Math.min(cents(amountDue), cents(depositAvailable))));
}

export interface PaymentLimitInput {
  method: string;
  /** The amount typed, already checked as a positive amount with 2 decimals. */
  amount: number;
  amountDue: number | null | undefined;
  depositAvailable: number | null | undefined;
  /** A checked-out rent takes payments only up to its balance. */
  checkedOut: boolean;
}

/**
 * The server's rule for this payment (issue "Rent management" #1), or null when it may be sent: from the deposit
 * never more than min(deposit left, amount owed); on a checked-out rent never more than the amount owed.
 */
export function paymentLimitProblem({ method, amount, amountDue, depositAvailable, checkedOut }: PaymentLimitInput): string | null {
  const paying = cents(amount);
  if (method === DEPOSIT_METHOD && paying > Math.min(cents(depositAvailable), cents(amountDue)))
    return RENT_MESSAGES.depositPaymentTooLarge;
  if (checkedOut && paying > cents(amountDue)) return RENT_MESSAGES.paymentAboveBalance;
  return null;
}

export interface CheckoutRent {
  rent_price: number | null;
  rent_type: RentType | null;
  rent_start_date: string | null;
  rent_end_date: string | null;
  total_amount_paid: number;
  /** Late fees posted and not waived: owed at checkout like the periods (absent: none). */
  late_fees?: number | null;
}

/** A balance split into what is still owed and what was paid beyond what was due (a credit); one of them is 0. */
export interface BalanceParts {
  owed: number;
  credit: number;
}

/** Due so far and paid (decimal amounts) as owed or credit, worked out in cents. */
export function balanceParts(due: number | null | undefined, paid: number | null | undefined): BalanceParts {
  const balance = cents(due) - cents(paid);
  return { owed: fromCents(Math.max(0, balance)), credit: fromCents(Math.max(0, -balance)) };
}

/** Due so far split as the unit page shows it: the rent's periods, the late fees, and their total (decimal amounts). */
export interface DueParts {
  rent: number;
  fees: number;
  total: number;
}

/** `due` (late fees included, as the API answers total_amount_due_so_far) split into rent and fees, in cents. */
export function dueParts(due: number | null | undefined, fees: number | null | undefined): DueParts {
  const total = cents(due);
  const feeCents = Math.min(total, cents(fees));
  return { rent: fromCents(total - feeCents), fees: fromCents(feeCents), total: fromCents(total) };
}

/**
 * What is left to pay once checked out on `checkoutDate` (nothing accrues after it), or what was paid beyond it:
 * a credit to refund (issue 17 R1). Null when it cannot be worked out.
 */
export function balanceAtCheckout(rent: CheckoutRent, checkoutDate: string): BalanceParts | null {
  const { rent_start_date: start, rent_end_date: end } = rent;
  if (!isIsoDate(checkoutDate) || !isIsoDate(start) || !isIsoDate(end) || rent.rent_price === null) return null;
  const state = rentState({
    rentPriceCents: cents(rent.rent_price),
    startDate: start,
    endDate: end,
    type: rent.rent_type,
    checkoutDate,
    paidCents: cents(rent.total_amount_paid),
    feesCents: cents(rent.late_fees),
    today: checkoutDate,
  });
  return balanceParts(fromCents(state.dueCents), fromCents(state.paidCents));
}
