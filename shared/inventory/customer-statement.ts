/**
 * A customer's statement (PORTAL.md "What a customer sees"): their orders as charges, payments, returns' credits,
 * voids and cancellations in date order with a running balance. Built from the orders' own records (total, paid,
 * returned credit, each payment and return), so its closing balance is Σ what the orders owe (rules.ts
 * amountOwedCents), the figure the order pages show, while nothing is overpaid.
 */
import { isoDateOf, isAfter, isBefore, type IsoDate } from '../domain/dates.ts';
import { orderNumber } from './rules.ts';

export interface StatementOrder {
  orderId: number;
  orderDate: IsoDate;
  totalCents: number;
  paidCents: number;
  returnedCents: number;
  /** The order's invoice number, when it has one (named on its line). */
  invoiceNumber: string | null;
  cancelledAt: string | null;
  payments: readonly { createdAt: string; reference: string; method: string; amountCents: number; voided?: boolean; voidedAt?: string }[];
  returns: readonly { createdAt: string; quantity: number; itemName: string; creditCents: number }[];
}

export type CustomerStatementKind = 'invoice' | 'payment' | 'void' | 'return';

export interface CustomerStatementLine {
  date: IsoDate;
  kind: CustomerStatementKind;
  description: string;
  reference: string | null;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

const ORDER: Record<CustomerStatementKind, number> = { invoice: 0, void: 1, payment: 2, return: 3 };
const dayOf = (iso: string) => isoDateOf(new Date(iso));

type Event = Omit<CustomerStatementLine, 'balanceCents'>;

export function orderEvents(o: StatementOrder): Event[] {
  const number = orderNumber('SO', o.orderId);
  const name = o.invoiceNumber ? `${number} (invoice ${o.invoiceNumber})` : number;
  const events: Event[] = [
    { date: o.orderDate, kind: 'invoice', description: `Order ${name}`, reference: null, debitCents: o.totalCents, creditCents: 0 },
  ];
  for (const p of o.payments) {
    events.push({
      date: dayOf(p.createdAt),
      kind: 'payment',
      description: `Payment on ${number} (${p.method})`,
      reference: p.reference,
      debitCents: 0,
      creditCents: p.amountCents,
    });
    if (p.voided)
      events.push({
        date: dayOf(p.voidedAt ?? p.createdAt),
        kind: 'void',
        description: `Payment voided on ${number}`,
        reference: p.reference,
        debitCents: p.amountCents,
        creditCents: 0,
      });
  }
  for (const r of o.returns)
    events.push({
      date: dayOf(r.createdAt),
      kind: 'return',
      description: `Return on ${number}: ${r.quantity} × ${r.itemName}`,
      reference: null,
      debitCents: 0,
      creditCents: r.creditCents,
    });
  if (o.cancelledAt) {
    // a cancelled order owes nothing: what it still owed is forgiven on the day it was cancelled
    const forgiven = Math.max(0, o.totalCents - o.returnedCents - o.paidCents);
    if (forgiven)
      events.push({
        date: dayOf(o.cancelledAt),
        kind: 'return',
        description: `Order ${number} cancelled`,
        reference: null,
        debitCents: 0,
        creditCents: forgiven,
      });
  }
  return events;
}

export function buildCustomerStatement(orders: readonly StatementOrder[], from: IsoDate, to: IsoDate) {
  const events = orders
    .flatMap(orderEvents)
    .filter((e) => !isAfter(e.date, to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : ORDER[a.kind] - ORDER[b.kind]));
  let balance = 0;
  let opening = 0;
  const lines: CustomerStatementLine[] = [];
  for (const e of events) {
    if (isBefore(e.date, from)) opening += e.debitCents - e.creditCents;
    balance += e.debitCents - e.creditCents;
    if (!isBefore(e.date, from)) lines.push({ ...e, balanceCents: balance });
  }
  return { openingCents: opening, lines, closingCents: balance };
}
