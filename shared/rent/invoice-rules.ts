/** Rent invoice maths: which periods an invoice range lists and how much of each is paid. Integer cents. */
import { addDays, isAfter, isBefore, isIsoDate, type IsoDate } from '../domain/dates.ts';
import { formatDate } from '../domain/format.ts';
import { MAX_INVOICE_LINES } from './limits.ts';
import * as RENT_MESSAGES from './messages.ts';
import { DEFAULT_RENT_TYPE, duePeriods, periodEnd, periodStart, periodsOwedBy, type RentType } from './rules.ts';

/** A late fee's line on an invoice (AUTOMATION.md "Rent collection"): `Late fee — period from dd/mm/yyyy`. */
export const lateFeeDescription = (periodStart: IsoDate) => `Late fee — period from ${formatDate(periodStart)}`;

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Last day an invoice may cover: the checkout date once checked out; otherwise rent_end_date, or today when
 * the tenant overstays — overstaying tenants keep accruing periods (DECISIONS), so those periods are billable.
 */
export function invoiceableUntil(rent: { rentEnd: IsoDate; checkoutDate?: IsoDate | null; today: IsoDate }): IsoDate {
  if (rent.checkoutDate) return rent.checkoutDate;
  return isAfter(rent.today, rent.rentEnd) ? rent.today : rent.rentEnd;
}

export interface InvoiceRangeInput {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  /** rent_start_date of the selected rent; blank means no rent is selected. */
  rentStart: string | null | undefined;
  rentEnd: IsoDate;
  checkoutDate?: IsoDate | null;
  today: IsoDate;
}

/** The spec's message for the first problem with an invoice range, or null when it may be printed. */
export function validateInvoiceRange(input: InvoiceRangeInput): string | null {
  const { startDate, endDate, rentStart } = input;
  if (isBlank(rentStart) || !isIsoDate(rentStart)) return RENT_MESSAGES.invoiceNoCurrentRent;
  // A malformed date is as good as an empty field to the person filling the form.
  if (isBlank(startDate) || isBlank(endDate) || !isIsoDate(startDate) || !isIsoDate(endDate)) return RENT_MESSAGES.invoiceFillAll;
  if (isAfter(startDate, endDate)) return RENT_MESSAGES.invoiceStartAfterEnd;
  const lastDay = invoiceableUntil({ rentEnd: input.rentEnd, checkoutDate: input.checkoutDate, today: input.today });
  if (isBefore(startDate, rentStart) || isAfter(endDate, lastDay)) return RENT_MESSAGES.invoiceOutsideRent;
  return null;
}

/**
 * The range Print Rent Invoice starts with: the periods due so far, from the rent start to today (the checkout
 * date once checked out). Over it the invoice's Total, Paid and Balance are the unit page's due so far, paid
 * (up to the due) and amount due. Before the rent starts nothing is due: the first period (its start date).
 */
export function defaultInvoiceRange(
  rent: { startDate: IsoDate; endDate: IsoDate; checkoutDate?: IsoDate | null },
  today: IsoDate,
): { startDate: IsoDate; endDate: IsoDate } {
  const lastDay = invoiceableUntil({ rentEnd: rent.endDate, checkoutDate: rent.checkoutDate, today });
  const endDate = isBefore(lastDay, today) ? lastDay : today;
  return { startDate: rent.startDate, endDate: isBefore(endDate, rent.startDate) ? rent.startDate : endDate };
}

interface InvoiceRent {
  startDate: IsoDate;
  /** rent_end_date: the period that starts on it is billed only to a tenant who stayed past it. */
  endDate: IsoDate;
  type?: RentType | null;
}

/** First and last (exclusive) period index an invoice over the range lists; constant time. */
function lineIndexes(input: { startDate: IsoDate; endDate: IsoDate; rent: InvoiceRent }): { first: number; end: number } {
  const type = input.rent.type ?? DEFAULT_RENT_TYPE;
  // Periods due before the range starts are skipped (but still absorb payments first).
  const first = duePeriods(input.rent.startDate, type, addDays(input.startDate, -1));
  // Periods due by the range end: not past the lease unless the range runs past rent_end_date (overstay, checkout after it).
  const end = periodsOwedBy({ ...input.rent, type }, input.endDate);
  return { first, end: Math.max(first, end) };
}

/** How many lines an invoice over the range has, without building them. */
export function invoiceLineCount(input: { startDate: IsoDate; endDate: IsoDate; rent: InvoiceRent }): number {
  const { first, end } = lineIndexes(input);
  return end - first;
}

/**
 * The message for a range with more lines than an invoice holds (MAX_INVOICE_LINES), or null. `fees`: the rent's late
 * fees not waived; those whose period starts in the range are lines too.
 */
export function validateInvoiceLines(input: {
  startDate: IsoDate;
  endDate: IsoDate;
  rent: InvoiceRent;
  fees?: ReadonlyArray<{ periodStart: IsoDate }>;
}): string | null {
  const feeLines = (input.fees ?? []).filter(
    (f) => !isBefore(f.periodStart, input.startDate) && !isAfter(f.periodStart, input.endDate),
  ).length;
  return invoiceLineCount(input) + feeLines > MAX_INVOICE_LINES ? RENT_MESSAGES.invoiceTooManyLines : null;
}

export interface InvoiceLine {
  /** 0-based period index (period 0 starts on rent_start_date). */
  periodIndex: number;
  /** Period start = its due date. */
  startDate: IsoDate;
  /** The day before the next period starts (may run past the invoice range). */
  endDate: IsoDate;
  amountCents: number;
  /** Part of this period covered by the rent's payments, allocated to periods oldest first. */
  paidCents: number;
  balanceCents: number;
}

export interface InvoiceLines {
  lines: InvoiceLine[];
  linesTotalCents: number;
  /** Σ line paid: payments that fall on the listed periods (earlier periods are settled first). */
  paidCents: number;
  /** linesTotal − paid for the listed periods; never negative (money paid ahead of them is not shown as credit). */
  balanceCents: number;
}

/**
 * One line per rent period whose due date falls inside [startDate, endDate] and that is owed by then (a period
 * starting on rent_end_date only when the range runs past it), priced at the rent price. The rent's total
 * payments pay period 0 first, then 1, and so on, so a line is paid only once every earlier period is fully
 * paid. Work is proportional to the lines: the first one is computed, not walked to. More than
 * MAX_INVOICE_LINES is a RangeError (callers refuse such a range first: validateInvoiceLines).
 */
export function invoiceLines(input: {
  startDate: IsoDate;
  endDate: IsoDate;
  rent: InvoiceRent & { rentPriceCents: number };
  paidCents: number;
}): InvoiceLines {
  const { rent } = input;
  const price = rent.rentPriceCents;
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`rentPriceCents must be a non-negative integer: ${price}`);
  if (!Number.isSafeInteger(input.paidCents) || input.paidCents < 0)
    throw new RangeError(`paidCents must be a non-negative integer: ${input.paidCents}`);
  if (!isIsoDate(input.endDate)) throw new RangeError(`Invalid ISO date: ${JSON.stringify(input.endDate)}`);
  const type = rent.type ?? DEFAULT_RENT_TYPE;
  const { first, end } = lineIndexes(input);
  if (end - first > MAX_INVOICE_LINES) throw new RangeError(`An invoice holds at most ${MAX_INVOICE_LINES} lines: ${end - first}`);

  const lines: InvoiceLine[] = [];
  for (let k = first; k < end; k++) {
    const paid = Math.min(price, Math.max(0, input.paidCents - k * price));
    lines.push({
      periodIndex: k,
      startDate: periodStart(rent.startDate, type, k),
      endDate: periodEnd(rent.startDate, type, k),
      amountCents: price,
      paidCents: paid,
      balanceCents: price - paid,
    });
  }
  const linesTotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const paidCents = lines.reduce((sum, line) => sum + line.paidCents, 0);
  return { lines, linesTotalCents, paidCents, balanceCents: linesTotalCents - paidCents };
}

/** A late fee (posted, not waived) as an invoice counts it. */
export interface InvoiceFee {
  periodStart: IsoDate;
  seq: number;
  amountCents: number;
}

export interface InvoiceFeeLine {
  /** The fee's period: its start (due date) and last day. */
  startDate: IsoDate;
  endDate: IsoDate;
  seq: number;
  amountCents: number;
  paidCents: number;
  balanceCents: number;
}

/**
 * One line per late fee whose period starts inside [startDate, endDate] (`Late fee — period from dd/mm/yyyy`). Payments
 * pay the periods first (DECISIONS, rent maths), so a fee is paid only from what the payments leave over once every
 * period owed by the range end is paid; that surplus pays the rent's fees oldest first (period, then sequence), those
 * before the range included. Over the default range (rent start to today) the rent lines plus these are the unit
 * page's due so far, paid and amount due.
 */
export function invoiceFeeLines(input: {
  startDate: IsoDate;
  endDate: IsoDate;
  rent: InvoiceRent & { rentPriceCents: number };
  paidCents: number;
  fees: readonly InvoiceFee[];
}): InvoiceFeeLine[] {
  const { rent } = input;
  const type = rent.type ?? DEFAULT_RENT_TYPE;
  const periodsCents = periodsOwedBy({ ...rent, type }, input.endDate) * rent.rentPriceCents;
  let surplus = Math.max(0, input.paidCents - periodsCents);
  const byAge = [...input.fees].sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.seq - b.seq);
  const lines: InvoiceFeeLine[] = [];
  for (const fee of byAge) {
    const paid = Math.min(fee.amountCents, surplus);
    surplus -= paid;
    if (isBefore(fee.periodStart, input.startDate) || isAfter(fee.periodStart, input.endDate)) continue;
    // the fee's period: the one starting on its periodStart (its index counted, not walked to)
    const index = Math.max(0, duePeriods(rent.startDate, type, fee.periodStart) - 1);
    lines.push({
      startDate: fee.periodStart,
      endDate: periodEnd(rent.startDate, type, index),
      seq: fee.seq,
      amountCents: fee.amountCents,
      paidCents: paid,
      balanceCents: fee.amountCents - paid,
    });
  }
  return lines;
}

/**
 * The range of the invoice an email about a period links to, so that the invoice asks for what the email does: every
 * period owed by `asOf` (the later of today and the period's due date) and every late fee not waived, less what is
 * paid (rent first, then fees oldest first, as invoiceLines and invoiceFeeLines pay them). It starts at the oldest
 * period with anything unpaid (its rent or a fee of it; the emailed period itself when nothing is) and ends on the
 * last day of the last period owed by `asOf`, not past the last day an invoice may cover. Over it the invoice's
 * balance is owed rent + fees − paid (never below 0).
 */
export function outstandingInvoiceRange(input: {
  rent: InvoiceRent & { rentPriceCents: number; checkoutDate?: IsoDate | null };
  paidCents: number;
  fees: readonly InvoiceFee[];
  /** Due date of the period the email is about. */
  periodStart: IsoDate;
  asOf: IsoDate;
  today: IsoDate;
}): { startDate: IsoDate; endDate: IsoDate } {
  const { rent } = input;
  const type = rent.type ?? DEFAULT_RENT_TYPE;
  const asOf = rent.checkoutDate ?? (isBefore(input.asOf, input.periodStart) ? input.periodStart : input.asOf);
  const owed = periodsOwedBy({ ...rent, type }, asOf);
  const price = rent.rentPriceCents;
  let startDate = input.periodStart;
  const earlier = (date: IsoDate) => {
    if (isBefore(date, startDate)) startDate = date;
  };
  const paidPeriods = price === 0 ? owed : Math.floor(input.paidCents / price);
  if (paidPeriods < owed) earlier(periodStart(rent.startDate, type, paidPeriods));
  let surplus = Math.max(0, input.paidCents - owed * price);
  for (const fee of [...input.fees].sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.seq - b.seq)) {
    if (fee.amountCents > surplus) {
      earlier(fee.periodStart);
      break;
    }
    surplus -= fee.amountCents;
  }
  const lastDay = invoiceableUntil({ rentEnd: rent.endDate, checkoutDate: rent.checkoutDate, today: input.today });
  const lastOwed = owed > 0 ? periodEnd(rent.startDate, type, owed - 1) : input.periodStart;
  let endDate = isBefore(lastDay, lastOwed) ? lastDay : lastOwed;
  if (isBefore(endDate, input.periodStart)) endDate = input.periodStart;
  return { startDate, endDate };
}
