/**
 * The purchase order screens' checks (spec part 2 §5 "Add purchase order", "Receiving of a purchase item",
 * "Returns", "Payments"; "Purchase order filter"), as pure functions so they are tested in node. The maths is
 * shared/inventory/rules.ts (the server's own); nothing here re-computes money.
 */
import * as M from '../../../../shared/inventory/messages.ts';
import {
  MAX_ORDER_LINES,
  MAX_ORDER_QUANTITY,
  MAX_RETURN_LINES,
  PAYMENT_METHODS,
  RECEIVING_STATUSES,
  RETURN_CONDITIONS,
  type AddPurchaseOrderInput,
  type AddPurchasePaymentInput,
  type PaymentMethod,
  type PurchaseOrderItem,
  type ReturnablePurchaseItem,
  type ReturnPurchaseItemsInput,
} from '../../../../shared/inventory/purchase-orders.ts';
import { orderNumber, orderTotals, parseOrderNumber, type OrderTotals } from '../../../../shared/inventory/rules.ts';

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

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
export interface OrderLineDraft {
  /** Stable React key (lines are added and removed). */
  key: string;
  item: OrderItemOption | null;
  quantity: string;
  discount: string;
}

export interface PurchaseOrderDraft {
  supplierId: string;
  warehouseId: string;
  discount: string;
  lines: readonly OrderLineDraft[];
}

let lineSeq = 0;
/** Picking an item another line already has (spec §5 "Add purchase order"). */
export const itemAlreadyAdded = 'Item already added';

export const newOrderLine = (): OrderLineDraft => ({ key: `line-${++lineSeq}`, item: null, quantity: '1', discount: '' });

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

/** The item's purchase price in cents (the API speaks 2-decimal dollars). */
export const priceCents = (dollars: number) => Math.round(dollars * 100);

/** Per-line problems shown under the inputs (quantities at or below 0 or NaN marked red; line discounts 0–100). */
export function lineProblems(line: OrderLineDraft): { quantity?: string; discount?: string } {
  const problems: { quantity?: string; discount?: string } = {};
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
export function pickOrderItem(
  lines: readonly OrderLineDraft[],
  index: number,
  item: OrderItemOption | null,
): { ok: true; lines: OrderLineDraft[] } | { ok: false; message: string } {
  if (item && lines.some((l, i) => i !== index && l.item?.id === item.id)) return { ok: false, message: itemAlreadyAdded };
  return { ok: true, lines: lines.map((l, i) => (i === index ? { ...l, item } : l)) };
}

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
    const discount = parsePercent(line.discount);
    if (discount === null) return { ok: false, message: M.lineDiscountInvalid };
    orderItems.push({ item_id: line.item!.id, quantity, discount });
  }
  const totalDiscount = parsePercent(draft.discount);
  if (totalDiscount === null) return { ok: false, message: M.orderDiscountInvalid };
  return { ok: true, value: { supplierId: draft.supplierId, warehouseId: draft.warehouseId, totalDiscount, orderItems } };
}

/* ───────────────────────────── receiving ───────────────────────────── */

/** Receive: the spec's three messages (a number, not negative, not above what is left), then at least 1. */
export function checkReceive(text: string, line: Pick<PurchaseOrderItem, 'quantity' | 'received_quantity'>): Checked<number> {
  const t = text.trim();
  const n = Number(t);
  if (t === '' || !Number.isFinite(n)) return { ok: false, message: M.receivedNotANumber };
  if (n < 0) return { ok: false, message: M.receivedNegative };
  if (!Number.isInteger(n) || n > line.quantity - line.received_quantity) return { ok: false, message: M.receivedTooMany };
  if (n < 1) return { ok: false, message: M.receivedZero };
  return { ok: true, value: n };
}

/** A line is fully received: its input shows '-' read-only. */
export const fullyReceived = (line: Pick<PurchaseOrderItem, 'quantity' | 'received_quantity'>) => line.received_quantity >= line.quantity;

/* ───────────────────────────── returns ───────────────────────────── */

export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_OPTIONS = RETURN_CONDITIONS;

/** A selected returnable line as typed. */
export interface ReturnDraft {
  quantity: string;
  reason: string;
  condition: ReturnCondition | '';
}

/** Selected lines by purchase_order_item_id. */
export type ReturnSelection = Readonly<Record<number, ReturnDraft>>;

/** Selecting sets quantity 1, empty reason, condition Good; unselecting removes the line (spec §4). */
export function toggleReturn(selection: ReturnSelection, lineId: number, selected: boolean): ReturnSelection {
  if (selected) return { ...selection, [lineId]: { quantity: '1', reason: '', condition: 'Good' } };
  const next = { ...selection };
  delete next[lineId];
  return next;
}

export function editReturn(selection: ReturnSelection, lineId: number, patch: Partial<ReturnDraft>): ReturnSelection {
  const current = selection[lineId];
  return current ? { ...selection, [lineId]: { ...current, ...patch } } : selection;
}

/** Submit Returns: at least one line; every field of each; no more than what is returnable (spec §5 messages). */
export function returnBody(
  purchaseOrderId: number,
  selection: ReturnSelection,
  returnables: readonly ReturnablePurchaseItem[],
): Checked<ReturnPurchaseItemsInput> {
  const chosen = returnables.filter((r) => selection[r.purchase_order_item_id]);
  if (chosen.length === 0) return { ok: false, message: M.selectReturnItems };
  const items: ReturnPurchaseItemsInput['items'] = [];
  for (const r of chosen) {
    const d = selection[r.purchase_order_item_id];
    const quantity = d.quantity.trim() === '' ? NaN : Number(d.quantity.trim());
    if (!d.reason.trim() || !d.condition || !Number.isInteger(quantity) || quantity <= 0) return { ok: false, message: M.fillReturnFields };
    if (quantity > r.available_for_return) return { ok: false, message: M.returnTooMany(r.item_name, r.available_for_return) };
    items.push({
      purchase_order_item_id: r.purchase_order_item_id,
      to_return_quantity: quantity,
      return_reason: d.reason.trim(),
      return_condition: d.condition,
    });
  }
  if (items.length > MAX_RETURN_LINES) return { ok: false, message: M.tooManyReturnLines };
  return { ok: true, value: { purchaseOrderId, items } };
}

/* ───────────────────────────── payments ───────────────────────────── */

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m[0].toUpperCase() + m.slice(1) }));

export interface PaymentDraft {
  amount: string;
  method: PaymentMethod | '';
  reference: string;
}

export const emptyPayment: PaymentDraft = { amount: '', method: '', reference: '' };

/** Add Payment: amount, method and reference all required; the amount a decimal number above 0 with at most 2 decimals. */
export function paymentBody(purchaseOrderId: number, draft: PaymentDraft): Checked<AddPurchasePaymentInput> {
  const amount = draft.amount.trim();
  if (!amount || !draft.method || !draft.reference.trim()) return { ok: false, message: M.paymentFieldsRequired };
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return { ok: false, message: M.paymentAmountInvalid };
  return {
    ok: true,
    value: {
      purchaseOrderId,
      paymentAmount: Number(amount),
      paymentMethod: draft.method,
      paymentReference: draft.reference.trim(),
    },
  };
}
