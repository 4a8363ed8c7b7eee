/**
 * The sales order screens' rules (spec part 2 §4, §5 "Sales order", "Fulfilment quantity edit", "Returns",
 * "Payments"), as pure functions tested in node. Money is shared/inventory/rules.ts (the server's maths).
 */
import * as M from '../../../../shared/inventory/messages.ts';
import { MAX_ORDER_LINES } from '../../../../shared/inventory/purchase-orders.ts';
import {
  MAX_SALES_RETURN_LINES,
  type AddSalesOrderInput,
  type AddSalesPaymentInput,
  type FulfilmentItem,
  type FulfilmentSaveInput,
  type ReturnableSalesLine,
  type ReturnSalesItemsInput,
} from '../../../../shared/inventory/sales-orders.ts';
import type { ProductOption } from '../../../../shared/inventory/schemas.ts';
import { initialFulfilQuantity, orderTotals, takeFromLots, type OrderTotals } from '../../../../shared/inventory/rules.ts';
import {
  checkPayment,
  checkReturns,
  newLine,
  pickLineItem,
  priceCents,
  unitPriceProblem,
  type Checked,
  type LineDraft,
  type OrderLineProblems,
  type PaymentDraft,
  type ReturnSelection,
} from './order-form.ts';

/* ───────────────────────────── create ───────────────────────────── */

/** A line of a new sales order: an item of the chosen warehouse's stock (its sales price, what is on hand there). */
export type SalesLineDraft = LineDraft<ProductOption>;

export interface SalesOrderDraft {
  customerId: string;
  warehouseId: string;
  discount: string;
  lines: readonly SalesLineDraft[];
}

export const newSalesLine = (): SalesLineDraft => newLine<ProductOption>();

/**
 * A quantity as typed: a whole number from 1 to 1,000,000, else the reason: empty is not filled in, anything else
 * (0, 1.5, abc) is `Invalid Number`, the one message the field and Create Sales Order both say.
 */
function salesQuantity(text: string): Checked<number> {
  const t = text.trim();
  if (t === '') return { ok: false, message: M.fillItemDetails };
  const n = Number(t);
  if (!/^-?\d+$/.test(t) || n < 1 || n > 1_000_000) return { ok: false, message: M.invalidNumber };
  return { ok: true, value: n };
}

/** A line discount 0–100 with at most 2 decimals (empty 0), else null. */
function lineDiscount(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n <= 100 ? n : null;
}

/** What the line shows under its inputs while the user types. */
export function salesLineProblems(line: SalesLineDraft): OrderLineProblems {
  const problems: OrderLineProblems = {};
  const price = unitPriceProblem(line.item?.sales_price);
  if (price) problems.price = price;
  const q = salesQuantity(line.quantity);
  if (!q.ok && line.quantity.trim() !== '') problems.quantity = q.message;
  if (lineDiscount(line.discount) === null) problems.discount = M.salesDiscountInvalid;
  return problems;
}

/**
 * The line whose quantity or discount already shows a problem beside it (salesLineProblems), and which of its
 * fields: Create Sales Order focuses it rather than saying a second, different message under the form.
 */
export function firstLineProblem(lines: readonly SalesLineDraft[]): { key: string; field: 'qty' | 'discount' } | null {
  for (const line of lines) {
    const problems = salesLineProblems(line);
    if (problems.quantity) return { key: line.key, field: 'qty' };
    if (problems.discount) return { key: line.key, field: 'discount' };
  }
  return null;
}

/**
 * A quantity above what the chosen warehouse holds is allowed (a back order, spec §4: nothing is reserved), but the
 * line says so while the user types, not only at fulfilment: "Back order: 4 more than in stock".
 */
export function backOrderNote(line: SalesLineDraft): string | null {
  const q = salesQuantity(line.quantity);
  if (!line.item || !q.ok || q.value <= line.item.stock) return null;
  return M.backOrder(q.value - Math.max(0, line.item.stock));
}

/**
 * The overall discount as the user types it: clamped to 0–100 (spec §5), at most 2 decimals; text that is not a
 * number leaves the previous value.
 */
export function clampOverallDiscount(text: string, previous: string): string {
  const t = text.trim();
  if (t === '') return '';
  if (!/^-?\d*(\.\d{0,2})?$/.test(t)) return previous;
  const n = Number(t);
  if (!Number.isFinite(n)) return previous;
  if (n < 0) return '0';
  if (n > 100) return '100';
  return t;
}

/** The overall discount in use: ignored (0) while the sub total is 0. */
const overallPercent = (text: string, subtotalCents: number) => {
  if (subtotalCents <= 0) return 0;
  const n = Number(text.trim() || '0');
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
};

/** Line totals, sub total and total as the screen shows them (a line without an item or with bad numbers counts 0). */
export function salesDraftTotals(lines: readonly SalesLineDraft[], overallDiscount: string): OrderTotals & { discountCents: number } {
  const inputs = lines.map((l) => {
    const q = salesQuantity(l.quantity);
    const d = lineDiscount(l.discount);
    return l.item && q.ok && d !== null
      ? { quantity: q.value, unitPriceCents: priceCents(l.item.sales_price), discountPercent: d }
      : { quantity: 0, unitPriceCents: 0, discountPercent: 0 };
  });
  const lineOnly = orderTotals(inputs, 0);
  const totals = orderTotals(inputs, overallPercent(overallDiscount, lineOnly.subtotalCents));
  return { ...totals, discountCents: totals.subtotalCents - totals.totalCents };
}

/** Picking an item: not twice (`Item already added`), and only one with stock in the warehouse (`Item not found in stock`). */
export function pickSalesItem(
  lines: readonly SalesLineDraft[],
  index: number,
  item: ProductOption | null,
): { ok: true; lines: SalesLineDraft[] } | { ok: false; message: string } {
  if (item && item.stock <= 0) return { ok: false, message: M.itemNotInStock };
  return pickLineItem(lines, index, item);
}

/** Create Sales Order: the spec's checks in its order, then the body (prices come from the items on the server). */
export function salesOrderBody(draft: SalesOrderDraft, stock: readonly ProductOption[]): Checked<AddSalesOrderInput> {
  if (!draft.customerId) return { ok: false, message: M.selectCustomer };
  if (!draft.warehouseId) return { ok: false, message: M.selectSalesWarehouse };
  if (draft.lines.length === 0 || draft.lines.every((l) => !l.item)) return { ok: false, message: M.addSalesItems };
  if (draft.lines.some((l) => !l.item)) return { ok: false, message: M.fillItemDetails };
  const ids = draft.lines.map((l) => l.item!.id);
  if (new Set(ids).size !== ids.length) return { ok: false, message: M.duplicateItems };
  if (draft.lines.length > MAX_ORDER_LINES) return { ok: false, message: M.tooManyOrderLines };
  const inStock = new Map(stock.map((s) => [s.id, s]));
  const addedItems: AddSalesOrderInput['addedItems'] = [];
  for (const line of draft.lines) {
    const item = line.item!;
    const quantity = salesQuantity(line.quantity);
    if (!quantity.ok) return quantity;
    if (unitPriceProblem(item.sales_price)) return { ok: false, message: M.fillItemDetails };
    const discount = lineDiscount(line.discount);
    if (discount === null) return { ok: false, message: M.salesDiscountInvalid };
    const held = inStock.get(item.id);
    if (!held || held.stock <= 0) return { ok: false, message: M.itemNotInStock };
    addedItems.push({ item_id: item.id, quantity: quantity.value, discount });
  }
  const totals = salesDraftTotals(draft.lines, draft.discount);
  return {
    ok: true,
    value: {
      selectedCustomer: draft.customerId,
      selectedWarehouse: draft.warehouseId,
      discount: overallPercent(draft.discount, totals.subtotalCents),
      addedItems,
    },
  };
}

/* ───────────────────────────── fulfilment ───────────────────────────── */

/** The quantities being fulfilled, by item id ('' = left empty); the picked lot by item id ('' = oldest first). */
export type FulfilQuantities = Readonly<Record<string, number | ''>>;
export type FulfilLots = Readonly<Record<string, string>>;

/** Each row starts at the lower of what is left and what is on hand (spec §5). */
export function initialQuantities(items: readonly FulfilmentItem[]): FulfilQuantities {
  return Object.fromEntries(items.map((i) => [i.item_id, initialFulfilQuantity(i.to_fulfill, i.stock_on_hand)]));
}

/** Submit is possible with a warehouse, rows, and a quantity above 0 somewhere; else it reads `No Items to Fulfill`. */
export function canFulfil(warehouseId: string | null, items: readonly FulfilmentItem[], quantities: FulfilQuantities): boolean {
  return Boolean(warehouseId) && items.some((i) => Number(quantities[i.item_id] || 0) > 0);
}

/** The save body: every row with its quantity (empty = 0) and its picked lot. */
export function fulfilBody(
  orderId: number,
  items: readonly FulfilmentItem[],
  quantities: FulfilQuantities,
  lots: FulfilLots,
): FulfilmentSaveInput {
  return {
    orderId,
    items: items.map((i) => {
      const batch = lots[i.item_id];
      return { item_id: i.item_id, quantity: Number(quantities[i.item_id] || 0), ...(batch ? { batchNumber: batch } : {}) };
    }),
  };
}

/** The lots a row's quantity would come from (the picked lot first, then oldest first), for the batch and purchase order columns. */
export function plannedLots(
  item: FulfilmentItem,
  quantity: number,
  batch: string,
): { batch_number: string; purchase_order_number: string | null; quantity: number }[] {
  const picked = item.lots.find((l) => l.batch_number === batch);
  const takes = takeFromLots(
    item.lots.map((l, i) => ({ lotId: l.stock_id, remaining: l.remaining, receivedAt: String(i).padStart(6, '0') })),
    quantity,
    picked?.stock_id,
  );
  return (takes ?? []).map((t) => {
    const lot = item.lots.find((l) => l.stock_id === t.lotId)!;
    return { batch_number: lot.batch_number, purchase_order_number: lot.purchase_order_number, quantity: t.quantity };
  });
}

/* ───────────────────────────── returns, payments ───────────────────────────── */

/** Submit Returns on a sales order: the COGS rows chosen, with the spec's checks (order-form.checkReturns). */
export function salesReturnBody(
  salesOrderId: number,
  selection: ReturnSelection,
  returnables: readonly ReturnableSalesLine[],
): Checked<ReturnSalesItemsInput> {
  const byId = new Map(returnables.map((r) => [r.cogs_id, r]));
  const rows = returnables.map((r) => ({ key: r.cogs_id, name: r.item_name, available: r.available_quantity }));
  const checked = checkReturns(selection, rows, MAX_SALES_RETURN_LINES);
  if (!checked.ok) return checked;
  const items = checked.value.map(({ key, ...line }) => {
    const r = byId.get(String(key))!;
    return { cogs_id: r.cogs_id, item_id: r.item_id, sales_order_item_id: r.sales_order_item_id, stock_id: r.stock_id, ...line };
  });
  return { ok: true, value: { salesOrderId, items } };
}

/** Add Payment on a sales order. */
export function salesPaymentBody(salesOrderId: number, draft: PaymentDraft): Checked<AddSalesPaymentInput> {
  const checked = checkPayment(draft);
  return checked.ok ? { ok: true, value: { salesOrderId, ...checked.value } } : checked;
}
