/**
 * A tenant's statement (PORTAL.md "What a tenant sees"): every charge and credit of their rents in date order with a
 * running balance: each rent period as it falls due, each late fee as posted, a waiver, a payment, a void. Built from
 * the same records and rules as the unit page (rules.ts periodsOwedBy, the payments and fees of each rent), so its
 * closing balance today is each rent's due so far − paid, the unit page's figure (tests/unit/rent-statement.test.ts).
 */
import { addDays, isAfter, isBefore, isoDateOf, type IsoDate } from '../domain/dates.ts';
import { formatDate, formatDateRange } from '../domain/format.ts';
import { periodStart, periodsOwedBy, type RentType } from './rules.ts';

export interface StatementRent {
  /** Where, as the tenant knows it ("Room 4, Harbour House"). */
  label: string;
  rentPriceCents: number;
  startDate: IsoDate;
  endDate: IsoDate;
  type: RentType;
  checkoutDate: IsoDate | null;
  payments: readonly {
    date: IsoDate;
    reference: string;
    method: string;
    amountCents: number;
    voided?: boolean;
    /** ISO time of the void. */
    voidedAt?: string;
  }[];
  fees: readonly {
    periodStart: IsoDate;
    amountCents: number;
    /** ISO time of posting. */
    postedAt: string;
    waived?: boolean;
    /** ISO time of the waiver. */
    waivedAt?: string;
  }[];
}

export type StatementKind = 'rent' | 'fee' | 'waiver' | 'payment' | 'void';

/** An entry in cents: a debit (a charge) or a credit. */
export interface StatementLineCents {
  date: IsoDate;
  kind: StatementKind;
  description: string;
  reference: string | null;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

export interface StatementCents {
  openingCents: number;
  lines: StatementLineCents[];
  closingCents: number;
}

/** Charges before credits on one day, so a period paid the day it falls due reads charge then payment. */
const ORDER: Record<StatementKind, number> = { rent: 0, fee: 1, void: 2, payment: 3, waiver: 4 };

type Event = Omit<StatementLineCents, 'balanceCents'>;

/** Every entry of one rent up to `today` (periods due by then; nothing after a checkout). */
export function rentEvents(rent: StatementRent, today: IsoDate): Event[] {
  // as rules.ts rentState: a checked-out rent accrues up to its checkout date, a current one up to today
  const asOf = rent.checkoutDate ?? today;
  const due = periodsOwedBy({ startDate: rent.startDate, endDate: rent.endDate, type: rent.type }, asOf);
  const events: Event[] = [];
  for (let k = 0; k < due; k++) {
    const start = periodStart(rent.startDate, rent.type, k);
    const end = addDays(periodStart(rent.startDate, rent.type, k + 1), -1);
    events.push({
      date: start,
      kind: 'rent',
      description: `Rent ${formatDateRange(start, end)}, ${rent.label}`,
      reference: null,
      debitCents: rent.rentPriceCents,
      creditCents: 0,
    });
  }
  for (const fee of rent.fees) {
    const posted = isoDateOf(new Date(fee.postedAt));
    events.push({
      date: posted,
      kind: 'fee',
      description: `Late fee, period from ${formatDate(fee.periodStart)}`,
      reference: null,
      debitCents: fee.amountCents,
      creditCents: 0,
    });
    if (fee.waived) {
      const waived = fee.waivedAt ? isoDateOf(new Date(fee.waivedAt)) : posted;
      events.push({
        date: waived,
        kind: 'waiver',
        description: `Late fee waived, period from ${formatDate(fee.periodStart)}`,
        reference: null,
        debitCents: 0,
        creditCents: fee.amountCents,
      });
    }
  }
  for (const payment of rent.payments) {
    events.push({
      date: payment.date,
      kind: 'payment',
      description: `Payment (${payment.method})`,
      reference: payment.reference,
      debitCents: 0,
      creditCents: payment.amountCents,
    });
    if (payment.voided) {
      const voided = payment.voidedAt ? isoDateOf(new Date(payment.voidedAt)) : payment.date;
      events.push({
        date: voided,
        kind: 'void',
        description: `Payment voided (${payment.method})`,
        reference: payment.reference,
        debitCents: payment.amountCents,
        creditCents: 0,
      });
    }
  }
  return events;
}

/**
 * The statement from `from` to `to` over the tenant's rents: the opening balance is every entry before `from`, the
 * closing balance every entry up to `to` (nothing after `today`). A positive balance is owed; a negative one is credit.
 */
export function buildStatement(rents: readonly StatementRent[], from: IsoDate, to: IsoDate, today: IsoDate): StatementCents {
  const events = rents
    .flatMap((r) => rentEvents(r, today))
    .filter((e) => !isAfter(e.date, to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : ORDER[a.kind] - ORDER[b.kind]));
  let balance = 0;
  const lines: StatementLineCents[] = [];
  for (const e of events) {
    balance += e.debitCents - e.creditCents;
    if (!isBefore(e.date, from)) lines.push({ ...e, balanceCents: balance });
  }
  const openingCents = lines.length ? lines[0]!.balanceCents - lines[0]!.debitCents + lines[0]!.creditCents : balance;
  return { openingCents, lines, closingCents: balance };
}
