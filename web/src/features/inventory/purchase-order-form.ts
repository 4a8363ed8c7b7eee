/**
 * The purchase order screens' checks (spec part 2 §5 "Add purchase order", "Receiving of a purchase item",
 * "Returns", "Payments"; "Purchase order filter"), as pure functions so they are tested in node. The maths is
 * shared/inventory/rules.ts (the server's own); nothing here re-computes money.
 */
import * as M from '../../../../shared/inventory/messages.ts';
import {
  MAX_ORDER_LINES,
  MAX_RETURN_LINES,
  RECEIVING_STATUSES,
  type AddPurchaseOrderInput,
  type AddPurchasePaymentInput,
  type PurchaseOrderItem,
  type ReturnablePurchaseItem,
  type ReturnPurchaseItemsInput,
} from '../../../../shared/inventory/purchase-orders.ts';
import { orderNumber, orderTotals, parseOrderNumber, type OrderTotals } from '../../../../shared/inventory/rules.ts';
import {
  checkPayment,
  checkReturns,
  newLine,
  parseOrderQuantity,
  parsePercent,
  pickLineItem,
  priceCents,
  unitPriceProblem,
  type Checked,
  type LineDraft,
  type OrderLineProblems,
  type PaymentDraft,
  type ReturnSelection,
} from './order-form.ts';

/* ───────────────────────────── list filter ───────────────────────────── */

export const PURCHASE_STATUSES = RECEIVING_STATUSES;
export const pleaseSelectFilter = 'Please select a filter to apply';
export const orderNumberInvalid = 'Enter an order number such as PO-00012 or 12';

export interface PurchaseFilterDraft {
  orderNumber: string;
  supplierId: string;
  warehouseId: string;
  status: string;
}

export const emptyPurchaseFilter: PurchaseFilterDraft = { orderNumber: '', supplierId: '', warehouseId: '', status: '' };

/** The list query the filter asks for (only the filled parts); undefined members are left out of the URL. */
export interface PurchaseFilterQuery {
  orderNumber?: string;
  supplierId?: string;
  warehouseId?: string;
  status?: (typeof RECEIVING_STATUSES)[number];
}

/** Apply Filters: all four empty is the spec's message; an order number is sent as `PO-00012` whatever form it was typed in. */
export function purchaseFilterQuery(draft: PurchaseFilterDraft): Checked<PurchaseFilterQuery> {
  const text = draft.orderNumber.trim();
  if (!text && !draft.supplierId && !draft.warehouseId && !draft.status) return { ok: false, message: pleaseSelectFilter };
  const query: PurchaseFilterQuery = {};
  if (text) {
    const n = parseOrderNumber('PO', text);
    if (n === null) return { ok: false, message: orderNumberInvalid };
    query.orderNumber = orderNumber('PO', n);
  }
  if (draft.supplierId) query.supplierId = draft.supplierId;
  if (draft.warehouseId) query.warehouseId = draft.warehouseId;
  if (draft.status) {
    const status = RECEIVING_STATUSES.find((s) => s === draft.status);
    if (!status) return { ok: false, message: M.purchaseStatusInvalid };
    query.status = status;
  }
  return { ok: true, value: query };
}

/* ───────────────────────────── add purchase order ───────────────────────────── */

/** The item a line orders (what the picker knows of it); `purchase_price` in decimal dollars. */
export interface OrderItemOption {
  id: string;
  name: string;
  sku: string;
  purchase_price: number;
}

/** One editable line: the picked item, the quantity and the line discount as typed. */
export type OrderLineDraft = LineDraft<OrderItemOption>;

export interface PurchaseOrderDraft {
  supplierId: string;
  warehouseId: string;
  discount: string;
  lines: readonly OrderLineDraft[];
}

export const newOrderLine = (): OrderLineDraft => newLine<OrderItemOption>();

/** Per-line problems shown under the inputs (a $0.00 price, quantities at or below 0 or NaN marked red; line discounts 0–100). */
export function lineProblems(line: OrderLineDraft): OrderLineProblems {
  const problems: OrderLineProblems = {};
  const price = unitPriceProblem(line.item?.purchase_price);
  if (price) problems.price = price;
  if (parseOrderQuantity(line.quantity) === null) problems.quantity = M.orderQuantityInvalid;
  if (parsePercent(line.discount) === null) problems.discount = M.lineDiscountInvalid;
  return problems;
}

/**
 * What the screen shows as line totals, sub total and total (rules.orderTotals, the server's maths): a line
 * without an item or with a bad quantity or discount counts as 0, and a bad overall discount as 0.
 */
export function draftTotals(lines: readonly OrderLineDraft[], overallDiscount: string): OrderTotals {
  return orderTotals(
    lines.map((l) => {
      const quantity = parseOrderQuantity(l.quantity);
      const discount = parsePercent(l.discount);
      return l.item && quantity !== null && discount !== null
        ? { quantity, unitPriceCents: priceCents(l.item.purchase_price), discountPercent: discount }
        : { quantity: 0, unitPriceCents: 0, discountPercent: 0 };
    }),
    parsePercent(overallDiscount) ?? 0,
  );
}

/** Picking an item for line `index`: refused with `Item already added` when another line has it. */
export const pickOrderItem = (lines: readonly OrderLineDraft[], index: number, item: OrderItemOption | null) =>
  pickLineItem(lines, index, item);

/** Create Purchase Order: the spec's checks in its order, then the request body (prices come from the items on the server). */
export function purchaseOrderBody(draft: PurchaseOrderDraft): Checked<AddPurchaseOrderInput> {
  if (!draft.supplierId) return { ok: false, message: M.selectSupplier };
  if (!draft.warehouseId) return { ok: false, message: M.selectWarehouse };
  const lines = draft.lines.filter((l) => l.item !== null);
  if (lines.length === 0) return { ok: false, message: M.addPurchaseItems };
  if (lines.length !== draft.lines.length) return { ok: false, message: M.addPurchaseItems };
  if (new Set(lines.map((l) => l.item!.id)).size !== lines.length) return { ok: false, message: M.duplicateItems };
  if (lines.length > MAX_ORDER_LINES) return { ok: false, message: M.tooManyOrderLines };
  const orderItems: AddPurchaseOrderInput['orderItems'] = [];
  for (const line of lines) {
    const quantity = parseOrderQuantity(line.quantity);
    if (quantity === null) return { ok: false, message: M.orderQuantityInvalid };
    if (unitPriceProblem(line.item!.purchase_price)) return { ok: false, message: M.fillItemDetails };
    const discount = parsePercent(line.discount);
    if (discount === null) return { ok: false, message: M.lineDiscountInvalid };
    orderItems.push({ item_id: line.item!.id, quantity, discount });
  }
  const totalDiscount = parsePercent(draft.discount);
  if (totalDiscount === null) return { ok: false, message: M.orderDiscountInvalid };
  return { ok: true, value: { supplierId: draft.supplierId, warehouseId: draft.warehouseId, totalDiscount, orderItems } };
}

/* ───────────────────────────── receiving ───────────────────────────── */

/** Receive: the spec's three messages (a number, not negative, not above what is left) with a whole number between, then at least 1. */
export function checkReceive(text: string, line: Pick<PurchaseOrderItem, 'quantity' | 'received_quantity'>): Checked<number> {
  const t = text.trim();
  const n = Number(t);
  if (t === '' || !Number.isFinite(n)) return { ok: false, message: M.receivedNotANumber };
  if (n < 0) return { ok: false, message: M.receivedNegative };
  if (!Number.isInteger(n)) return { ok: false, message: M.receivedNotWhole };
  if (n > line.quantity - line.received_quantity) return { ok: false, message: M.receivedTooMany };
  if (n < 1) return { ok: false, message: M.receivedZero };
  return { ok: true, value: n };
}

/** A line is fully received: its input shows '-' read-only. */
export const fullyReceived = (line: Pick<PurchaseOrderItem, 'quantity' | 'received_quantity'>) => line.received_quantity >= line.quantity;

/* ───────────────────────────── returns ───────────────────────────── */

/** Submit Returns: at least one line; every field of each; no more than what is returnable (spec §5 messages). */
export function returnBody(
  purchaseOrderId: number,
  selection: ReturnSelection,
  returnables: readonly ReturnablePurchaseItem[],
): Checked<ReturnPurchaseItemsInput> {
  const rows = returnables.map((r) => ({ key: r.purchase_order_item_id, name: r.item_name, available: r.available_for_return }));
  const checked = checkReturns(selection, rows, MAX_RETURN_LINES);
  if (!checked.ok) return checked;
  const items = checked.value.map(({ key, ...line }) => ({ purchase_order_item_id: Number(key), ...line }));
  return { ok: true, value: { purchaseOrderId, items } };
}

/* ───────────────────────────── payments ───────────────────────────── */

/** Add Payment on a purchase order (order-form.checkPayment's rules). */
export function paymentBody(purchaseOrderId: number, draft: PaymentDraft): Checked<AddPurchasePaymentInput> {
  const checked = checkPayment(draft);
  return checked.ok ? { ok: true, value: { purchaseOrderId, ...checked.value } } : checked;
}
