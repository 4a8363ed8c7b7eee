/**
 * What purchase and sales orders do alike (INVENTORY.md "Money and maths", "Lists at scale"): the list by order
 * number or by a date range, the detail's id from the path, and payments (never above what is owed, one per
 * reference, the ledger moved in the same transaction).
 */
import { ulid } from 'ulid';
import { fromCents, toCents } from '../../../shared/domain/money.ts';
import { paymentAlreadyRecorded, type PaymentFacts } from '../../../shared/domain/payments.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import type { OrderPayment, PaymentMethod, PaymentRecorded, PaymentVoided } from '../../../shared/inventory/purchase-orders.ts';
import { formatCents } from '../../../shared/domain/format.ts';
import {
  amountOwedCents,
  orderTotals,
  parseOrderNumber,
  paymentStatus,
  type OrderEnd,
  type OrderKind,
} from '../../../shared/inventory/rules.ts';
import { created } from '../../../shared/audit/changes.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { changesBetween } from '../../../shared/audit/changes.ts';
import type { Key } from '../../lib/dynamo/item.ts';
import { isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import type { VoidedMark } from '../records.ts';
import { conflict, notFound, unprocessable, type HttpError } from '../../lib/errors.ts';
import { linkedWriteFailed, repeatsRecordedPayment, type LinkedWrite } from '../../lib/payments.ts';
import * as imsKeys from '../keys.ts';
import type { PartnerKind } from '../keys.ts';
import { isUlid, itemFromItem, type ItemRecord } from '../records.ts';
import { orderItemRefs } from '../data/catalogue.ts';
import { partnerOrderRef } from '../data/partners.ts';
import { warehouseOrderRef } from '../data/warehouses.ts';

/**
 * A new order's items by id, read consistently (their prices become the lines'); an id that is not one or an item
 * that does not exist is `Product not found` (404). A malformed id throws before anything is read.
 */
export function orderItemsById(companyId: string, ids: readonly string[]): Promise<Map<string, ItemRecord>> {
  if (!ids.every(isUlid)) throw notFound(M.productNotFound);
  return batchGetItems(
    ids.map((id) => imsKeys.item(companyId, id)),
    { consistent: true },
  ).then((rows) => {
    const items = new Map(rows.map(itemFromItem).map((i) => [i.itemId, i] as const));
    if (items.size !== ids.length) throw notFound(M.productNotFound);
    return items;
  });
}

/** A new order names no archived item (they leave the pickers: CORRECTIONS.md "Inventory"). 409 `This item is archived`. */
export function refuseArchivedItems(items: ReadonlyMap<string, ItemRecord>): void {
  if ([...items.values()].some((i) => i.archived)) throw conflict(M.itemArchived);
}

/**
 * What a new order's references (data/purchase-orders.putNewPurchaseOrder, data/sales-orders.putNewSalesOrder)
 * answer when what they name went meanwhile: its partner, its warehouse, an item (deleted or archived).
 */
export const orderReferenceConflicts = (partnerGone: HttpError) => ({
  partner: partnerGone,
  warehouse: notFound(M.warehouseNotFound),
  orderItem: conflict(M.itemArchivedOrGone),
});

/** What an order edit's refused write means (the same for purchase and sales; `partnerGone` names the partner). */
export const orderEditConflicts = (partnerGone: HttpError) => ({
  ...orderReferenceConflicts(partnerGone),
  order: conflict(CORRECTION_MESSAGES.staleVersion),
  invoice: conflict(M.orderLocked),
  previous: conflict(CORRECTION_MESSAGES.staleVersion),
});

/** The money figures every order header keeps, in cents. */
export interface OrderMoney {
  orderId: number;
  totalCents: number;
  returnedCents: number;
  paidCents: number;
  version: number;
  closedAs?: OrderEnd;
  /** A draft purchase order (not placed). */
  draft?: boolean;
}

/** What is owed on an order: nothing once it is cancelled (it was never delivered, and nothing was paid), nor on a draft. */
export const owedCents = (o: OrderMoney) =>
  o.closedAs === 'Cancelled' || o.draft ? 0 : amountOwedCents(o.totalCents, o.returnedCents, o.paidCents);

type IdRange = { first: number; last: number };
type DateRange = { from: string; to: string };

/**
 * A page of an order list, newest first: an order number (PO-00012, 00012 or 12) finds exactly that order with the
 * other filters applied to it; a date range becomes the range of the numbers placed in it (numbers follow dates).
 */
export async function listOrdersByQuery<R, S extends { order_date: string }>(
  query: { orderNumber?: string; from?: string; to?: string },
  o: {
    kind: OrderKind;
    get: (orderId: number) => Promise<R | null>;
    summary: (record: R) => S;
    /** The other filters, for an order found by its number. */
    matches: (summary: S) => boolean;
    range: (from: string, to: string) => Promise<IdRange | null>;
    list: (ids?: IdRange, dates?: DateRange) => Promise<{ items: R[]; nextCursor: string | null }>;
  },
): Promise<{ rows: S[]; nextCursor: string | null }> {
  if (query.orderNumber !== undefined) {
    const orderId = parseOrderNumber(o.kind, query.orderNumber);
    const order = orderId ? await o.get(orderId) : null;
    const summary = order ? o.summary(order) : null;
    const matches =
      summary && o.matches(summary) && (!query.from || summary.order_date >= query.from) && (!query.to || summary.order_date <= query.to);
    return { rows: matches ? [summary] : [], nextCursor: null };
  }
  let ids: IdRange | undefined;
  let dates: DateRange | undefined;
  if (query.from || query.to) {
    dates = { from: query.from ?? '0000-01-01', to: query.to ?? '9999-12-31' };
    const range = await o.range(dates.from, dates.to);
    if (!range) return { rows: [], nextCursor: null };
    ids = range;
  }
  const { items, nextCursor } = await o.list(ids, dates);
  return { rows: items.map(o.summary), nextCursor };
}

/** The order id of a detail path (a positive integer); anything else is a 404 without a read. */
export function orderIdOfPath(idText: string, notFoundMessage: string): number {
  if (!/^[1-9]\d{0,8}$/.test(idText)) throw notFound(notFoundMessage);
  return Number(idText);
}

/** A stored payment (purchase or sales) as the payments list answers it. */
export const orderPaymentOf = (p: {
  paymentId: string;
  createdAt: string;
  reference: string;
  method: PaymentMethod;
  amountCents: number;
  voided?: boolean;
  voidReason?: string;
}): OrderPayment => ({
  id: p.paymentId,
  created_at: p.createdAt,
  reference_number: p.reference,
  payment_method: p.method,
  amount: fromCents(p.amountCents),
  voided: p.voided === true,
  void_reason: p.voidReason ?? null,
});

/** A payment as its audit entries show it (the payments list's field names). */
export const paymentSnapshot = (p: PaymentRow) => {
  const { reference_number, payment_method, amount } = orderPaymentOf(p);
  return { amount, payment_method, reference_number };
};

/** A payment's entry: kind `payment` under the payment's id, its label the order's number and the reference. */
export const orderPaymentAuditOp = (
  audit: AuditContext,
  orderLabel: string,
  payment: PaymentRow,
  changes: ReturnType<typeof created>,
  now: Date,
) => auditOp(audit, { kind: 'payment', recordId: payment.paymentId, recordLabel: `${orderLabel} · ${payment.reference}`, changes }, now);

export interface PaymentRow {
  paymentId: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  createdAt: string;
}

const MAX_ATTEMPTS = 8;

/**
 * Records a payment of at most what is owed (total − returned credit − paid: 422 above it). The same reference
 * (trimmed, case-insensitive) on the same order is recorded once: the same payment again (amount and method too)
 * answers `recorded: false` with "already recorded" and changes nothing; another payment under that reference is
 * 409 (lib/payments.ts, the rule rent payments follow). `write` puts the order (conditioned on the version read:
 * label `order`), the reference claim (label `reference`), the payment and `ledger` in one transaction; either
 * condition failing reads again. The payment's audit entry (kind `payment`, the payment's id, labelled with the
 * order's number and the reference) is part of that transaction, and so is `linked` (a reported payment's
 * confirmation: its check runs on the order as read on every attempt, a failed condition on its items is thrown).
 */
export async function recordOrderPayment<R extends OrderMoney>(o: {
  audit: AuditContext;
  /** The order's number (PO-00012): the payment entry's label names it. */
  label: (order: R) => string;
  input: { paymentAmount: number; paymentMethod: PaymentMethod; paymentReference: string };
  now: Date;
  read: () => Promise<R>;
  /** The payment recorded under the reference on the order, or null. */
  byReference: (order: R, normalizedReference: string) => Promise<PaymentFacts | null>;
  write: (next: R, readVersion: number, payment: PaymentRow, normalizedReference: string, ledger: TransactOp[]) => Promise<void>;
  ledger: (order: R, next: R, amountCents: number) => TransactOp[];
  linked?: LinkedWrite<R>;
}): Promise<PaymentRecorded> {
  const amountCents = toCents(o.input.paymentAmount);
  const reference = o.input.paymentReference.trim().toLowerCase();
  const thisPayment = { amountCents, method: o.input.paymentMethod };
  const answer = (order: R, recorded: boolean): PaymentRecorded => ({
    message: recorded ? M.paymentAdded : paymentAlreadyRecorded,
    recorded,
    paid: fromCents(order.paidCents),
    amount_due: fromCents(owedCents(order)),
    payment_status: paymentStatus(order.paidCents, order.totalCents, order.returnedCents),
  });
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const order = await o.read();
    if (order.closedAs === 'Cancelled') throw conflict(M.orderEnded(order.closedAs));
    if (repeatsRecordedPayment(await o.byReference(order, reference), thisPayment)) return answer(order, false);
    o.linked?.check?.(order);
    if (amountCents > owedCents(order)) throw unprocessable(M.paymentExceedsDue);
    const next: R = { ...order, paidCents: order.paidCents + amountCents, version: order.version + 1 };
    const payment: PaymentRow = {
      paymentId: ulid(),
      amountCents,
      method: o.input.paymentMethod,
      reference: o.input.paymentReference,
      createdAt: o.now.toISOString(),
    };
    try {
      await o.write(next, order.version, payment, reference, [
        ...o.ledger(order, next, amountCents),
        orderPaymentAuditOp(o.audit, o.label(order), payment, created(paymentSnapshot(payment)), o.now),
        ...(o.linked?.ops ?? []),
      ]);
      return answer(next, true);
    } catch (err) {
      if (linkedWriteFailed(err, o.linked)) throw err;
      // the order changed meanwhile (another payment, a receipt) or the same reference won a race: read again
      if (isConditionFailed(err, 'order') || isConditionFailed(err, 'reference')) continue;
      throw err;
    }
  }
  throw conflict('This order is changing right now: please try again');
}

/**
 * Voids a payment (CORRECTIONS.md): the payment stays, marked voided with the reason; the order's paid total drops by
 * its amount (condition: the version read, label `order`, read again on a race), the reference's claim goes (so the
 * payment can be entered again correctly), `ledger` moves the day sums back, and the entry (kind `payment`) is
 * written, all in one transaction. A payment already voided is 409, also when two voids race (label `payment`).
 */
export async function voidOrderPayment<R extends OrderMoney>(o: {
  audit: AuditContext;
  paymentId: string;
  reason: string;
  now: Date;
  /** The order's number (PO-00012). */
  label: (order: R) => string;
  read: () => Promise<R>;
  getPayment: (order: R) => Promise<(PaymentRow & VoidedMark) | null>;
  paymentKey: (order: R) => Key;
  referenceKey: (order: R, normalizedReference: string) => Key;
  putOrder: (next: R, readVersion: number) => TransactOp;
  ledger: (order: R, next: R, payment: PaymentRow) => TransactOp[];
}): Promise<PaymentVoided> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const order = await o.read();
    const payment = await o.getPayment(order);
    if (!payment) throw notFound(M.paymentNotFound);
    if (payment.voided) throw conflict(M.paymentAlreadyVoided);
    const next: R = { ...order, paidCents: order.paidCents - payment.amountCents, version: order.version + 1 };
    const at = o.now.toISOString();
    try {
      await transact([
        o.putOrder(next, order.version),
        {
          label: 'payment',
          Update: {
            Key: o.paymentKey(order),
            UpdateExpression: 'SET voided = :true, voidReason = :reason, voidedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(voided) OR voided = :false)',
            ExpressionAttributeValues: { ':true': true, ':false': false, ':reason': o.reason, ':at': at },
          },
        },
        {
          label: 'reference',
          Delete: {
            Key: o.referenceKey(order, payment.reference.trim().toLowerCase()),
            ConditionExpression: 'attribute_not_exists(pk) OR paymentId = :pid',
            ExpressionAttributeValues: { ':pid': payment.paymentId },
          },
        },
        ...o.ledger(order, next, payment),
        orderPaymentAuditOp(
          o.audit,
          o.label(order),
          payment,
          changesBetween({ voided: false, void_reason: null }, { voided: true, void_reason: o.reason }),
          o.now,
        ),
      ]);
      return {
        message: M.paymentVoided,
        paid: fromCents(next.paidCents),
        amount_due: fromCents(owedCents(next)),
        payment_status: paymentStatus(next.paidCents, next.totalCents, next.returnedCents),
      };
    } catch (err) {
      if (isConditionFailed(err, 'payment')) throw conflict(M.paymentAlreadyVoided);
      if (isConditionFailed(err, 'order')) continue;
      throw err;
    }
  }
  throw conflict('This order is changing right now: please try again');
}

// ───────────────────────────── order edits (CORRECTIONS.md "Inventory") ─────────────────────────────

/** A line as an edit lists it (add's fields): the item, its quantity and its discount percent. */
export interface EditedLine {
  item_id: string;
  quantity: number;
  discount: number;
}

/** A stored line's fields that an edit keeps or replaces (purchase and sales lines alike). */
export interface OrderLineBase {
  lineId: number;
  itemId: string;
  itemName: string;
  sku: string;
  quantity: number;
  unitCents: number;
  discount: number;
  totalCents: number;
}

/**
 * The lines of an edited order, numbered 1… in the order sent: a line whose item was already on the order keeps its
 * unit price, name and SKU (the price of the day it was ordered); a new item's line is made by `fresh` (the item's
 * price of today, read like add reads it). Totals as on add.
 */
export function editedLines<L extends OrderLineBase>(
  before: readonly L[],
  wanted: readonly EditedLine[],
  discount: number,
  fresh: (line: EditedLine) => Omit<L, 'lineId' | 'quantity' | 'discount' | 'totalCents'>,
): { lines: L[]; subtotalCents: number; totalCents: number; orderedQuantity: number } {
  const kept = new Map(before.map((l) => [l.itemId, l] as const));
  const bases = wanted.map((w) => kept.get(w.item_id) ?? fresh(w));
  const totals = orderTotals(
    wanted.map((w, i) => ({ quantity: w.quantity, unitPriceCents: bases[i].unitCents, discountPercent: w.discount })),
    discount,
  );
  const lines = wanted.map(
    (w, i) => ({ ...bases[i], lineId: i + 1, quantity: w.quantity, discount: w.discount, totalCents: totals.lineTotalsCents[i] }) as L,
  );
  return {
    lines,
    subtotalCents: totals.subtotalCents,
    totalCents: totals.totalCents,
    orderedQuantity: wanted.reduce((n, w) => n + w.quantity, 0),
  };
}

/** The items of `wanted` that are not on the order yet (an edit reads and prices only those). */
export const newItemIds = (before: readonly { itemId: string }[], wanted: readonly EditedLine[]) => {
  const kept = new Set(before.map((l) => l.itemId));
  return wanted.map((w) => w.item_id).filter((id) => !kept.has(id));
};

/** An order's lines as one readable text for its audit entry: `Bolt (BOLT-1) × 40 at $2.50 less 5%; …`. */
export const linesSummary = (lines: readonly OrderLineBase[]) =>
  lines
    .map((l) => `${l.itemName} (${l.sku}) × ${l.quantity} at ${formatCents(l.unitCents)}${l.discount ? ` less ${l.discount}%` : ''}`)
    .join('; ');

/** What an order edit changed of what the order refers to: its partner, its warehouse and its items. */
export interface OrderReferenceChange {
  companyId: string;
  partner: { kind: PartnerKind; before: string; after: string };
  warehouse: { before: string; after: string };
  addedItemIds: readonly string[];
  removedItemIds: readonly string[];
}

/**
 * The writes an edit adds to its transaction for what the order refers to, keeping the counts that decide whether a
 * partner, warehouse or item may be deleted (create counts itself the same way): a partner or warehouse the order
 * now names counts one more order and must still exist when the edit commits (labels `partner`, `warehouse`: a
 * delete that won the race is a 404), the one it named before one fewer (label `previous`); an item added counts the
 * order (label `orderItem`: archived or gone meanwhile). An item taken off the order keeps its count: an item once
 * ordered stays undeletable (archive it), which also keeps an edit that swaps every line within one transaction
 * (at most 90 added items + 8 other writes).
 */
export function orderReferenceOps(change: OrderReferenceChange): TransactOp[] {
  const { companyId, partner, warehouse } = change;
  const uncount = (Key: Key): TransactOp => ({
    label: 'previous',
    Update: {
      Key,
      UpdateExpression: 'ADD orderCount :less',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':less': -1 },
    },
  });
  const ops: TransactOp[] = [];
  if (partner.after !== partner.before)
    ops.push(partnerOrderRef(companyId, partner.kind, partner.after), uncount(imsKeys.partner(companyId, partner.kind, partner.before)));
  if (warehouse.after !== warehouse.before)
    ops.push(warehouseOrderRef(companyId, warehouse.after), uncount(imsKeys.warehouse(companyId, warehouse.before)));
  ops.push(...orderItemRefs(companyId, change.addedItemIds));
  return ops;
}
