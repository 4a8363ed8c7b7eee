/**
 * Rent rules (DECISIONS.md, "Rent"). Pure: dates are 'YYYY-MM-DD', money is integer cents, and "today"
 * is always a parameter.
 */
import { addDays, addMonths, daysBetween, isAfter, isBefore, isIsoDate, parseIsoDate, type IsoDate } from '../domain/dates.ts';
import { MAX_LEASE_YEARS, RENT_DATES } from './limits.ts';
import * as RENT_MESSAGES from './messages.ts';

export const RENT_TYPES = ['Daily', 'Weekly', 'Monthly'] as const;
export type RentType = (typeof RENT_TYPES)[number];
/** "Rent type: Daily, Weekly or Monthly; default Monthly." (spec §4) */
export const DEFAULT_RENT_TYPE: RentType = 'Monthly';

export function isRentType(value: unknown): value is RentType {
  return typeof value === 'string' && (RENT_TYPES as readonly string[]).includes(value);
}

export const RENT_STATUSES = ['Paid', 'Unpaid', 'Overdue', 'Overstay', 'Vacant'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

function assertPeriodIndex(k: number): void {
  if (!Number.isSafeInteger(k) || k < 0) throw new RangeError(`Period index must be a non-negative integer: ${k}`);
}

function assertCents(name: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} must be a non-negative integer number of cents: ${cents}`);
}

function rentTypeOrDefault(type: RentType | null | undefined): RentType {
  if (type === null || type === undefined) return DEFAULT_RENT_TYPE;
  if (!isRentType(type)) throw new RangeError(`Unknown rent type: ${String(type)}`);
  return type;
}

/**
 * Start (= due date) of period k, 0-based. "The first period starts and is due on rent_start_date."
 * Monthly periods are counted from the start date each time, so a 31st start gives Feb 29, Mar 31, Apr 30.
 */
export function periodStart(startDate: string, type: RentType, k: number): IsoDate {
  assertPeriodIndex(k);
  switch (rentTypeOrDefault(type)) {
    case 'Daily':
      return addDays(startDate, k);
    case 'Weekly':
      return addDays(startDate, 7 * k);
    case 'Monthly':
      return addMonths(startDate, k);
  }
}

/** Last day of period k: the day before period k + 1 starts. */
export function periodEnd(startDate: string, type: RentType, k: number): IsoDate {
  return addDays(periodStart(startDate, type, k + 1), -1);
}

/**
 * Periods started from startDate up to and including asOf: 0 before the start, 1 on the start date.
 * asOf is today, or the checkout date once checked out; rent_end_date does not stop the count (overstay).
 */
export function duePeriods(startDate: string, type: RentType, asOf: string): number {
  const days = daysBetween(startDate, asOf);
  if (days < 0) return 0;
  switch (rentTypeOrDefault(type)) {
    case 'Daily':
      return days + 1;
    case 'Weekly':
      return Math.floor(days / 7) + 1;
    case 'Monthly': {
      const start = parseIsoDate(startDate);
      const at = parseIsoDate(asOf);
      let monthsStarted = (at.year - start.year) * 12 + (at.month - start.month);
      // In asOf's month the period may start later than asOf's day (start on the 20th, asOf the 10th).
      if (isAfter(addMonths(startDate, monthsStarted), asOf)) monthsStarted -= 1;
      return monthsStarted + 1;
    }
  }
}

/**
 * Periods that make up the lease: those that start before rent_end_date. A period starting on the end date is
 * not part of it (a 12-month lease 22/09/2026–22/09/2027 has 12 periods); a lease always has its first period.
 */
export function leasePeriods(startDate: string, type: RentType | null | undefined, endDate: string): number {
  return Math.max(1, duePeriods(startDate, rentTypeOrDefault(type), addDays(endDate, -1)));
}

/**
 * Periods owed as of `asOf` (today, or the checkout date once checked out): the periods started by then, but
 * no more than the lease's own periods unless `asOf` is after rent_end_date (a tenant who stays on accrues the
 * periods after it, starting with the one that begins on the end date). Constant time: nothing is walked.
 */
export function periodsOwedBy(rent: { startDate: string; endDate: string; type?: RentType | null }, asOf: string): number {
  const started = duePeriods(rent.startDate, rentTypeOrDefault(rent.type), asOf);
  return isAfter(asOf, rent.endDate) ? started : Math.min(started, leasePeriods(rent.startDate, rent.type, rent.endDate));
}

/**
 * What a rent is worth per month, in cents, rounded half up: Monthly as is, Daily × 365 / 12, Weekly × 52 / 12.
 * Building and level "Rent Value" figures sum these, so daily, weekly and monthly rents add up meaningfully.
 */
export function monthlyEquivalentCents(priceCents: number, type: RentType | null | undefined): number {
  assertCents('priceCents', priceCents);
  const perYear = { Daily: 365, Weekly: 52, Monthly: 12 }[rentTypeOrDefault(type)];
  // Integer maths, exact for any price up to MAX_AMOUNT: floor((p × n + 6) / 12) is p × n / 12 rounded half up.
  return Math.floor((priceCents * perYear + 6) / 12);
}

export interface RentStateInput {
  rentPriceCents: number;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Missing on old records: treated as the default, Monthly. */
  type?: RentType | null;
  checkoutDate?: IsoDate | null;
  /** Σ payments recorded for this rent. */
  paidCents: number;
  /**
   * Σ late fees posted on this rent and not waived: owed on top of the periods (AUTOMATION.md "Rent collection").
   * Payments pay the periods first, oldest first, so the paid periods, the due index and "which period is unpaid"
   * stay about rent alone; a fee only adds to what is due. Absent: none (callers reading a record pass it).
   */
  feesCents?: number;
}

export interface RentState {
  /** current_due_periods */
  duePeriods: number;
  /** current_paid_periods = floor(total_amount_paid / rent_price); equals duePeriods when the price is 0. */
  paidPeriods: number;
  /** total_amount_due_so_far = duePeriods × rent_price + the fees posted and not waived */
  dueCents: number;
  /** The fees in dueCents (late_fees). */
  feesCents: number;
  /** total_amount_paid */
  paidCents: number;
  /** due − paid; negative when the tenant has paid ahead. */
  balanceCents: number;
  /** What is owed now: the balance, never below 0. */
  amountDueCents: number;
  status: Exclude<RentStatus, 'Vacant'>;
  /**
   * Due date of the earliest period not fully paid ("Owed since"); null when nothing is owed. When every period
   * owed is paid and only fees are left: the start of the last period owed (the fees' latest possible period).
   */
  nextPaymentDate: IsoDate | null;
  /**
   * Due date of the next period that starts after today; null once checked out, when the price is 0, or when
   * that period would start on or after rent_end_date (not part of the lease) while the tenant is not overstaying.
   */
  nextDueDate: IsoDate | null;
  /**
   * The day this rent is Overdue from if nothing more is paid (the due index's key). A current rent: the day
   * after its oldest unpaid period ends; null when it cannot turn Overdue before it overstays, or the price is 0.
   * A checked-out rent with a balance is Overdue at once: that day, or its checkout date if earlier (owing only
   * fees: its checkout date). Settled: null. Fees never move a current rent's overdueFrom (they do not make it
   * Overdue: a current rent owing only fees is Unpaid).
   */
  overdueFrom: IsoDate | null;
  /**
   * The due index's key (gsi2): null when the rent is not in it (overdueFrom is null), else the due date of its
   * oldest period not fully paid, started or not. Once the rent is Overdue this is its "Owed since", so the
   * Overdue report's index order is oldest Owed since first. Like overdueFrom it moves only with payments and
   * checkout, never with today, and is never later than overdueFrom (a key condition ≤ today finds every Overdue rent).
   */
  dueIndexDate: IsoDate | null;
  checkedOut: boolean;
  /** Takes payments: a current rent, or a checked-out one until its balance is settled. */
  payable: boolean;
}

/**
 * Figures and status of one rent as of `today`.
 * Status of a current rent, first match wins (DECISIONS): Overstay, Paid, Overdue, Unpaid.
 * A checked-out rent (history card) accrues nothing after its checkout date and can no longer be "current":
 * it is Paid when paid ≥ due at checkout, otherwise Overdue, since the balance left is owed by someone who left.
 */
export function rentState(input: RentStateInput & { today: IsoDate }): RentState {
  const { rentPriceCents: price, startDate, endDate, paidCents: paid, today } = input;
  const fees = input.feesCents ?? 0;
  const type = rentTypeOrDefault(input.type);
  assertCents('rentPriceCents', price);
  assertCents('paidCents', paid);
  assertCents('feesCents', fees);
  if (!isIsoDate(endDate)) throw new RangeError(`Invalid ISO date: ${JSON.stringify(endDate)}`);
  if (!isIsoDate(today)) throw new RangeError(`Invalid ISO date: ${JSON.stringify(today)}`);
  const checkoutDate = input.checkoutDate || null;
  const checkedOut = checkoutDate !== null;

  const rent = { startDate, endDate, type };
  const due = periodsOwedBy(rent, checkedOut ? checkoutDate : today);
  const rentDueCents = due * price;
  const dueCents = rentDueCents + fees;
  const paidPeriods = price === 0 ? due : Math.floor(paid / price);
  const overstaying = !checkedOut && isAfter(today, endDate);

  let status: RentState['status'];
  if (overstaying) status = 'Overstay';
  else if (paid >= dueCents) status = 'Paid';
  else if (checkedOut) status = 'Overdue';
  else if (paid < (due - 1) * price) status = 'Overdue';
  else status = 'Unpaid';

  const owes = paid < dueCents;
  // a period owed is not fully paid (payments pay periods first); otherwise what is owed, if anything, is fees
  const owesRent = price > 0 && paid < rentDueCents;
  const oldestUnpaid = owesRent ? periodStart(startDate, type, paidPeriods) : periodStart(startDate, type, Math.max(0, due - 1));
  let overdueFrom: IsoDate | null = null;
  let dueIndexDate: IsoDate | null = null;
  if (checkedOut && owes) {
    const oldestOverdue = owesRent ? periodStart(startDate, type, paidPeriods + 1) : checkoutDate;
    overdueFrom = isBefore(oldestOverdue, checkoutDate) ? oldestOverdue : checkoutDate;
    dueIndexDate = oldestUnpaid;
  } else if (price > 0 && !checkedOut && paidPeriods + 2 <= leasePeriods(startDate, type, endDate)) {
    // Overdue needs the period after the oldest unpaid one to have started, within the lease.
    overdueFrom = periodStart(startDate, type, paidPeriods + 1);
    dueIndexDate = periodStart(startDate, type, paidPeriods);
  }

  let nextDueDate: IsoDate | null = null;
  if (price > 0 && !checkedOut) {
    // The next period to start after today: due if it is one of the lease's, or the tenant overstays.
    const next = duePeriods(startDate, type, today);
    if (overstaying || next < leasePeriods(startDate, type, endDate)) nextDueDate = periodStart(startDate, type, next);
  }

  return {
    duePeriods: due,
    paidPeriods,
    dueCents,
    feesCents: fees,
    paidCents: paid,
    balanceCents: dueCents - paid,
    amountDueCents: Math.max(0, dueCents - paid),
    status,
    nextPaymentDate: owes ? oldestUnpaid : null,
    nextDueDate,
    overdueFrom,
    dueIndexDate,
    checkedOut,
    payable: !checkedOut || owes,
  };
}

/**
 * What a checked-out rent still owes counts in its level's figures until settled (it is Overdue): its due and
 * its payments (never above the due: payments on a checked-out rent stop at its balance). Null when the rent is
 * current or settled. Fixed once checked out, so the room keeps these sums and they change only with payments.
 */
export function checkedOutArrears(state: RentState): { dueCents: number; paidCents: number } | null {
  if (!state.checkedOut || state.amountDueCents === 0) return null;
  return { dueCents: state.dueCents, paidCents: state.paidCents };
}

/** Room status: "Vacant when there is no current rent", otherwise the current rent's status. */
export function roomStatus(currentRent: RentStateInput | null | undefined, today: IsoDate): RentStatus {
  return currentRent ? rentState({ ...currentRent, today }).status : 'Vacant';
}

/** Overdue report row figures: amount_due = due so far − paid; next_payment_date = earliest period not fully paid. */
export function overdueReportAmounts(input: RentStateInput & { today: IsoDate }): {
  amountDueCents: number;
  nextPaymentDate: IsoDate | null;
} {
  const state = rentState(input);
  return { amountDueCents: state.balanceCents, nextPaymentDate: state.nextPaymentDate };
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Add Rent dates: both required, real dates, start not after end (the same day is allowed), both within
 * RENT_DATES, and a lease of at most MAX_LEASE_YEARS (so no rent's periods run into the tens of thousands).
 */
export function validateRentDates(startDate: string | null | undefined, endDate: string | null | undefined): string | null {
  if (isBlank(startDate) || isBlank(endDate)) return RENT_MESSAGES.allFieldsRequired;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return RENT_MESSAGES.invalidDate;
  if (isAfter(startDate, endDate)) return RENT_MESSAGES.rentStartAfterEnd;
  if (isBefore(startDate, RENT_DATES.min) || isAfter(endDate, RENT_DATES.max)) return RENT_MESSAGES.rentDatesWindow;
  return isAfter(endDate, addMonths(startDate, 12 * MAX_LEASE_YEARS)) ? RENT_MESSAGES.leaseTooLong : null;
}

/** Checkout date: required (a malformed date counts as not selected) and not before the rent start date. */
export function validateCheckout(startDate: string, checkoutDate: string | null | undefined): string | null {
  if (isBlank(checkoutDate) || !isIsoDate(checkoutDate)) return RENT_MESSAGES.checkoutDateRequired;
  return isBefore(checkoutDate, startDate) ? RENT_MESSAGES.checkoutBeforeStart : null;
}

export interface LevelSummary {
  rooms_rented: number;
  total_rooms: number;
  /** rented ÷ rooms × 100, rounded to 2 decimals; 0 when there are no rooms. */
  occupancy_rate: number;
  /** collected ÷ due so far × 100, rounded to 2 decimals; 100 when nothing is due. */
  paid_percentage: number;
  /** Σ monthly equivalents of the current rents (monthlyEquivalentCents). */
  total_rent_value_cents: number;
  /** Current rents whose status is Overdue (DECISIONS: rooms Overdue; shown as overdue / rooms rented). */
  overdue_count: number;
  /** Checked-out rents that still owe (their rooms may be vacant or rented again): a figure of their own. */
  arrears_count: number;
  /** What those checked-out rents still owe: Σ (due − paid). */
  arrears_cents: number;
  /** Σ min(paid, due) per rent counted (current, and checked out owing): what the Collected figure counts. */
  collected_cents: number;
  /** Σ due so far of current rents. */
  due_cents: number;
}

function percentage(part: number, whole: number, whenWholeIsZero: number): number {
  return whole === 0 ? whenWholeIsZero : Math.round((part / whole) * 10_000) / 100;
}

function summaryFromTotals(t: Omit<LevelSummary, 'occupancy_rate' | 'paid_percentage'>): LevelSummary {
  return {
    ...t,
    occupancy_rate: percentage(t.rooms_rented, t.total_rooms, 0),
    paid_percentage: percentage(t.collected_cents, t.due_cents, 100),
  };
}

/**
 * Sums a room keeps over its checked-out rents that still owe (checkedOutArrears), maintained with each
 * checkout, payment and deletion: how many, their due and what was paid on them.
 */
export interface RoomArrears {
  count: number;
  dueCents: number;
  paidCents: number;
}

/**
 * Level summary (DECISIONS "Level summary") over the level's rooms and their current rents, plus the arrears of
 * checked-out rents that still owe (Overdue until settled, though their rooms are vacant again).
 * paid_percentage counts each rent's payments only up to what it owes, so one tenant paying ahead neither
 * hides another's arrears nor pushes the Collected chart past 100%. overdue_count counts the current rents whose
 * status is exactly Overdue (first match wins, so an Overstay room is not counted): "overdue / rooms rented" is about
 * the rooms rented now. Checked-out rents that still owe are counted apart (arrears_count, arrears_cents), and their
 * due and payments stay in the Collected figure until settled.
 */
export function summarizeRooms(
  rooms: ReadonlyArray<{ rent: RentStateInput | null | undefined; arrears?: RoomArrears | null }>,
  today: IsoDate,
): LevelSummary {
  let rented = 0;
  let rentValue = 0;
  let overdue = 0;
  let arrearsCount = 0;
  let arrearsCents = 0;
  let collected = 0;
  let due = 0;
  for (const { rent, arrears } of rooms) {
    if (arrears) {
      arrearsCount += arrears.count;
      arrearsCents += arrears.dueCents - arrears.paidCents;
      due += arrears.dueCents;
      collected += arrears.paidCents;
    }
    if (!rent) continue;
    const state = rentState({ ...rent, today });
    rented += 1;
    rentValue += monthlyEquivalentCents(rent.rentPriceCents, rent.type);
    if (state.status === 'Overdue') overdue += 1;
    due += state.dueCents;
    collected += Math.min(state.paidCents, state.dueCents);
  }
  return summaryFromTotals({
    rooms_rented: rented,
    total_rooms: rooms.length,
    total_rent_value_cents: rentValue,
    overdue_count: overdue,
    arrears_count: arrearsCount,
    arrears_cents: arrearsCents,
    collected_cents: collected,
    due_cents: due,
  });
}

/** Building figures "aggregate their levels the same way": sums, then ratios recomputed (never averaged). */
export function combineSummaries(levels: ReadonlyArray<LevelSummary>): LevelSummary {
  const sum = (pick: (s: LevelSummary) => number) => levels.reduce((total, s) => total + pick(s), 0);
  return summaryFromTotals({
    rooms_rented: sum((s) => s.rooms_rented),
    total_rooms: sum((s) => s.total_rooms),
    total_rent_value_cents: sum((s) => s.total_rent_value_cents),
    overdue_count: sum((s) => s.overdue_count),
    arrears_count: sum((s) => s.arrears_count),
    arrears_cents: sum((s) => s.arrears_cents),
    collected_cents: sum((s) => s.collected_cents),
    due_cents: sum((s) => s.due_cents),
  });
}
