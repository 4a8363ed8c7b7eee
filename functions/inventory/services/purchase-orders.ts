/**
 * Purchase orders (INVENTORY.md "Purchase orders", "Money and maths"): create with the items' own purchase
 * prices, list with filters, detail, and payments (never above what is owed, one per reference).
 */
import { ulid } from 'ulid';
import { daysBetween, isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type {
  AddPurchaseOrderInput,
  AddPurchasePaymentInput,
  EndPurchaseOrderInput,
  OrderCreated,
  OrderUpdated,
  UpdatePurchaseOrderInput,
  PaymentVoided,
  VoidPurchasePaymentInput,
  PaymentRecorded,
  PurchaseOrderDetail,
  PurchaseOrderListQuery,
  PurchaseOrderSummary,
  ItemReceived,
  ReceivePurchaseItemInput,
  ReturnablePurchaseItem,
  ReturnPurchaseItemsInput,
  ReturnsSubmitted,
} from '../../../shared/inventory/purchase-orders.ts';
import { lotNumber, netUnitCents, orderNumber, paymentStatus, receivingStatus } from '../../../shared/inventory/rules.ts';
import { changesBetween, created } from '../../../shared/audit/changes.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { purchaseInvoiceKeys } from '../invoice-records.ts';
import * as imsKeys from '../keys.ts';
import { monthlyOps } from '../../insights/monthly.ts';
import { monthAt, pairValueChanges, purchaseMoves } from '../data/insights.ts';
import { ledgerOps } from '../data/ledger.ts';
import { getPartner } from '../data/partners.ts';
import {
  allocatePurchaseOrderId,
  getPurchaseOrder,
  getPurchasePayment,
  purchasePaymentByReference,
  listPurchaseOrders,
  listPurchasePayments,
  orderIdRangeForDates,
  putNewPurchaseOrder,
  putPurchaseOrderOp,
  writePurchasePayment,
} from '../data/purchase-orders.ts';
import * as lifecycle from './order-lifecycle.ts';
import { getLots } from '../data/stock.ts';
import { getWarehouse } from '../data/warehouses.ts';
import { purchaseOrderStatus, purchaseReturnToItem, type LotRecord, type PurchaseOrderLine, type PurchaseOrderRecord } from '../records.ts';
import {
  linesSummary,
  listOrdersByQuery,
  orderIdOfPath,
  orderItemsById,
  refuseArchivedItems,
  orderPaymentOf,
  owedCents,
} from './order-common.ts';
import { updateDraftOrder } from './purchase-drafts.ts';
import { purchaseProjection } from './projection.ts';
import { changeStock } from './stock.ts';

export function purchaseOrderSummaryOf(o: PurchaseOrderRecord): PurchaseOrderSummary {
  return {
    purchase_order_id: o.orderId,
    order_number: orderNumber('PO', o.orderId),
    supplier_id: o.supplierId,
    supplier_name: o.supplierName,
    warehouse_id: o.warehouseId,
    warehouse_name: o.warehouseName,
    created_at: o.createdAt,
    order_date: o.orderDate,
    total_items: o.lines.length,
    total_ordered_quantity: o.orderedQuantity,
    total_received_quantity: o.receivedQuantity,
    paid: fromCents(o.paidCents),
    returned_credit: fromCents(o.returnedCents),
    total_amount: fromCents(o.totalCents),
    amount_due: fromCents(owedCents(o)),
    status: purchaseOrderStatus(o),
    payment_status: paymentStatus(o.paidCents, o.totalCents, o.returnedCents),
  };
}

export function purchaseOrderDetailOf(o: PurchaseOrderRecord): PurchaseOrderDetail {
  return {
    ...purchaseOrderSummaryOf(o),
    subtotal: fromCents(o.subtotalCents),
    discount: o.discount,
    close_reason: o.closeReason ?? null,
    version: o.version,
    items: o.lines.map((l) => ({
      purchase_order_item_id: l.lineId,
      item_id: l.itemId,
      item_name: l.itemName,
      sku: l.sku,
      quantity: l.quantity,
      received_quantity: l.receivedQuantity,
      returned_quantity: l.returnedQuantity,
      unit_price: fromCents(l.unitCents),
      subtotal: fromCents(l.quantity * l.unitCents),
      discount: l.discount,
      total_price: fromCents(l.totalCents),
      to_receive: l.quantity - l.receivedQuantity,
      status: receivingStatus(l.receivedQuantity, l.quantity),
    })),
  };
}

/**
 * Validates the supplier, the warehouse and every item first, then takes the next number and writes the order:
 * a refused order takes no number, so numbers stay contiguous.
 */
export async function addPurchaseOrder(audit: AuditContext, input: AddPurchaseOrderInput, now = new Date()): Promise<OrderCreated> {
  const { companyId } = audit;
  const supplier = await getPartner(companyId, 'supplier', input.supplierId);
  if (!supplier) throw notFound(M.supplierNotFound);
  const warehouse = await getWarehouse(companyId, input.warehouseId);
  if (!warehouse) throw notFound(M.warehouseNotFound);
  const items = await orderItemsById(
    companyId,
    input.orderItems.map((l) => l.item_id),
  );
  refuseArchivedItems(items);
  // a line priced $0.00 is refused, as on sales orders (spec §5 marks a price at or below zero red)
  if ([...items.values()].some((item) => item.purchaseCents <= 0)) throw unprocessable(M.fillItemDetails);
  const orderId = await allocatePurchaseOrderId(companyId);
  // the ledger: owed on the order's day, one more order to receive; its lines are on order in its warehouse
  await lifecycle.placeOrder(
    purchaseKind,
    audit,
    {
      orderId,
      partner: { id: supplier.partnerId, name: supplier.name },
      warehouse,
      discount: input.totalDiscount,
      lines: input.orderItems,
      items,
      fields: { receivedQuantity: 0 },
    },
    now,
  );
  return { message: M.purchaseOrderAdded, id: orderId, order_number: orderNumber('PO', orderId) };
}

/** A purchase order as its audit entries show it (the API's field names and values). */
export function purchaseOrderSnapshot(o: PurchaseOrderRecord) {
  const s = purchaseOrderSummaryOf(o);
  return {
    supplier_name: s.supplier_name,
    warehouse_name: s.warehouse_name,
    discount: o.discount,
    total_items: s.total_items,
    total_ordered_quantity: s.total_ordered_quantity,
    total_received_quantity: s.total_received_quantity,
    total_amount: s.total_amount,
    returned_credit: s.returned_credit,
    paid: s.paid,
    amount_due: s.amount_due,
    status: s.status,
    payment_status: s.payment_status,
    close_reason: o.closeReason ?? null,
  };
}

/** The order's entry (kind purchase_order, its number as label) for the change's own transaction. */
export const purchaseOrderAuditOp = (audit: AuditContext, o: PurchaseOrderRecord, changes: ReturnType<typeof changesBetween>, now: Date) =>
  auditOp(audit, { kind: 'purchase_order', recordId: String(o.orderId), recordLabel: orderNumber('PO', o.orderId), changes }, now);

/** What a change did to the order, field by field (both sides as the API shows them). */
const orderChanges = (before: PurchaseOrderRecord, after: PurchaseOrderRecord) =>
  changesBetween(purchaseOrderSnapshot(before), purchaseOrderSnapshot(after));

/** The list, newest first; an order number (PO-00012, 00012 or 12) finds exactly that order, the other filters applied to it. */
export async function purchaseOrderList(companyId: string, query: PurchaseOrderListQuery) {
  const { supplierId, warehouseId, status, limit, cursor } = query;
  return listOrdersByQuery(query, {
    kind: 'PO',
    get: (orderId) => getPurchaseOrder(companyId, orderId),
    summary: purchaseOrderSummaryOf,
    matches: (o) =>
      (!supplierId || o.supplier_id === supplierId) && (!warehouseId || o.warehouse_id === warehouseId) && (!status || o.status === status),
    range: (from, to) => orderIdRangeForDates(companyId, from, to),
    list: (ids, dates) => listPurchaseOrders(companyId, { supplierId, warehouseId, status, ids, dates }, { limit, cursor }),
  });
}

/** The order (404 when unknown); a draft is refused (409: it counts nowhere until placed) unless `drafts` allows it. */
async function requireOrder(companyId: string, orderId: number, options: { drafts?: boolean } = {}): Promise<PurchaseOrderRecord> {
  const order = await getPurchaseOrder(companyId, orderId);
  if (!order) throw notFound(M.purchaseOrderNotFound);
  if (order.draft && !options.drafts) throw conflict(M.draftNotPlaced);
  return order;
}

/** `GET purchase-order/{id}`: the id as the path carries it (a positive integer; anything else is a 404). */
export async function purchaseOrderDetail(companyId: string, idText: string): Promise<PurchaseOrderDetail> {
  return purchaseOrderDetailOf(await requireOrder(companyId, orderIdOfPath(idText, M.purchaseOrderNotFound), { drafts: true }));
}

export async function purchasePayments(companyId: string, query: { orderId: number; limit: number; cursor?: string }) {
  await requireOrder(companyId, query.orderId, { drafts: true });
  const { items, nextCursor } = await listPurchasePayments(companyId, query.orderId, query);
  return { rows: items.map(orderPaymentOf), nextCursor };
}

/**
 * Records a payment of at most what is owed (total − returned credit − paid: 422 above it). The same reference
 * on the same order is recorded once: the same payment again answers 200 with `recorded: false` and changes nothing,
 * another payment under that reference is 409.
 */
export async function addPurchasePayment(audit: AuditContext, input: AddPurchasePaymentInput, now = new Date()): Promise<PaymentRecorded> {
  // the ledger: paid on the payment's day, no longer owed on the order's day
  return lifecycle.payOrder(purchaseKind, audit, input.purchaseOrderId, input, now);
}

// ───────────────────────────── receiving and returns ─────────────────────────────

/** A line of an order by its 1-based id. */
function lineOf(order: PurchaseOrderRecord, lineId: number) {
  const line = order.lines.find((l) => l.lineId === lineId);
  if (!line) throw notFound(M.lineNotFound);
  return line;
}

/**
 * Receives units of one line into the order's warehouse: a lot at the line's net unit cost (after both
 * discounts), a movement, the stock figures and the order's received quantities, in one transaction. More than
 * is left to receive is 422, also when two receipts race (the order's version is part of the transaction).
 */
export async function receivePurchaseItem(audit: AuditContext, input: ReceivePurchaseItemInput, now = new Date()): Promise<ItemReceived> {
  const { companyId } = audit;
  const first = await requireOrder(companyId, input.purchaseOrderId);
  if (first.closedAs) throw conflict(M.orderEnded(first.closedAs));
  const firstLine = lineOf(first, input.item.purchase_order_item_id);
  const quantity = input.item.to_receive;
  if (quantity > firstLine.quantity - firstLine.receivedQuantity) throw unprocessable(M.receivedTooMany);
  let written: PurchaseOrderRecord | null = null;
  let batch = '';
  await changeStock(
    companyId,
    [
      {
        itemId: firstLine.itemId,
        warehouseId: first.warehouseId,
        quantity,
        type: 'purchase_receive',
        reference: orderNumber('PO', first.orderId),
        unitCostCents: netUnitCents(firstLine.unitCents, firstLine.discount, first.discount),
        poNumber: orderNumber('PO', first.orderId),
        // what arrives is no longer on order (the projection does not move)
        onOrder: -quantity,
      },
    ],
    now,
    {
      retryLabels: ['order'],
      // every attempt reads the order again: a receipt that raced this one may have taken what was left
      plan: async (plans) => {
        const order = await requireOrder(companyId, input.purchaseOrderId);
        // a cancel or close that won the race: nothing more will come
        if (order.closedAs) throw conflict(M.orderEnded(order.closedAs));
        const line = lineOf(order, input.item.purchase_order_item_id);
        if (quantity > line.quantity - line.receivedQuantity) throw unprocessable(M.receivedTooMany);
        const lot = plans.flatMap((p) => p.newLots)[0];
        batch = lotNumber(lot.seq);
        written = {
          ...order,
          receivedQuantity: order.receivedQuantity + quantity,
          lines: order.lines.map((l) =>
            l.lineId === line.lineId ? { ...l, receivedQuantity: l.receivedQuantity + quantity, lots: [...(l.lots ?? []), lot.seq] } : l,
          ),
          version: order.version + 1,
        };
        // the ledger: an order whose last units arrive is no longer to receive
        const completed = order.receivedQuantity < order.orderedQuantity && written.receivedQuantity === written.orderedQuantity;
        return [
          putPurchaseOrderOp(written, order.version),
          ...ledgerOps(companyId, { counters: { to_receive: completed ? -1 : 0 } }),
          // insights: purchases at the lot's cost; an order's first receipt counts its lead time (order date to today)
          ...monthlyOps(
            companyId,
            purchaseMoves(
              {
                warehouseId: order.warehouseId,
                supplierId: order.supplierId,
                costCents: lot.remaining * lot.unitCostCents,
                ...(order.receivedQuantity === 0 ? { leadDays: Math.max(0, daysBetween(order.orderDate, isoDateOf(now))) } : {}),
              },
              monthAt(now),
            ),
          ),
          purchaseOrderAuditOp(audit, written, orderChanges(order, written), now),
        ];
      },
    },
  );
  const order = written as unknown as PurchaseOrderRecord;
  const line = lineOf(order, input.item.purchase_order_item_id);
  return {
    message: M.itemReceived,
    received_quantity: line.receivedQuantity,
    to_receive: line.quantity - line.receivedQuantity,
    status: receivingStatus(line.receivedQuantity, line.quantity),
    batch,
  };
}

/** Per line, what is still on hand of the lots its receipts created (read by key, consistently). */
async function returnableOf(order: PurchaseOrderRecord): Promise<Map<number, { lots: LotRecord[]; available: number }>> {
  const out = new Map<number, { lots: LotRecord[]; available: number }>();
  for (const line of order.lines) {
    const lots = await getLots(order.companyId, line.itemId, order.warehouseId, line.lots ?? []);
    out.set(line.lineId, { lots, available: lots.reduce((n, l) => n + l.remaining, 0) });
  }
  return out;
}

export async function purchaseReturnables(companyId: string, orderId: number): Promise<ReturnablePurchaseItem[]> {
  const order = await requireOrder(companyId, orderId, { drafts: true });
  const returnable = await returnableOf(order);
  return order.lines
    .filter((l) => (returnable.get(l.lineId)?.available ?? 0) > 0)
    .map((l) => ({
      purchase_order_item_id: l.lineId,
      item_id: l.itemId,
      item_name: l.itemName,
      sku: l.sku,
      available_for_return: returnable.get(l.lineId)!.available,
    }));
}

/**
 * Returns units to the supplier from the lots each line's receipts created (oldest first), with movements,
 * the stock figures, one return row per line, and the order credited quantity × exact net unit cost rounded once
 * (returnCreditsCents: a whole order returned credits its total), all in one transaction. Good and Damaged both leave stock (they go back to the supplier); the condition is recorded.
 */
export async function returnPurchaseItems(
  audit: AuditContext,
  input: ReturnPurchaseItemsInput,
  now = new Date(),
): Promise<ReturnsSubmitted> {
  const { companyId } = audit;
  const first = await requireOrder(companyId, input.purchaseOrderId);
  const check = (order: PurchaseOrderRecord, returnable: Map<number, { available: number }>) => {
    for (const r of input.items) {
      const line = lineOf(order, r.purchase_order_item_id);
      const available = returnable.get(line.lineId)?.available ?? 0;
      if (r.to_return_quantity > available) throw unprocessable(M.returnTooMany(line.itemName, available));
    }
  };
  const firstReturnable = await returnableOf(first);
  check(first, firstReturnable);
  let written: PurchaseOrderRecord | null = null;
  await changeStock(
    companyId,
    input.items.map((r) => {
      const line = lineOf(first, r.purchase_order_item_id);
      return {
        itemId: line.itemId,
        warehouseId: first.warehouseId,
        quantity: -r.to_return_quantity,
        type: 'purchase_return' as const,
        reference: `${orderNumber('PO', first.orderId)}: ${r.return_reason} (${r.return_condition})`,
        fromLots: line.lots ?? [],
      };
    }),
    now,
    {
      retryLabels: ['order'],
      plan: async (plans) => {
        const order = await requireOrder(companyId, input.purchaseOrderId);
        check(order, await returnableOf(order));
        const lines = input.items.map((r) => lineOf(order, r.purchase_order_item_id));
        const credited = lifecycle.creditedOrder(
          order,
          input.items.map((r, i) => ({ lineId: lines[i]!.lineId, quantity: r.to_return_quantity })),
        );
        const credits = input.items.map((r, i) => ({ r, line: lines[i]!, creditCents: credited.creditsCents[i]! }));
        written = credited.next;
        const at = now.toISOString();
        return [
          putPurchaseOrderOp(written, order.version),
          // the ledger: the credit is no longer owed on the order's day
          ...ledgerOps(companyId, { finance: [payableDelta(order, written)] }),
          // insights: what goes back to the supplier leaves purchases at the cost of the lots it leaves
          ...monthlyOps(
            companyId,
            purchaseMoves(
              {
                warehouseId: order.warehouseId,
                supplierId: order.supplierId,
                costCents: pairValueChanges(plans).reduce((n, c) => n + c.valueCents, 0),
              },
              monthAt(now),
            ),
          ),
          purchaseOrderAuditOp(audit, written, orderChanges(order, written), now),
          ...credits.map((c): TransactOp => ({
            label: 'return',
            Put: {
              Item: purchaseReturnToItem({
                companyId,
                orderId: order.orderId,
                returnId: ulid(),
                lineId: c.line.lineId,
                itemId: c.line.itemId,
                quantity: c.r.to_return_quantity,
                reason: c.r.return_reason,
                condition: c.r.return_condition,
                creditCents: c.creditCents,
                createdAt: at,
              }),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
        ];
      },
    },
  );
  return lifecycle.returnsAnswer(written as unknown as PurchaseOrderRecord);
}

// ───────────────────────────── corrections: cancel, close, void (CORRECTIONS.md "Inventory") ─────────────────────────────

const PO = (orderId: number) => orderNumber('PO', orderId);

/** What a purchase order owes in the ledger (a plain constant, as SALES_OWED_FIELD). */
const PURCHASE_OWED_FIELD = 'payable';

/** Purchase orders in the one order lifecycle (./order-lifecycle.ts): received is what is done, owed is payable. */
const purchaseKind: lifecycle.PlaceableKind<PurchaseOrderRecord, PurchaseOrderLine> &
  lifecycle.PaidKind<PurchaseOrderRecord, PurchaseOrderLine> = {
  read: (companyId, orderId) => requireOrder(companyId, orderId),
  put: putPurchaseOrderOp,
  putNew: putNewPurchaseOrder,
  label: (order) => PO(order.orderId),
  payments: {
    field: 'paid',
    byReference: purchasePaymentByReference,
    write: writePurchasePayment,
    get: getPurchasePayment,
    key: imsKeys.purchasePayment,
    referenceKey: imsKeys.purchasePaymentRef,
  },
  createdEntry: (audit, order, now) => purchaseOrderAuditOp(audit, order, created(purchaseOrderSnapshot(order)), now),
  entry: (audit, before, after, now) => purchaseOrderAuditOp(audit, after, orderChanges(before, after), now),
  // what is no longer to receive leaves the warehouse's on order (data/reorder.ts)
  projection: (before, after) => purchaseProjection(before, after),
  invoiceClaim: (order) => purchaseInvoiceKeys.claim(order.companyId, order.orderId),
  owedField: PURCHASE_OWED_FIELD,
  openCounter: 'to_receive',
  doneOfLine: (line) => line.receivedQuantity,
  done: (order) => order.receivedQuantity,
  busyMessage: M.salesOrderBusy,
  partner: {
    kind: 'supplier',
    idOf: (order) => order.supplierId,
    set: (supplierId, supplierName) => ({ supplierId, supplierName }),
    notFound: M.supplierNotFound,
  },
  priceOf: (item) => item.purchaseCents,
  newLine: (item) => ({
    itemId: item.itemId,
    itemName: item.name,
    sku: item.sku,
    receivedQuantity: 0,
    returnedQuantity: 0,
    unitCents: item.purchaseCents,
  }),
  editSnapshot: (o) => purchaseEditSnapshot(o),
  editEntry: purchaseOrderAuditOp,
};

/**
 * The ledger's `payable` of the order's day follows what is owed on the order (a credit beyond it moves nothing): from
 * the field alone, as for sales.
 */
const payableDelta = (before: PurchaseOrderRecord, after: PurchaseOrderRecord) =>
  lifecycle.owedDelta({ owedField: PURCHASE_OWED_FIELD }, before, after);

/**
 * `POST purchase-order/cancel` (./order-lifecycle.ts cancelOrder): only while nothing is received, returned or paid
 * and no invoice exists; it leaves To Receive and what is owed (the payable of its day).
 */
export async function cancelPurchaseOrder(audit: AuditContext, input: EndPurchaseOrderInput, now = new Date()) {
  const next = await lifecycle.cancelOrder(purchaseKind, audit, input.purchaseOrderId, input.reason, now);
  return { message: M.orderCancelled, ...purchaseOrderSummaryOf(next) };
}

/**
 * `POST purchase-order/close` (./order-lifecycle.ts closeOrder): a partly received order whose rest will not come;
 * each line drops to what was received, the payable follows, it leaves To Receive.
 */
export async function closePurchaseOrder(audit: AuditContext, input: EndPurchaseOrderInput, now = new Date()) {
  const next = await lifecycle.closeOrder(purchaseKind, audit, input.purchaseOrderId, input.reason, now);
  return { message: M.orderClosed, ...purchaseOrderSummaryOf(next) };
}

/** The order as an edit's entry compares it: the snapshot, the partner's and warehouse's ids (two may share a name) and its lines as one text. */
export const purchaseEditSnapshot = (o: PurchaseOrderRecord) => ({
  ...purchaseOrderSnapshot(o),
  supplier_id: o.supplierId,
  warehouse_id: o.warehouseId,
  items: linesSummary(o.lines),
});

/**
 * `POST purchase-order/update`: any of supplier, warehouse, discount and lines, while nothing is received, returned or
 * paid and no invoice exists (409 `This order can no longer be edited`; the invoice claim is a condition of the write).
 * Checked as on add; lines already on the order keep their price, new items take their purchase price of today. The
 * write is conditioned on the version the client read (409 stale, also when two edits race); nothing changed is 400.
 * The payable of the order's day follows the new total in the same transaction (To Receive does not move: the order
 * stays to receive). What the order refers to moves with it (./order-common.ts orderReferenceOps).
 */
export async function updatePurchaseOrder(audit: AuditContext, input: UpdatePurchaseOrderInput, now = new Date()): Promise<OrderUpdated> {
  const { companyId } = audit;
  const order = await requireOrder(companyId, input.purchaseOrderId, { drafts: true });
  if (order.draft) return updateDraftOrder(audit, input, order, now);
  const next = await lifecycle.editOrder(
    purchaseKind,
    audit,
    order,
    {
      partnerId: input.supplierId,
      warehouseId: input.warehouseId,
      lines: input.orderItems,
      discount: input.totalDiscount,
      version: input.version,
    },
    now,
  );
  return { message: M.purchaseOrderUpdated, version: next.version };
}

/** `POST purchase-order/payment/void` (./order-common.ts voidOrderPayment): paid, owed, status and the day sums move back. */
export async function voidPurchasePayment(audit: AuditContext, input: VoidPurchasePaymentInput, now = new Date()): Promise<PaymentVoided> {
  // the ledger: no longer paid on the payment's day, owed again on the order's day
  return lifecycle.voidPayment(
    purchaseKind,
    audit,
    { orderId: input.purchaseOrderId, paymentId: input.paymentId, reason: input.reason },
    now,
  );
}
