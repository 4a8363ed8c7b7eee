/**
 * Inventory rules (spec part 2 §4, §5, §9; INVENTORY.md "Money and maths", "Stock"): order maths in
 * integer cents with half-up rounding, statuses, colours, numbering, fulfilment quantities, lots.
 * Pure functions: the handlers, the screens and the tests use the same ones.
 */
import * as M from './messages.ts';

import { RED_STOCK_MAX, YELLOW_STOCK_MAX } from './stock-dashboard.ts';

/** Half-up rounding of a non-negative fraction a/b, exactly (BigInt: quantity × price × percent overflows 2^53). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/** A percent with at most 2 decimals as hundredths of a percent (12.5 → 1250). */
export function percentToBasisHundredths(percent: number): number {
  return Math.round(percent * 100);
}

/** Line total = quantity × unit price less the line discount percent, rounded half-up to the cent. */
export function lineTotalCents(quantity: number, unitPriceCents: number, discountPercent = 0): number {
  const gross = BigInt(quantity) * BigInt(unitPriceCents);
  const keep = BigInt(10_000 - percentToBasisHundredths(discountPercent));
  return Number(divideHalfUp(gross * keep, 10_000n));
}

/** An amount less a percent, half-up to the cent, never below 0. */
export function lessPercentCents(cents: number, discountPercent = 0): number {
  if (cents <= 0) return 0;
  const keep = BigInt(Math.max(0, 10_000 - percentToBasisHundredths(discountPercent)));
  return Number(divideHalfUp(BigInt(cents) * keep, 10_000n));
}

export interface OrderLineInput {
  quantity: number;
  unitPriceCents: number;
  /** 0–100, up to 2 decimals. */
  discountPercent: number;
}

export interface OrderTotals {
  lineTotalsCents: number[];
  subtotalCents: number;
  totalCents: number;
}

/** subtotal = Σ line totals; total = subtotal less the overall discount percent (empty = 0), never below 0. */
export function orderTotals(lines: readonly OrderLineInput[], overallDiscountPercent = 0): OrderTotals {
  const lineTotalsCents = lines.map((l) => lineTotalCents(l.quantity, l.unitPriceCents, l.discountPercent));
  const subtotalCents = lineTotalsCents.reduce((a, b) => a + b, 0);
  return { lineTotalsCents, subtotalCents, totalCents: lessPercentCents(subtotalCents, overallDiscountPercent) };
}

/** One unit's cost after the line and the order discount (the cost of a lot received from a purchase line). */
export function netUnitCents(unitPriceCents: number, lineDiscountPercent: number, orderDiscountPercent: number): number {
  const keep =
    BigInt(10_000 - percentToBasisHundredths(lineDiscountPercent)) * BigInt(10_000 - percentToBasisHundredths(orderDiscountPercent));
  return Number(divideHalfUp(BigInt(unitPriceCents) * keep, 100_000_000n));
}

/**
 * Each line's share of the order's total, in cents: the line totals less the order discount, allocated so the shares
 * add up to the total exactly (each line gets the whole cents of its exact share, the cents left go to the largest
 * remainders, the first line first on a tie).
 */
export function lineSharesCents(lineTotalsCents: readonly number[], totalCents: number): number[] {
  const subtotal = BigInt(lineTotalsCents.reduce((a, b) => a + b, 0));
  if (subtotal <= 0n || totalCents <= 0) return lineTotalsCents.map(() => 0);
  const total = BigInt(totalCents);
  const exact = lineTotalsCents.map((t) => BigInt(t) * total);
  const shares = exact.map((e) => e / subtotal);
  let left = Number(total - shares.reduce((a, b) => a + b, 0n));
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: e % subtotal }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    shares[i]! += 1n;
  }
  return shares.map(Number);
}

/** An order as its returns credit it: each line's ordered and already returned quantities and total, and the order's total. */
export interface CreditedOrder {
  totalCents: number;
  lines: ReadonlyArray<{ lineId: number; quantity: number; returnedQuantity: number; totalCents: number }>;
}

/**
 * What each return of a request credits (issue 31): quantity × the line's exact net unit cost (its share of the
 * order's total ÷ the quantity ordered), rounded once. Rounded cumulatively: a return credits what the line's returned
 * units are worth after it less what they were worth before it, so the returns of a line credit its share exactly once
 * all of it is back, and returning every line of an order credits its total, never more. Returns of the same line in
 * one request (a sales line fulfilled from several lots) follow one another in the order given.
 */
export function returnCreditsCents(order: CreditedOrder, returns: ReadonlyArray<{ lineId: number; quantity: number }>): number[] {
  const shares = lineSharesCents(
    order.lines.map((l) => l.totalCents),
    order.totalCents,
  );
  const returned = new Map(order.lines.map((l) => [l.lineId, l.returnedQuantity] as const));
  return returns.map(({ lineId, quantity }) => {
    const index = order.lines.findIndex((l) => l.lineId === lineId);
    const line = order.lines[index];
    if (!line || line.quantity <= 0) return 0;
    const worth = (units: number) =>
      Number(divideHalfUp(BigInt(shares[index]!) * BigInt(Math.min(units, line.quantity)), BigInt(line.quantity)));
    const before = returned.get(lineId) ?? 0;
    returned.set(lineId, before + quantity);
    return worth(before + quantity) - worth(before);
  });
}

// ───────────────────────────── statuses (spec §4) ─────────────────────────────

/** How an order ended before it was complete (CORRECTIONS.md): cancelled with nothing done, closed part way. */
export type OrderEnd = 'Cancelled' | 'Closed';
/** `Draft`: a purchase order not placed yet (AUTOMATION.md "Replenishment"): it counts nowhere until placed. */
export type ReceivingStatus = 'Received' | 'Partially Received' | 'Pending' | OrderEnd | 'Draft';
export type FulfilmentStatus = 'Fulfilled' | 'Partially Fulfilled' | 'Pending' | OrderEnd;
export type PaymentStatus = 'Paid' | 'Partially Paid' | 'Pending';
export type InvoiceStatus = PaymentStatus | 'Overdue';

/** From received ÷ ordered: 100% Received, above 0 Partially Received, otherwise Pending (orders and lines). */
export function receivingStatus(received: number, ordered: number): ReceivingStatus {
  if (ordered > 0 && received >= ordered) return 'Received';
  return received > 0 ? 'Partially Received' : 'Pending';
}

/** From delivered ÷ ordered: 100% Fulfilled, above 0 Partially Fulfilled, otherwise Pending. */
export function fulfilmentStatus(delivered: number, ordered: number): FulfilmentStatus {
  if (ordered > 0 && delivered >= ordered) return 'Fulfilled';
  return delivered > 0 ? 'Partially Fulfilled' : 'Pending';
}

/**
 * From paid ÷ what is payable (total less returned credit): all of it Paid, above 0 Partially Paid,
 * otherwise Pending. Nothing payable (a zero total, or all of it returned) counts as Paid.
 */
export function paymentStatus(paidCents: number, totalCents: number, returnedCreditCents = 0): PaymentStatus {
  const payable = Math.max(0, totalCents - returnedCreditCents);
  if (paidCents >= payable) return 'Paid';
  return paidCents > 0 ? 'Partially Paid' : 'Pending';
}

/**
 * The payment status the screens show: an order whose total is $0.00 (a 100 % discount), that was cancelled or that is
 * a draft (not placed) has nothing to pay and reads "Nothing to pay", never "Paid" or "Pending" (the API's `payment_status` keeps the spec's
 * three values).
 */
export function shownPaymentStatus(order: {
  payment_status: PaymentStatus;
  total_amount: number;
  status?: string;
}): PaymentStatus | typeof M.nothingToPay {
  return order.total_amount > 0 && order.status !== 'Cancelled' && order.status !== 'Draft' ? order.payment_status : M.nothingToPay;
}

/** What is still owed on an order: total − returned credit − paid, never below 0. */
export function amountOwedCents(totalCents: number, returnedCreditCents: number, paidCents: number): number {
  return Math.max(0, totalCents - returnedCreditCents - paidCents);
}

/** An invoice follows its order's payment status; unpaid past its due date it is Overdue. Dates are yyyy-mm-dd. */
export function invoiceStatus(orderPaymentStatus: PaymentStatus, dueDate: string, today: string): InvoiceStatus {
  if (orderPaymentStatus !== 'Paid' && dueDate < today) return 'Overdue';
  return orderPaymentStatus;
}

// ───────────────────────────── colours (spec §2, §4) ─────────────────────────────

export type StatusTone = 'yellow' | 'orange' | 'green' | 'red' | 'grey';
export type StatusWord = ReceivingStatus | FulfilmentStatus | InvoiceStatus | 'Active' | 'Expired' | 'Revoked';

/**
 * One palette for every status word, wherever it shows (dashboard, order cards and details, invoices, customer
 * links): spec §4's invoice badge (yellow Pending, green once anything is paid, red Overdue) fixes Pending and the
 * payment words; goods half received or fulfilled are orange, done green.
 */
export const STATUS_TONES: Record<StatusWord, StatusTone> = {
  Pending: 'yellow',
  'Partially Received': 'orange',
  'Partially Fulfilled': 'orange',
  Received: 'green',
  Fulfilled: 'green',
  'Partially Paid': 'green',
  Paid: 'green',
  Overdue: 'red',
  Active: 'green',
  Expired: 'yellow',
  Revoked: 'red',
  // an order that will not complete: cancelled before anything moved (red), closed short of what was ordered (done: green)
  Cancelled: 'red',
  Closed: 'green',
  // not placed yet: nothing is owed or to receive
  Draft: 'grey',
};

/** A status word's tone; a word outside the palette reads as not done yet (yellow). */
export const statusTone = (status: string): StatusTone => STATUS_TONES[status as StatusWord] ?? 'yellow';

export type ProgressTone = 'red' | 'orange' | 'green';

/** Progress bar per line: red below 50%, orange from 50%, green at 100%. */
export function progressTone(done: number, total: number): ProgressTone {
  const pct = total > 0 ? (done / total) * 100 : 0;
  if (pct >= 100) return 'green';
  return pct >= 50 ? 'orange' : 'red';
}

export type StockBannerTone = 'red' | 'yellow' | 'green' | 'deep-green';

/** Item page banner: red at 0 or below, orange/yellow below 10, green below 50, deeper green otherwise. */
export function stockBannerTone(stock: number): StockBannerTone {
  if (stock <= 0) return 'red';
  if (stock < 10) return 'yellow';
  return stock < 50 ? 'green' : 'deep-green';
}

export type StockCardTone = 'red' | 'yellow' | 'green';

/** Item list card border: red at 5 or below, yellow at 20 or below, green otherwise (the stock dashboard's levels too). */
export const stockCardTone = (stock: number): StockCardTone => stockStatus(stock).tone;

export type StockLabel = 'Out of stock' | 'Low stock' | 'Limited stock' | 'In stock';

/**
 * The words for a stock quantity and the colour of the badge that carries them, the same on the item list, the
 * item page and the stock dashboard. Bands: the card border's (red ≤ 5, yellow ≤ 20, green above), with
 * "Out of stock" at 0 or below; the item page's banner keeps its own colours (0 / 10 / 50) around the same words.
 * The first row whose `max` holds the quantity wins.
 */
export const STOCK_STATUSES: readonly { max: number; label: StockLabel; tone: StockCardTone }[] = [
  { max: 0, label: 'Out of stock', tone: 'red' },
  { max: RED_STOCK_MAX, label: 'Low stock', tone: 'red' },
  { max: YELLOW_STOCK_MAX, label: 'Limited stock', tone: 'yellow' },
  { max: Infinity, label: 'In stock', tone: 'green' },
];

export function stockStatus(stock: number): { label: StockLabel; tone: StockCardTone } {
  const { label, tone } = STOCK_STATUSES.find((s) => stock <= s.max) ?? STOCK_STATUSES[STOCK_STATUSES.length - 1];
  return { label, tone };
}

// ───────────────────────────── numbering (spec §9) ─────────────────────────────

export type OrderKind = 'PO' | 'SO';

/** 7 → "PO-00007" (a transfer: "TO-00007"); numbers past 99,999 keep all their digits. */
export function orderNumber(kind: OrderKind | 'TO', sequence: number): string {
  return `${kind}-${String(sequence).padStart(5, '0')}`;
}

/** 7 → "INV-PO-00007". */
export function invoiceNumber(kind: OrderKind, sequence: number): string {
  return `INV-${orderNumber(kind, sequence)}`;
}

/** 7 → "LOT-00007". */
export function lotNumber(sequence: number): string {
  return `LOT-${String(sequence).padStart(5, '0')}`;
}

/** "PO-00012", "po-12", "00012" or "12" → 12; anything else → null. */
export function parseOrderNumber(kind: OrderKind, text: string): number | null {
  const match = new RegExp(`^(?:${kind}-)?0*(\\d{1,9})$`, 'i').exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

// ───────────────────────────── fulfilment quantities (spec §5) ─────────────────────────────

/** The initial quantity of a fulfilment row: the lower of what is left to fulfil and what is on hand. */
export function initialFulfilQuantity(toFulfill: number, onHand: number): number {
  return Math.max(0, Math.min(toFulfill, onHand));
}

/**
 * An edit of the fulfil quantity: empty is allowed (''), non-numeric input is ignored (the previous
 * value stays), negative becomes 0, above the limit is clamped to the lower of to_fulfill and on hand.
 */
export function editFulfilQuantity(input: string, previous: number | '', toFulfill: number, onHand: number): number | '' {
  const text = input.trim();
  if (text === '') return '';
  if (!/^-?\d+$/.test(text)) return previous;
  const value = Number(text);
  if (value < 0) return 0;
  return Math.min(value, initialFulfilQuantity(toFulfill, onHand));
}

/** A row is short when more is left to fulfil than is on hand: red, "(Not enough stock!)". */
export const isShort = (toFulfill: number, onHand: number) => toFulfill > onHand;

// ───────────────────────────── lots ─────────────────────────────

export interface LotAvailable {
  lotId: string;
  /** Units left in the lot. */
  remaining: number;
  /** Sort key of the receipt (yyyy-mm-dd… or a sequence): oldest first. */
  receivedAt: string;
}

export interface LotTake {
  lotId: string;
  quantity: number;
}

/**
 * Which lots a quantity comes from: the picked lot first when there is one, then oldest first.
 * Returns null when the lots do not hold enough (nothing is taken).
 */
export function takeFromLots(lots: readonly LotAvailable[], quantity: number, pickedLotId?: string): LotTake[] | null {
  if (quantity <= 0) return [];
  const ordered = [...lots]
    .filter((l) => l.remaining > 0)
    .sort((a, b) => (a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : a.lotId.localeCompare(b.lotId)));
  if (pickedLotId) {
    const i = ordered.findIndex((l) => l.lotId === pickedLotId);
    if (i > 0) ordered.unshift(...ordered.splice(i, 1));
  }
  const takes: LotTake[] = [];
  let left = quantity;
  for (const lot of ordered) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    takes.push({ lotId: lot.lotId, quantity: take });
    left -= take;
  }
  return left === 0 ? takes : null;
}

// ───────────────────────────── financial account (spec §9) ─────────────────────────────

export interface FinancialFigures {
  paidReceivableCents: number;
  pendingReceivableCents: number;
  paidPayableCents: number;
  pendingPayableCents: number;
  totalExpensesCents: number;
}

/** Balance = (paid receivable − pending receivable) − (paid payable + pending payable) − total expenses, as the spec states it. */
export function balanceCents(f: FinancialFigures): number {
  return f.paidReceivableCents - f.pendingReceivableCents - (f.paidPayableCents + f.pendingPayableCents) - f.totalExpensesCents;
}

/** Chart buckets: every day of the month (yyyy-mm-dd) or every month of the year (yyyy-mm), UTC. */
export function chartBuckets(filter: 'monthly' | 'yearly', today: string): string[] {
  const [year, month] = today.split('-').map(Number);
  if (filter === 'yearly') return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`);
}
