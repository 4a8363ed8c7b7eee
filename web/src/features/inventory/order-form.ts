/**
 * What the purchase and the sales order screens check alike (spec part 2 §5 "Returns", "Payments"; the line
 * editor's numbers), as pure functions tested in node. Each kind adds its own messages and request body
 * (purchase-order-form.ts, sales-order-form.ts); the maths is shared/inventory/rules.ts, the server's own.
 */
import { formatCents, plural } from '../../../../shared/domain/format.ts';
import * as M from '../../../../shared/inventory/messages.ts';
import {
  MAX_ORDER_QUANTITY,
  PAYMENT_METHODS,
  RETURN_CONDITIONS,
  type PaymentMethod,
} from '../../../../shared/inventory/purchase-orders.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/* ───────────────────────────── numbers as typed ───────────────────────────── */

/** A percent 0–100 with at most 2 decimals; empty is 0; anything else null. */
export function parsePercent(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0 && n <= 100 ? n : null;
}

/** A whole number 1 to 1,000,000 as typed; anything else (0, negative, decimals, NaN) null. */
export function parseOrderQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_ORDER_QUANTITY ? n : null;
}

/** A price in cents (the API speaks 2-decimal dollars). */
export const priceCents = (dollars: number) => Math.round(dollars * 100);

/** The problem of a picked item's unit price (spec §5: at or below zero is marked red, and the order refused). */
export const unitPriceProblem = (price: number | undefined): string | undefined =>
  price !== undefined && !(priceCents(price) > 0) ? M.linePriceZero : undefined;

/* ───────────────────────────── editable lines ───────────────────────────── */

/** What a line shows under its inputs. */
export interface OrderLineProblems {
  price?: string;
  quantity?: string;
  discount?: string;
}

/** One editable line of a new order: the picked item, the quantity and the line discount as typed. */
export interface LineDraft<Item> {
  /** Stable React key (lines are added and removed). */
  key: string;
  item: Item | null;
  quantity: string;
  discount: string;
}

/** An order's lines in words ("Widget A × 5 less 10%; …"), how an edit compares them with the saved order's after a Reload. */
export const linesSummary = (lines: readonly LineDraft<{ name: string }>[]): string =>
  lines
    .filter((l) => l.item)
    .map(
      (l) => `${l.item?.name} × ${l.quantity.trim()}${l.discount.trim() && Number(l.discount) !== 0 ? ` less ${l.discount.trim()}%` : ''}`,
    )
    .join('; ');

let lineSeq = 0;

export function newLine<Item>(): LineDraft<Item> {
  return { key: `line-${++lineSeq}`, item: null, quantity: '1', discount: '' };
}

/** Picking an item another line already has (spec §5, both order kinds). */
export const itemAlreadyAdded = 'Item already added';

/** Picking an item for line `index`: refused with `Item already added` when another line has it. */
export function pickLineItem<Item extends { id: string }>(
  lines: readonly LineDraft<Item>[],
  index: number,
  item: Item | null,
): { ok: true; lines: LineDraft<Item>[] } | { ok: false; message: string } {
  if (item && lines.some((l, i) => i !== index && l.item?.id === item.id)) return { ok: false, message: itemAlreadyAdded };
  return { ok: true, lines: lines.map((l, i) => (i === index ? { ...l, item } : l)) };
}

/* ───────────────────────────── returns ───────────────────────────── */

export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_OPTIONS = RETURN_CONDITIONS;

/** A selected returnable line as typed. */
export interface ReturnDraft {
  quantity: string;
  reason: string;
  condition: ReturnCondition | '';
}

/** Selected lines by their key (a purchase line's id, a sales COGS row's id). */
export type ReturnSelection = Readonly<Record<string, ReturnDraft>>;

/** Selecting sets quantity 1, empty reason, condition Good; unselecting removes the line (spec §4). */
export function toggleReturn(selection: ReturnSelection, key: string | number, selected: boolean): ReturnSelection {
  if (selected) return { ...selection, [key]: { quantity: '1', reason: '', condition: 'Good' } satisfies ReturnDraft };
  const next = { ...selection };
  delete next[key];
  return next;
}

export function editReturn(selection: ReturnSelection, key: string | number, patch: Partial<ReturnDraft>): ReturnSelection {
  const current = selection[key];
  return current ? { ...selection, [key]: { ...current, ...patch } } : selection;
}

/** A returnable row as the checks see it: its key, the name the message quotes and how much may go back. */
export interface ReturnableRow {
  key: string | number;
  name: string;
  available: number;
}

export interface CheckedReturn {
  key: string | number;
  to_return_quantity: number;
  return_reason: string;
  return_condition: ReturnCondition;
}

/** Submit Returns: at least one line; every field of each; no more than what is returnable (spec §5 messages, in order). */
export function checkReturns(
  selection: ReturnSelection,
  returnables: readonly ReturnableRow[],
  maxLines: number,
): Checked<CheckedReturn[]> {
  const chosen = returnables.filter((r) => selection[r.key]);
  if (chosen.length === 0) return { ok: false, message: M.selectReturnItems };
  const lines: CheckedReturn[] = [];
  for (const r of chosen) {
    const d = selection[r.key];
    const quantity = d.quantity.trim() === '' ? NaN : Number(d.quantity.trim());
    if (!d.reason.trim() || !d.condition || !Number.isInteger(quantity) || quantity <= 0) return { ok: false, message: M.fillReturnFields };
    if (quantity > r.available) return { ok: false, message: M.returnTooMany(r.name, r.available) };
    lines.push({ key: r.key, to_return_quantity: quantity, return_reason: d.reason.trim(), return_condition: d.condition });
  }
  if (lines.length > maxLines) return { ok: false, message: M.tooManyReturnLines };
  return { ok: true, value: lines };
}

/* ───────────────────────────── payments ───────────────────────────── */

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m[0].toUpperCase() + m.slice(1) }));

export interface PaymentDraft {
  amount: string;
  method: PaymentMethod | '';
  reference: string;
}

export const emptyPayment: PaymentDraft = { amount: '', method: '', reference: '' };

export interface PaymentFields {
  paymentAmount: number;
  paymentMethod: PaymentMethod;
  paymentReference: string;
}

/** Add Payment: amount, method and reference all required; the amount a decimal number above 0 with at most 2 decimals. */
export function checkPayment(draft: PaymentDraft): Checked<PaymentFields> {
  const amount = draft.amount.trim();
  if (!amount || !draft.method || !draft.reference.trim()) return { ok: false, message: M.paymentFieldsRequired };
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return { ok: false, message: M.paymentAmountInvalid };
  return { ok: true, value: { paymentAmount: Number(amount), paymentMethod: draft.method, paymentReference: draft.reference.trim() } };
}

/* ───────────────────────────── order edits (CORRECTIONS.md "Inventory") ───────────────────────────── */

/** What an order detail says about being edited: only while nothing was received/shipped, returned or paid, and no invoice. */
export function orderEditable(o: { status: string; paid: number; returned_credit: number }, invoiced: boolean | undefined): boolean {
  return (o.status === 'Pending' || o.status === 'Draft') && o.paid === 0 && o.returned_credit === 0 && invoiced === false;
}

/** One side of an order edit, as the confirmation compares it. */
export interface OrderEditSide {
  partner: string;
  warehouse: string;
  lines: number;
  units: number;
  totalCents: number;
}

/**
 * What saving an edit does, in the confirmation's words: "Save the changes to PO-00012? Supplier Acme → Zenith;
 * 1 line, 40 units → 2 lines, 30 units; total $100.00 → $49.50: what is owed to Zenith becomes $49.50."
 */
export function orderEditMessage(
  o: { number: string; partnerLabel: 'Supplier' | 'Customer'; owed: 'owed to' | 'owed by' },
  before: OrderEditSide,
  after: OrderEditSide,
): string {
  const parts: string[] = [];
  if (before.partner !== after.partner) parts.push(`${o.partnerLabel} ${before.partner} → ${after.partner}`);
  if (before.warehouse !== after.warehouse) parts.push(`warehouse ${before.warehouse} → ${after.warehouse}`);
  const size = (s: OrderEditSide) => `${plural(s.lines, 'line')}, ${plural(s.units, 'unit')}`;
  if (size(before) !== size(after)) parts.push(`${size(before)} → ${size(after)}`);
  const total =
    before.totalCents === after.totalCents
      ? `the total stays ${formatCents(after.totalCents)}`
      : `total ${formatCents(before.totalCents)} → ${formatCents(after.totalCents)}: what is ${o.owed} ${after.partner} becomes ${formatCents(after.totalCents)}`;
  parts.push(total);
  const [first, ...rest] = parts;
  return `Save the changes to ${o.number}? ${first.charAt(0).toUpperCase()}${first.slice(1)}${rest.length ? `; ${rest.join('; ')}` : ''}.`;
}
