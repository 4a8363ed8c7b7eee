/**
 * Rent collection rules (AUTOMATION.md "Rent collection"): what the daily job owes one rent on one local day —
 * the invoice email of a period that falls due, the reminders before and after due dates, and the late fees of
 * periods left unpaid past the grace days. Pure: the company's local date is a parameter (`localDateOf` in
 * ../automation/settings.ts gives it), money is integer cents, and nothing is read here; the job reads the rents
 * and the fees already posted, asks these rules, and sends or posts what they answer.
 *
 * Choices where the contract is silent (also in README.md, "Choices where the spec is silent"):
 * - A period is paid when the rent's payments cover it, rent first: period k is paid when floor(paid / price) > k
 *   (fees never make a rent period unpaid; the amount due in an email still includes them).
 * - Billing: a period's invoice email goes out on the day the period becomes owed — its due date, or, for the
 *   period that starts on rent_end_date, the day after it (it is owed only once the tenant stays on). A period the
 *   tenant has already paid ahead gets no invoice email. Billing and reminders are both tenant emails and both
 *   follow `remindersEnabled` (off: the job sends the tenant nothing).
 * - Reminders are sent on their exact day only (a missed day is not caught up: a late "3 days before" would be
 *   wrong). "Before": the lease period that starts `reminderDaysBefore` days later, unless already paid ahead; 0
 *   days before sends none (the invoice email goes that day). "After": each period whose due date was d days ago
 *   (d in reminderDaysAfter) and is still unpaid.
 * - Daily rents: every day is a due date, so they get no invoice emails and no "before" reminders; "after"
 *   reminders only for their oldest unpaid day (one email on day d of the arrears, not one per unpaid day); a late
 *   fee is posted once per unpaid day-period (repeat `daily` on a one-day period would charge a period per day
 *   over and over).
 * - Late fees are caught up: a fee not posted on its day (the job did not run) is posted by the next run, dated
 *   then; for `daily`, one per missed day (seq = days since the grace ended), at most MAX_FEES_PER_RUN per rent
 *   per run. A period is unpaid on the fee day if it is unpaid today (payments only add up).
 * - The fee day is the due date + lateFeeGraceDays (grace 0: the due date itself). Only periods due on or after
 *   lateFeeEnabledOn get fees. The daily cap counts every fee posted on the period, waived or not (a waiver does
 *   not reopen the tap); the last fee under the cap is cut to reach it exactly.
 * - Checked-out rents get nothing (no emails, no new fees: what they owe is arrears, collected by hand). A rent
 *   priced 0 gets nothing.
 */
import { addDays, daysBetween, isAfter, isBefore, type IsoDate } from '../domain/dates.ts';
import { lateFeeCents, type RentCollectionSettings } from '../automation/settings.ts';
import { duePeriods, leasePeriods, periodEnd, periodStart, periodsOwedBy, type RentType } from './rules.ts';

/** What the rules need of a rent (a projection of the rent item carries it). */
export interface CollectionRent {
  startDate: IsoDate;
  endDate: IsoDate;
  /** Missing on old records: Monthly. */
  type?: RentType | null;
  priceCents: number;
  /** Σ payments (not voided). */
  paidCents: number;
  checkoutDate?: IsoDate | null;
}

/** A late fee already posted on the rent (waived ones too). */
export interface PostedFee {
  periodStart: IsoDate;
  seq: number;
  amountCents: number;
  waived: boolean;
}

/** Which email of a period: its invoice, the reminder before, one after (`after-<d>`), or one sent by hand (`manual-<n>`). */
export type NoticeStage = 'invoice' | 'before' | `after-${number}` | `manual-${number}`;
export type NoticeKind = 'invoice' | 'reminder';

export interface DueNotice {
  kind: NoticeKind;
  stage: NoticeStage;
  periodIndex: number;
  periodStart: IsoDate;
  /** Last day of the period. */
  periodEnd: IsoDate;
  /** The period's rent. */
  periodRentCents: number;
  /** What the tenant owes by the period's due date (or today, if later): rent owed + unwaived fees − paid, ≥ 0. */
  amountDueCents: number;
}

export interface DueFee {
  periodIndex: number;
  periodStart: IsoDate;
  /** 0 for `once`; for `daily`, the days since the grace ended on the day it is for. */
  seq: number;
  amountCents: number;
  /** The day it is for (the fee day, or a later day of a daily fee); earlier than today when caught up. */
  forDate: IsoDate;
}

export interface CollectionDue {
  notices: DueNotice[];
  fees: DueFee[];
}

/** At most this many fees posted per rent by one run (a long catch-up finishes over the next runs). */
export const MAX_FEES_PER_RUN = 62;
/** The last seq of a period's daily fees (a fee id holds 3 digits): without a cap, daily fees stop after 1,000 days. */
export const MAX_DAILY_FEE_SEQ = 999;

const typeOf = (rent: CollectionRent): RentType => rent.type ?? 'Monthly';
const rentTerms = (rent: CollectionRent) => ({ startDate: rent.startDate, endDate: rent.endDate, type: typeOf(rent) });

/** Rent-based paid periods: floor(paid / price) (all, when the price is 0). */
export function paidPeriodsOf(rent: CollectionRent): number {
  return rent.priceCents === 0 ? Number.MAX_SAFE_INTEGER : Math.floor(rent.paidCents / rent.priceCents);
}

/** The index of the period starting exactly on `date`, or null when no period starts that day. */
export function periodStartingOn(rent: CollectionRent, date: IsoDate): number | null {
  const k = duePeriods(rent.startDate, typeOf(rent), date) - 1;
  return k >= 0 && periodStart(rent.startDate, typeOf(rent), k) === date ? k : null;
}

const unwaivedCents = (fees: readonly { amountCents: number; waived?: boolean }[]) =>
  fees.reduce((sum, f) => sum + (f.waived ? 0 : f.amountCents), 0);

/** Rent owed as of `asOf` + unwaived fees − paid, never below 0. */
export function amountDueCents(rent: CollectionRent, asOf: IsoDate, fees: readonly { amountCents: number; waived?: boolean }[]): number {
  const owed = rent.checkoutDate ? periodsOwedBy(rentTerms(rent), rent.checkoutDate) : periodsOwedBy(rentTerms(rent), asOf);
  return Math.max(0, owed * rent.priceCents + unwaivedCents(fees) - rent.paidCents);
}

function notice(
  rent: CollectionRent,
  k: number,
  kind: NoticeKind,
  stage: NoticeStage,
  asOf: IsoDate,
  fees: readonly { amountCents: number; waived?: boolean }[],
): DueNotice {
  const ps = periodStart(rent.startDate, typeOf(rent), k);
  return {
    kind,
    stage,
    periodIndex: k,
    periodStart: ps,
    periodEnd: periodEnd(rent.startDate, typeOf(rent), k),
    periodRentCents: rent.priceCents,
    amountDueCents: amountDueCents(rent, isBefore(asOf, ps) ? ps : asOf, fees),
  };
}

/** Whether late fees may be due today (cheap: no fees read). The job reads a rent's fees only when this is true. */
export function mayOweLateFees(rent: CollectionRent, settings: RentCollectionSettings, today: IsoDate): boolean {
  if (!settings.lateFeeEnabled || !settings.lateFeeEnabledOn || rent.checkoutDate || rent.priceCents === 0) return false;
  const k = paidPeriodsOf(rent);
  if (k >= periodsOwedBy(rentTerms(rent), today)) return false;
  // the oldest unpaid period is the first to reach its fee day; later ones may be the first on or after the switch-on
  const first = Math.max(k, firstFeePeriod(rent, settings.lateFeeEnabledOn));
  if (first >= periodsOwedBy(rentTerms(rent), today)) return false;
  return !isAfter(addDays(periodStart(rent.startDate, typeOf(rent), first), settings.lateFeeGraceDays), today);
}

/** The first period due on or after the day late fees were switched on. */
function firstFeePeriod(rent: CollectionRent, enabledOn: IsoDate): number {
  return duePeriods(rent.startDate, typeOf(rent), addDays(enabledOn, -1));
}

/** The late fees due today and not posted yet, oldest period first. */
export function lateFeesDue(
  rent: CollectionRent,
  settings: RentCollectionSettings,
  today: IsoDate,
  posted: readonly PostedFee[],
): DueFee[] {
  if (!mayOweLateFees(rent, settings, today)) return [];
  const type = typeOf(rent);
  const owed = periodsOwedBy(rentTerms(rent), today);
  const fee = lateFeeCents(settings, rent.priceCents);
  if (fee <= 0) return [];
  const daily = settings.lateFeeRepeat === 'daily' && type !== 'Daily';
  // at most once a month: a Daily or Weekly rent's periods starting in a calendar month share one fee (waived or
  // not: a waived fee was charged and forgiven); longer periods each start in a month of their own
  const monthly = settings.lateFeeRepeat === 'monthly' && (type === 'Daily' || type === 'Weekly');
  const charged = new Set(monthly ? posted.map((f) => f.periodStart.slice(0, 7)) : []);
  const byPeriod = new Map<IsoDate, PostedFee[]>();
  for (const f of posted) byPeriod.set(f.periodStart, [...(byPeriod.get(f.periodStart) ?? []), f]);
  const due: DueFee[] = [];
  for (let k = Math.max(paidPeriodsOf(rent), firstFeePeriod(rent, settings.lateFeeEnabledOn!)); k < owed; k++) {
    const ps = periodStart(rent.startDate, type, k);
    const feeDay = addDays(ps, settings.lateFeeGraceDays);
    if (isAfter(feeDay, today)) break; // later periods reach their fee day later still
    const mine = byPeriod.get(ps) ?? [];
    const seqs = new Set(mine.map((f) => f.seq));
    if (!daily) {
      const month = ps.slice(0, 7);
      if (seqs.has(0) || (monthly && charged.has(month))) continue;
      due.push({ periodIndex: k, periodStart: ps, seq: 0, amountCents: fee, forDate: feeDay });
      if (monthly) charged.add(month);
    } else {
      const cap = settings.lateFeeMonthlyCapCents;
      let total = mine.reduce((sum, f) => sum + f.amountCents, 0);
      const days = daysBetween(feeDay, today);
      for (let j = 0; j <= Math.min(days, MAX_DAILY_FEE_SEQ) && due.length < MAX_FEES_PER_RUN; j++) {
        if (seqs.has(j)) continue;
        const amount = cap === null ? fee : Math.min(fee, cap - total);
        if (amount <= 0) break;
        due.push({ periodIndex: k, periodStart: ps, seq: j, amountCents: amount, forDate: addDays(feeDay, j) });
        total += amount;
      }
    }
    if (due.length >= MAX_FEES_PER_RUN) return due.slice(0, MAX_FEES_PER_RUN);
  }
  return due;
}

/** The emails due today (invoice and reminders); `fees`: every fee of the rent, the ones posted this run included. */
export function noticesDue(
  rent: CollectionRent,
  settings: RentCollectionSettings,
  today: IsoDate,
  fees: readonly { amountCents: number; waived?: boolean }[] = [],
): DueNotice[] {
  if (!settings.remindersEnabled || rent.checkoutDate || rent.priceCents === 0) return [];
  const type = typeOf(rent);
  const paid = paidPeriodsOf(rent);
  const owedToday = periodsOwedBy(rentTerms(rent), today);
  const notices: DueNotice[] = [];

  if (type !== 'Daily') {
    // Billing: the periods that became owed today (their due date; the one starting on the end date, the day after).
    const owedYesterday = periodsOwedBy(rentTerms(rent), addDays(today, -1));
    for (let k = Math.max(owedYesterday, paid); k < owedToday; k++) notices.push(notice(rent, k, 'invoice', 'invoice', today, fees));

    // Before: the lease period starting reminderDaysBefore days from today, not paid ahead.
    if (settings.reminderDaysBefore > 0) {
      const k = periodStartingOn(rent, addDays(today, settings.reminderDaysBefore));
      if (k !== null && k >= paid && k >= owedToday && k < leasePeriods(rent.startDate, type, rent.endDate))
        notices.push(notice(rent, k, 'reminder', 'before', today, fees));
    }
  }

  // After: each period due d days ago, owed and still unpaid (Daily: only the oldest unpaid day).
  for (const d of settings.reminderDaysAfter) {
    const k = periodStartingOn(rent, addDays(today, -d));
    if (k === null || k < paid || k >= owedToday) continue;
    if (type === 'Daily' && k !== paid) continue;
    notices.push(notice(rent, k, 'reminder', `after-${d}`, today, fees));
  }
  return notices;
}

/** What the job does for one rent today: the fees first (the emails' amounts include them), then the emails. */
export function collectionDue(input: {
  rent: CollectionRent;
  settings: RentCollectionSettings;
  today: IsoDate;
  fees: readonly PostedFee[];
}): CollectionDue {
  const { rent, settings, today } = input;
  const fees = lateFeesDue(rent, settings, today, input.fees);
  const notices = noticesDue(rent, settings, today, [...input.fees, ...fees]);
  return { notices, fees };
}

/**
 * Send reminder now: the oldest unpaid period owed today, or, when every owed period is paid but fees are not,
 * the last owed period; null when nothing is owed (the route's 409). A checked-out rent is asked like any other.
 */
export function reminderNow(
  rent: CollectionRent,
  today: IsoDate,
  fees: readonly { amountCents: number; waived?: boolean }[],
): DueNotice | null {
  if (rent.priceCents === 0 && unwaivedCents(fees) === 0) return null;
  const asOf = rent.checkoutDate ?? today;
  const owed = periodsOwedBy(rentTerms(rent), asOf);
  if (owed === 0 || amountDueCents(rent, asOf, fees) === 0) return null;
  const k = Math.min(paidPeriodsOf(rent), owed - 1);
  return notice(rent, k, 'reminder', 'manual-0', asOf, fees);
}
