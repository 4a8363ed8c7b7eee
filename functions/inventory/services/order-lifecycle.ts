/**
 * One order lifecycle (WAREHOUSE.md "First: one order lifecycle"): what purchase and sales orders share once placed:
 * the correction loop (read, plan, write conditioned on the version read, retry when a receipt, fulfilment, payment
 * or other correction raced it), the guards of an edit or a cancel, cancel and close, and the write of an edit. Each
 * service describes its kind once (an OrderKind: how it reads and writes its record, its entry, its projection, its
 * side of the ledger, its done quantity) and keeps only what differs. The rest of an order's life is here too:
 * placing it (placeOrder: its lines at the price of the day, its first write with the ledger, the entry and the
 * projection), a return's credits (creditedOrder, returnsAnswer) and payments and their voids (payOrder, voidPayment).
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { ledgerOps, type FinanceDelta, type LedgerChange } from '../data/ledger.ts';
import { PROJECTION_LABEL, projectionOps, withProjection, type ProjectionChange } from '../data/reorder.ts';
import { isConditionFailed, mapConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound, unprocessable, type HttpError } from '../../lib/errors.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { changesBetween, type Snapshot } from '../../../shared/audit/changes.ts';
import { getPartner } from '../data/partners.ts';
import { getWarehouse } from '../data/warehouses.ts';
import type { ItemRecord, VoidedMark } from '../records.ts';
import type { Key } from '../../lib/dynamo/item.ts';
import type { PaymentFacts } from '../../../shared/domain/payments.ts';
import type { PaymentMethod, PaymentRecorded, PaymentVoided } from '../../../shared/inventory/purchase-orders.ts';
import type { AuditContext } from '../../lib/audit.ts';
import type { LinkedWrite } from '../../lib/payments.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { amountOwedCents, orderTotals, returnCreditsCents, type OrderEnd } from '../../../shared/inventory/rules.ts';
import {
  editedLines,
  newItemIds,
  orderEditConflicts,
  orderItemsById,
  orderReferenceConflicts,
  orderReferenceOps,
  recordOrderPayment,
  voidOrderPayment,
  type PaymentRow,
  owedCents,
  type EditedLine,
  type OrderLineBase,
  type OrderMoney,
} from './order-common.ts';

/** A line as the lifecycle sees it: the item, what was ordered, at what price, and its total. */
export type LifecycleLine = OrderLineBase;

/** An order header as the lifecycle sees it. */
export interface LifecycleOrder<L extends LifecycleLine = LifecycleLine> extends OrderMoney {
  companyId: string;
  orderDate: string;
  warehouseId: string;
  warehouseName: string;
  discount: number;
  subtotalCents: number;
  orderedQuantity: number;
  lines: L[];
  closedAs?: OrderEnd;
  closeReason?: string;
  closedAt?: string;
}

/** What one kind of order tells the lifecycle. */
export interface OrderKind<R extends LifecycleOrder<L>, L extends LifecycleLine = R['lines'][number]> {
  /** The order, consistently read (404 when it is not the company's, or not in the account's scope). */
  read(companyId: string, orderId: number): Promise<R>;
  /** The Put of `next`, conditioned on the version `expected` (its label is `order`). */
  put(next: R, expected: number): TransactOp;
  /** The audit entry of a change from `before` to `after`. */
  entry(audit: AuditContext, before: R, after: R, now: Date): TransactOp;
  /** What the change does to the warehouses' projected quantities (on order, committed). */
  projection(before: R | null, after: R): ProjectionChange[];
  /** The invoice claim's key: while it exists the order can no longer be edited or cancelled. */
  invoiceClaim(order: R): Record<string, unknown>;
  /** The ledger's payable (purchases) or receivable (sales) field. */
  owedField: FinanceDelta['field'];
  /** The dashboard counter of orders still open: to receive, to ship. */
  openCounter: keyof NonNullable<LedgerChange['counters']>;
  /** How much of a line, and of the order, has been received or delivered. */
  doneOfLine(line: L): number;
  done(order: R): number;
  /** Something in progress that locks the order too (a fulfilment written in steps). */
  busy?(order: R): boolean;
  /** 409 when the correction loop keeps meeting a newer version. */
  busyMessage: string;
  /** What a close moves besides the ledger (a sales order's revenue, as its totals are worked out again: insights). */
  closedFigures?(before: R, after: R, now: Date): TransactOp[];
}

const MAX_ATTEMPTS = 8;

/** The ledger's owed figure of the order's day follows what is owed on it. */
export const owedDelta = <R extends LifecycleOrder>(kind: { owedField: FinanceDelta['field'] }, before: R, after: R): FinanceDelta => ({
  date: before.orderDate,
  field: kind.owedField,
  cents: owedCents(after) - owedCents(before),
});

/** Nothing received or delivered, returned or paid, and not ended: what an edit or a cancel needs (the invoice is checked in the write). */
export function requireUntouched<R extends LifecycleOrder<L>, L extends LifecycleLine>(kind: OrderKind<R, L>, order: R): void {
  if (order.closedAs || kind.done(order) > 0 || order.returnedCents > 0 || order.paidCents > 0 || kind.busy?.(order))
    throw conflict(M.orderLocked);
}

/** The order has no invoice: a condition of the write (label `invoice`), so an invoice generated meanwhile refuses it. */
export const noInvoiceCheck = <R extends LifecycleOrder<L>, L extends LifecycleLine>(kind: OrderKind<R, L>, order: R): TransactOp => ({
  label: 'invoice',
  ConditionCheck: { Key: kind.invoiceClaim(order), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** The plan of a correction: the next order, conditions of the write and the ledger's ops. */
export interface CorrectionPlan<R> {
  next: R;
  extra: TransactOp[];
  ledger: TransactOp[];
}

/**
 * Writes an order's correction: the order (conditioned on the version read: a receipt, fulfilment, payment or other
 * correction that raced it makes it read and check again), `extra` conditions, the ledger, the entry and the
 * projection, in one transaction. A condition labelled in `refused` answers its error.
 */
export async function correctOrder<R extends LifecycleOrder<L>, L extends LifecycleLine>(
  kind: OrderKind<R, L>,
  audit: AuditContext,
  orderId: number,
  now: Date,
  plan: (order: R) => CorrectionPlan<R>,
  refused: Record<string, Error> = {},
): Promise<R> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const order = await kind.read(audit.companyId, orderId);
    const { next, extra, ledger } = plan(order);
    const projection = await projectionOps(audit.companyId, kind.projection(order, next), now);
    try {
      await transact([kind.put(next, order.version), ...extra, ...ledger, kind.entry(audit, order, next, now), ...projection]);
      return next;
    } catch (err) {
      for (const [label, mapped] of Object.entries(refused)) if (isConditionFailed(err, label)) throw mapped;
      if (isConditionFailed(err, 'order') || isConditionFailed(err, PROJECTION_LABEL)) continue;
      throw err;
    }
  }
  throw conflict(kind.busyMessage);
}

/** An order that ends (cancelled or closed) leaves the open counter, and what is owed on its day follows it. */
const endedLedger = <R extends LifecycleOrder<L>, L extends LifecycleLine>(kind: OrderKind<R, L>, audit: AuditContext, order: R, next: R) =>
  ledgerOps(audit.companyId, { finance: [owedDelta(kind, order, next)], counters: { [kind.openCounter]: -1 } });

const ended = <R extends LifecycleOrder>(order: R, as: OrderEnd, reason: string, now: Date) => ({
  closedAs: as,
  closeReason: reason,
  closedAt: now.toISOString(),
  version: order.version + 1,
});

/**
 * Cancel: only while nothing is received or delivered, returned or paid and no invoice exists (409 `This order can no
 * longer be edited`; the invoice claim is a condition of the write). The order keeps its number, marked Cancelled
 * with the reason; it leaves the open counter and what is owed (of its day), in the same transaction.
 */
export function cancelOrder<R extends LifecycleOrder<L>, L extends LifecycleLine>(
  kind: OrderKind<R, L>,
  audit: AuditContext,
  orderId: number,
  reason: string,
  now: Date,
): Promise<R> {
  return correctOrder(
    kind,
    audit,
    orderId,
    now,
    (order) => {
      requireUntouched(kind, order);
      const next: R = { ...order, ...ended(order, 'Cancelled', reason, now) };
      return {
        next,
        extra: [noInvoiceCheck(kind, order)],
        ledger: endedLedger(kind, audit, order, next),
      };
    },
    { invoice: conflict(M.orderLocked) },
  );
}

/**
 * Close: a partly received or delivered order whose rest will not come. Each line's quantity drops to what was done;
 * the totals (line discounts and the order's discount as on add), what is owed and its day's figure follow; it
 * leaves the open counter. 409 unless partly done; 422 when more was paid than what was done is worth.
 */
export function closeOrder<R extends LifecycleOrder<L>, L extends LifecycleLine>(
  kind: OrderKind<R, L>,
  audit: AuditContext,
  orderId: number,
  reason: string,
  now: Date,
): Promise<R> {
  return correctOrder(kind, audit, orderId, now, (order) => {
    if (order.closedAs) throw conflict(M.orderEnded(order.closedAs));
    const done = kind.done(order);
    if (kind.busy?.(order) || done === 0 || done >= order.orderedQuantity) throw conflict(M.closeNeedsPartial);
    const totals = orderTotals(
      order.lines.map((l) => ({ quantity: kind.doneOfLine(l), unitPriceCents: l.unitCents, discountPercent: l.discount })),
      order.discount,
    );
    const next: R = {
      ...order,
      lines: order.lines.map((l, i) => ({ ...l, quantity: kind.doneOfLine(l), totalCents: totals.lineTotalsCents[i] })),
      orderedQuantity: done,
      subtotalCents: totals.subtotalCents,
      totalCents: totals.totalCents,
      ...ended(order, 'Closed', reason, now),
    };
    if (next.paidCents + next.returnedCents > next.totalCents) throw unprocessable(M.closeBelowPaid);
    return {
      next,
      extra: [],
      ledger: [...endedLedger(kind, audit, order, next), ...(kind.closedFigures?.(order, next, now) ?? [])],
    };
  });
}

/** What an edit asks for: any of partner, warehouse, lines and discount (left out: kept), and the version it read. */
export interface OrderEditInput {
  partnerId?: string;
  warehouseId?: string;
  lines?: EditedLine[];
  discount?: number;
  version: number;
}

/** What an edit needs to know of a kind besides its lifecycle. */
export interface EditableKind<R extends LifecycleOrder<L>, L extends LifecycleLine> extends OrderKind<R, L> {
  /** The partner: its kind, how the order names it, and its 404 message. */
  partner: {
    kind: 'supplier' | 'customer';
    idOf(order: R): string;
    set(id: string, name: string): Partial<R>;
    notFound: string;
  };
  /** The item's price of today (a new line's unit price; 422 `fillItemDetails` when not set). */
  priceOf(item: ItemRecord): number;
  /** A new line for an item not on the order yet (its name, SKU, price of today, nothing done). */
  newLine(item: ItemRecord): Omit<L, 'lineId' | 'quantity' | 'discount' | 'totalCents'>;
  /** The order as an edit's entry compares it (ids beside names: two may share a name; the lines as one text). */
  editSnapshot(order: R): Snapshot;
  /** The edit's entry (kind, the order's number). */
  editEntry(audit: AuditContext, next: R, changes: ReturnType<typeof changesBetween>, now: Date): TransactOp;
  /** More checks of an edit, read beside the partner, warehouse and items (sales: stock in the warehouse): its refusal or null. */
  checkEdit?(order: R, warehouseId: string, added: readonly string[], wanted: readonly EditedLine[]): Promise<HttpError | null>;
}

/**
 * An edit of a placed order: any of partner, warehouse, discount and lines, while nothing is done, returned or paid
 * and no invoice exists (409 `This order can no longer be edited`; the invoice claim is a condition of the write).
 * Lines already on the order keep their price, new items take their price of today. The write is conditioned on the
 * version the client read (409 stale, also when two edits race); nothing changed is 400. What is owed on the order's
 * day follows the new total, what the order refers to moves with it (./order-common.ts orderReferenceOps) and the
 * projection follows the lines and the warehouse, in one transaction (the open counter does not move).
 */
export async function editOrder<R extends LifecycleOrder<L>, L extends LifecycleLine>(
  kind: EditableKind<R, L>,
  audit: AuditContext,
  order: R,
  input: OrderEditInput,
  now: Date,
): Promise<R> {
  const { companyId } = audit;
  requireUntouched(kind, order);
  if (order.version !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
  const partnerBefore = kind.partner.idOf(order);
  const partnerId = input.partnerId ?? partnerBefore;
  const warehouseId = input.warehouseId ?? order.warehouseId;
  const wanted = input.lines ?? order.lines.map((l) => ({ item_id: l.itemId, quantity: l.quantity, discount: l.discount }));
  const added = newItemIds(order.lines, wanted);
  const [partner, warehouse, items, refused] = await Promise.all([
    partnerId === partnerBefore ? null : getPartner(companyId, kind.partner.kind, partnerId),
    warehouseId === order.warehouseId ? null : getWarehouse(companyId, warehouseId),
    added.length ? orderItemsById(companyId, added) : new Map<string, ItemRecord>(),
    kind.checkEdit?.(order, warehouseId, added, wanted),
  ]);
  if (partnerId !== partnerBefore && !partner) throw notFound(kind.partner.notFound);
  if (warehouseId !== order.warehouseId && !warehouse) throw notFound(M.warehouseNotFound);
  if (refused) throw refused;
  if ([...items.values()].some((item) => kind.priceOf(item) <= 0)) throw unprocessable(M.fillItemDetails);
  const discount = input.discount ?? order.discount;
  const edited = editedLines(order.lines, wanted, discount, (w) => kind.newLine(items.get(w.item_id)!));
  const next: R = {
    ...order,
    ...(partner ? kind.partner.set(partnerId, partner.name) : {}),
    warehouseId,
    warehouseName: warehouse?.name ?? order.warehouseName,
    discount,
    ...edited,
    version: order.version + 1,
  };
  const changes = changesBetween(kind.editSnapshot(order), kind.editSnapshot(next));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  try {
    await withProjection(
      companyId,
      () => kind.projection(order, next),
      (projection) =>
        transact([
          kind.put(next, input.version),
          noInvoiceCheck(kind, order),
          ...orderReferenceOps({
            companyId,
            partner: { kind: kind.partner.kind, before: partnerBefore, after: partnerId },
            warehouse: { before: order.warehouseId, after: warehouseId },
            addedItemIds: added,
            removedItemIds: order.lines.map((l) => l.itemId).filter((id) => !wanted.some((w) => w.item_id === id)),
          }),
          ...ledgerOps(companyId, { finance: [owedDelta(kind, order, next)] }),
          kind.editEntry(audit, next, changes, now),
          ...projection,
        ]),
      now,
    );
  } catch (err) {
    throw mapConditionFailed(err, orderEditConflicts(notFound(kind.partner.notFound)));
  }
  return next;
}

/** What placing an order needs of a kind besides an edit: its first write and the entry of its creation. */
export interface PlaceableKind<R extends LifecycleOrder<L>, L extends LifecycleLine> extends EditableKind<R, L> {
  /** Writes a new order with `linked` (the header, its date entry and what it refers to: data/<kind>-orders.ts). */
  putNew(order: R, linked: readonly TransactOp[]): Promise<void>;
  /** The entry of its creation. */
  createdEntry(audit: AuditContext, order: R, now: Date): TransactOp;
}

/** A new order once its partner, warehouse and items are checked and its number taken (the service's own checks before). */
export interface NewOrder<R> {
  orderId: number;
  partner: { id: string; name: string };
  warehouse: { warehouseId: string; name: string };
  discount: number;
  lines: readonly EditedLine[];
  /** The lines' items, read by the service (their price of the day, name, SKU). */
  items: ReadonlyMap<string, ItemRecord>;
  /** The kind's own starting figures (nothing received, delivered, no COGS row…). */
  fields: Partial<R>;
}

/**
 * Places an order: its lines at their items' price of the day, nothing done, returned or paid, written with what is
 * owed on its day, one more open order (to receive, to ship), its entry and the projection (on order, committed) in
 * one transaction; a partner or warehouse deleted meanwhile answers the partner's 404 (./order-common.ts).
 */
export async function placeOrder<R extends LifecycleOrder<L>, L extends LifecycleLine>(
  kind: PlaceableKind<R, L>,
  audit: AuditContext,
  start: NewOrder<R>,
  now: Date,
): Promise<R> {
  const { companyId } = audit;
  const order = {
    companyId,
    orderId: start.orderId,
    ...kind.partner.set(start.partner.id, start.partner.name),
    warehouseId: start.warehouse.warehouseId,
    warehouseName: start.warehouse.name,
    discount: start.discount,
    ...editedLines<L>([], start.lines, start.discount, (w) => kind.newLine(start.items.get(w.item_id)!)),
    paidCents: 0,
    returnedCents: 0,
    ...start.fields,
    orderDate: isoDateOf(now),
    createdAt: now.toISOString(),
    version: 1,
  } as unknown as R;
  try {
    await withProjection(
      companyId,
      () => kind.projection(null, order),
      (projection) =>
        kind.putNew(order, [
          ...ledgerOps(companyId, {
            finance: [{ date: order.orderDate, field: kind.owedField, cents: order.totalCents }],
            counters: { [kind.openCounter]: 1 },
          }),
          kind.createdEntry(audit, order, now),
          ...projection,
        ]),
      now,
    );
  } catch (err) {
    throw mapConditionFailed(err, orderReferenceConflicts(notFound(kind.partner.notFound)));
  }
  return order;
}

/**
 * An order with a return's credits: each returned quantity × the line's exact net unit cost, rounded once over the
 * lines (returnCreditsCents: a whole order returned credits its total), the lines' returned quantities, a new version.
 * Answers the credits in the order of `returns`.
 */
export function creditedOrder<R extends LifecycleOrder<L>, L extends LifecycleLine & { returnedQuantity: number }>(
  order: R,
  returns: ReadonlyArray<{ lineId: number; quantity: number }>,
): { next: R; creditsCents: number[] } {
  const creditsCents = returnCreditsCents(order, returns);
  const returned = (lineId: number) => returns.filter((r) => r.lineId === lineId).reduce((n, r) => n + r.quantity, 0);
  const next: R = {
    ...order,
    returnedCents: order.returnedCents + creditsCents.reduce((n, c) => n + c, 0),
    lines: order.lines.map((l) => ({ ...l, returnedQuantity: l.returnedQuantity + returned(l.lineId) })),
    version: order.version + 1,
  };
  return { next, creditsCents };
}

/** What a return answers: the order's credit so far and what is still owed on it. */
export const returnsAnswer = (order: OrderMoney) => ({
  message: M.returnsSubmitted,
  returned_credit: fromCents(order.returnedCents),
  amount_due: fromCents(amountOwedCents(order.totalCents, order.returnedCents, order.paidCents)),
});

/** How a kind keeps its payments (data/<kind>-orders.ts), for payOrder and voidPayment. */
export interface OrderPayments<R> {
  /** The ledger field a payment moves on its day: paid (purchases), received (sales). */
  field: FinanceDelta['field'];
  byReference(companyId: string, orderId: number, normalizedReference: string): Promise<PaymentFacts | null>;
  /** The order (conditioned on the version read), the reference claim, the payment and `linked` in one transaction. */
  write(
    next: R,
    readVersion: number,
    payment: PaymentRow & { companyId: string; orderId: number },
    normalizedReference: string,
    linked: TransactOp[],
  ): Promise<void>;
  get(companyId: string, orderId: number, paymentId: string): Promise<(PaymentRow & VoidedMark) | null>;
  key(companyId: string, orderId: number, paymentId: string): Key;
  referenceKey(companyId: string, orderId: number, normalizedReference: string): Key;
}

/** A kind whose orders are paid: its payments and its number (PO-00012), which names a payment's entry. */
export interface PaidKind<R extends LifecycleOrder<L>, L extends LifecycleLine> extends OrderKind<R, L> {
  payments: OrderPayments<R>;
  label(order: R): string;
}

/** What payOrder needs of a kind: a module that only records payments bundles only this (not the whole lifecycle). */
export type PayingKind<R extends LifecycleOrder<L>, L extends LifecycleLine> = Pick<
  PaidKind<R, L>,
  'read' | 'label' | 'payments' | 'owedField'
>;

/**
 * A payment on an order (./order-common.ts recordOrderPayment: at most what is owed, once per reference): the ledger
 * has it paid or received on its day and no longer owed on the order's day. `linked`: what the caller records in the
 * same transaction (a reported payment's confirmation).
 */
export function payOrder<R extends LifecycleOrder<L>, L extends LifecycleLine>(
  kind: PayingKind<R, L>,
  audit: AuditContext,
  orderId: number,
  input: { paymentAmount: number; paymentMethod: PaymentMethod; paymentReference: string },
  now: Date,
  linked?: LinkedWrite<R>,
): Promise<PaymentRecorded> {
  const { companyId } = audit;
  return recordOrderPayment<R>({
    linked,
    audit,
    label: (order) => kind.label(order),
    input,
    now,
    read: () => kind.read(companyId, orderId),
    byReference: (order, reference) => kind.payments.byReference(companyId, order.orderId, reference),
    write: (next, readVersion, payment, reference, ledger) =>
      kind.payments.write(next, readVersion, { companyId, orderId: next.orderId, ...payment }, reference, ledger),
    ledger: (order, next, amountCents) =>
      ledgerOps(companyId, {
        finance: [{ date: isoDateOf(now), field: kind.payments.field, cents: amountCents }, owedDelta(kind, order, next)],
      }),
  });
}

/** Voids a payment (./order-common.ts voidOrderPayment): no longer paid on its day, owed again on the order's day. */
export function voidPayment<R extends LifecycleOrder<L>, L extends LifecycleLine>(
  kind: PaidKind<R, L>,
  audit: AuditContext,
  input: { orderId: number; paymentId: string; reason: string },
  now: Date,
): Promise<PaymentVoided> {
  const { companyId } = audit;
  return voidOrderPayment<R>({
    audit,
    paymentId: input.paymentId,
    reason: input.reason,
    now,
    label: (order) => kind.label(order),
    read: () => kind.read(companyId, input.orderId),
    getPayment: (order) => kind.payments.get(companyId, order.orderId, input.paymentId),
    paymentKey: (order) => kind.payments.key(companyId, order.orderId, input.paymentId),
    referenceKey: (order, reference) => kind.payments.referenceKey(companyId, order.orderId, reference),
    putOrder: (next, readVersion) => kind.put(next, readVersion),
    ledger: (order, next, payment) =>
      ledgerOps(companyId, {
        finance: [
          { date: payment.createdAt.slice(0, 10), field: kind.payments.field, cents: -payment.amountCents },
          owedDelta(kind, order, next),
        ],
      }),
  });
}
