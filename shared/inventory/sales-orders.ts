/**
 * Sales orders: request schemas (spec §7 field names) and response shapes (spec §3), INVENTORY.md "Sales orders"
 * and "Money and maths". Money leaves the API as decimal dollars, stays cents inside. Payments answer the same
 * shapes as purchase payments (`OrderPayment`, `PaymentRecorded`), so those are re-exported from here.
 */
import * as z from 'zod/mini';
import {
  idField,
  isPresent,
  pageQueryFields,
  preprocess,
  required,
  requiredObject,
  versionField,
  wholeNumberField,
} from '../schemas/common.ts';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import * as M from './messages.ts';
import {
  MAX_ORDER_LINES,
  MAX_ORDER_QUANTITY,
  optionalPercent,
  optionalQueryText,
  orderIdField,
  reasonField,
  orderReportFields,
  orderReportRange,
  paymentFields,
  paymentRequiredFields,
  percent,
  returnFields,
  returnRequiredFields,
  type OrderCreated,
  type OrderPayment,
  type OrderUpdated,
  type PaymentRecorded,
  type PaymentVoided,
  type ReturnsSubmitted,
} from './purchase-orders.ts';
import type { FulfilmentStatus, PaymentStatus } from './rules.ts';

export type { OrderCreated, OrderPayment, OrderUpdated, PaymentRecorded, PaymentVoided, ReturnsSubmitted };
export const FULFILMENT_STATUSES = ['Pending', 'Partially Fulfilled', 'Fulfilled', 'Cancelled', 'Closed'] as const;
/** Lines per sales return request (each line's lot, stock row, movement and return row share one transaction). */
export const MAX_SALES_RETURN_LINES = 10;

// ───────────────────────────── create ─────────────────────────────

/** A new sales order line (spec §3): item_id, sku, quantity, discount, sales_price, totalPrice; the price is the item's. */
const salesLine = () =>
  z.pipe(
    requiredObject({ item_id: required(M.invalidItemData), quantity: required(M.fillItemDetails) }, M.invalidItemData),
    z.object({
      item_id: idField(M.invalidItemData, 40),
      quantity: wholeNumberField(M.invalidNumber, M.invalidNumber, 1, MAX_ORDER_QUANTITY),
      discount: percent(M.salesDiscountInvalid),
    }),
  );

/** POST sales-orders/add: selectedCustomer, selectedWarehouse, discount, addedItems. */
export const addSalesOrderSchema = /* @__PURE__ */ (() =>
  z
    .object({
      selectedCustomer: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectCustomer, 40)),
      selectedWarehouse: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectSalesWarehouse, 40)),
      discount: percent(M.salesDiscountInvalid),
      addedItems: z
        .array(salesLine(), { error: M.addSalesItems })
        .check(z.minLength(1, { error: M.addSalesItems }), z.maxLength(MAX_ORDER_LINES, { error: M.tooManyOrderLines })),
    })
    .check(
      z.refine((o) => new Set(o.addedItems.map((l) => l.item_id)).size === o.addedItems.length, {
        error: M.duplicateItems,
        path: ['addedItems'],
      }),
    ))();
export type AddSalesOrderInput = z.output<typeof addSalesOrderSchema>;

/**
 * POST sales-orders/update (CORRECTIONS.md): salesOrderId, version, and any of the add call's fields, checked as on
 * add; an absent field keeps what the order has, `addedItems` (when sent) is the whole new list of lines.
 */
export const updateSalesOrderSchema = /* @__PURE__ */ (() =>
  z
    .object({
      salesOrderId: orderIdField(M.salesOrderNotFound),
      version: versionField(CORRECTION_MESSAGES.version),
      selectedCustomer: z.optional(idField(M.selectCustomer, 40)),
      selectedWarehouse: z.optional(idField(M.selectSalesWarehouse, 40)),
      discount: optionalPercent(M.salesDiscountInvalid),
      addedItems: z.optional(
        z
          .array(salesLine(), { error: M.addSalesItems })
          .check(z.minLength(1, { error: M.addSalesItems }), z.maxLength(MAX_ORDER_LINES, { error: M.tooManyOrderLines })),
      ),
    })
    .check(
      z.refine((o) => !o.addedItems || new Set(o.addedItems.map((l) => l.item_id)).size === o.addedItems.length, {
        error: M.duplicateItems,
        path: ['addedItems'],
      }),
    ))();
export type UpdateSalesOrderInput = z.output<typeof updateSalesOrderSchema>;

// ───────────────────────────── list, detail ─────────────────────────────

/** GET sales-orders/all: optional customerId, status (fulfilment), orderNumber, from, to (order dates, inclusive); paged. */
export const salesOrderListQuery = /* @__PURE__ */ (() =>
  z
    .object({
      ...pageQueryFields(),
      customerId: optionalQueryText(M.customerNotFound, 40),
      status: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(z.enum(FULFILMENT_STATUSES, { error: M.salesStatusInvalid }))),
      ...orderReportFields(),
    })
    .check(orderReportRange()))();
export type SalesOrderListQuery = z.output<typeof salesOrderListQuery>;

/** A sales order in the list (spec §3 "Sales order summary"), with its statuses. */
export interface SalesOrderSummary {
  sales_order_id: number;
  order_number: string;
  customer_id: string;
  customer_name: string;
  /** The warehouse chosen when the order was placed (its lines were picked from its stock). */
  warehouse_id: string;
  warehouse_name: string;
  created_at: string;
  order_date: string;
  total_items: number;
  total_ordered_quantity: number;
  total_delivered_quantity: number;
  paid: number;
  returned_credit: number;
  total_amount: number;
  amount_due: number;
  /** Fulfilment status (spec §4). */
  status: FulfilmentStatus;
  payment_status: PaymentStatus;
}

/** A line of a sales order (spec §3 "Sales order item"). */
export interface SalesOrderItem {
  sales_order_item_id: number;
  item_id: string;
  item_name: string;
  sku: string;
  quantity: number;
  delivered_quantity: number;
  returned_quantity: number;
  unit_sale_price: number;
  /** quantity × unit_sale_price, before the line discount. */
  subtotal: number;
  discount: number;
  total_price: number;
  to_fulfill: number;
  status: FulfilmentStatus;
}

/** The warehouse a sales order is fulfilled from (spec §3 "Assigned warehouse"); both null until one is assigned. */
export interface AssignedWarehouse {
  id: string | null;
  name: string | null;
}

export interface SalesOrderDetail extends SalesOrderSummary {
  subtotal: number;
  discount: number;
  fulfillment_warehouse: AssignedWarehouse;
  /** Why it was cancelled or closed; null while open. */
  close_reason: string | null;
  /** The version an edit is sent with (CORRECTIONS.md). */
  version: number;
  items: SalesOrderItem[];
}

/** GET sales-orders/payments/all?orderId, shipments/all?orderId, restock/all?orderId (paged, newest first). */
/** POST sales-orders/cancel and /close. */
export const endSalesOrderSchema = /* @__PURE__ */ (() =>
  z.object({ salesOrderId: orderIdField(M.salesOrderNotFound), reason: reasonField() }))();
export type EndSalesOrderInput = z.output<typeof endSalesOrderSchema>;

/** POST sales-orders/payment/void. */
export const voidSalesPaymentSchema = /* @__PURE__ */ (() =>
  z.object({ paymentId: idField(M.paymentNotFound, 40), salesOrderId: orderIdField(M.salesOrderNotFound), reason: reasonField() }))();
export type VoidSalesPaymentInput = z.output<typeof voidSalesPaymentSchema>;

export const salesOrderIdQuery = /* @__PURE__ */ (() => z.object({ ...pageQueryFields(), orderId: orderIdField(M.salesOrderNotFound) }))();
export type SalesOrderIdQuery = z.output<typeof salesOrderIdQuery>;

// ───────────────────────────── fulfilment ─────────────────────────────

/** POST sales-orders/fulfillment/warehouse-assignment: warehouseId, saleOrderId. */
export const assignWarehouseSchema = /* @__PURE__ */ (() =>
  z.object({
    warehouseId: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectSalesWarehouse, 40)),
    saleOrderId: orderIdField(M.salesOrderNotFound),
  }))();
export type AssignWarehouseInput = z.output<typeof assignWarehouseSchema>;

export interface WarehouseAssigned extends AssignedWarehouse {
  message: string;
}

/** GET sales-orders/fulfillment/warehouse-assigned?saleOrderId */
export const warehouseAssignedQuery = /* @__PURE__ */ (() => z.object({ saleOrderId: orderIdField(M.salesOrderNotFound) }))();
export type WarehouseAssignedQuery = z.output<typeof warehouseAssignedQuery>;

/** GET sales-orders/fulfillment/order-items?orderId&warehouseId */
export const fulfilmentItemsQuery = /* @__PURE__ */ (() =>
  z.object({
    orderId: orderIdField(M.salesOrderNotFound),
    warehouseId: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectSalesWarehouse, 40)),
  }))();
export type FulfilmentItemsQuery = z.output<typeof fulfilmentItemsQuery>;

/** A lot of the item in the fulfilment warehouse that still holds units (oldest first): the Pick tab's choices. */
export interface FulfilmentLot {
  /** The lot's id (its sequence number, as text): `stock_id` of the COGS rows. */
  stock_id: string;
  /** LOT-00001 */
  batch_number: string;
  /** PO-00001 when the lot came from a purchase order, else null (Add Stock, adjustments). */
  purchase_order_number: string | null;
  remaining: number;
  unit_cost: number;
  received_at: string;
}

/** A line to fulfil (spec §3 "Fulfilment item"); the client adds purchaseOrderNumber, batchNumber and quantity. */
export interface FulfilmentItem {
  sales_order_item_id: number;
  item_id: string;
  name: string;
  sku: string;
  description: string;
  ordered_quantity: number;
  delivered_quantity: number;
  /** Units on hand in the requested warehouse. */
  stock_on_hand: number;
  to_fulfill: number;
  /** Oldest first; the default (no pick) takes from them in this order. */
  lots: FulfilmentLot[];
}

const fulfilLine = () =>
  z.object(
    {
      item_id: idField(M.invalidItemData, 40),
      quantity: wholeNumberField(M.fulfilQuantityInvalid, M.fulfilQuantityInvalid, 0, MAX_ORDER_QUANTITY),
      /** The picked lot (LOT-00003); absent, null or '' = oldest first. */
      batchNumber: preprocess(
        (v) => (isPresent(v) ? v : undefined),
        z.optional(z.string({ error: M.lotNotFound }).check(z.trim(), z.regex(/^LOT-\d{1,10}$/i, { error: M.lotNotFound }))),
      ),
    },
    { error: M.invalidItemData },
  );

/** POST sales-orders/fulfillment/save: orderId and the fulfilment items with quantity (0 = not this time). */
export const fulfilmentSaveSchema = /* @__PURE__ */ (() =>
  z
    .object({
      orderId: orderIdField(M.salesOrderNotFound),
      items: z.array(fulfilLine(), { error: M.noItemsToFulfil }).check(
        z.maxLength(MAX_ORDER_LINES, { error: M.tooManyOrderLines }),
        z.refine((items) => items.some((i) => i.quantity > 0), { error: M.noItemsToFulfil }),
      ),
    })
    .check(
      z.refine((o) => new Set(o.items.map((l) => l.item_id)).size === o.items.length, { error: M.duplicateItems, path: ['items'] }),
    ))();
export type FulfilmentSaveInput = z.output<typeof fulfilmentSaveSchema>;

export interface FulfilmentSaved {
  message: string;
  total_delivered_quantity: number;
  total_ordered_quantity: number;
  status: FulfilmentStatus;
  items: Array<{ sales_order_item_id: number; item_id: string; delivered_quantity: number; to_fulfill: number }>;
}

/** One lot a shipment line was taken from, at its cost. */
export interface ShipmentLot {
  stock_id: string;
  batch_number: string;
  purchase_order_number: string | null;
  quantity: number;
  unit_cost: number;
}

/** The Ship tab: one fulfilment of the order (what left which warehouse when, from which lots). */
export interface SalesShipment {
  shipment_id: string;
  created_at: string;
  warehouse_id: string;
  warehouse_name: string;
  total_quantity: number;
  /** Σ quantity × unit cost of its lots (the cost of goods sold). */
  total_cost: number;
  items: Array<{
    sales_order_item_id: number;
    item_id: string;
    item_name: string;
    sku: string;
    quantity: number;
    lots: ShipmentLot[];
  }>;
}

// ───────────────────────────── returns ─────────────────────────────

/** GET sales-orders/returns/items/all?salesOrderId */
export const salesReturnablesQuery = /* @__PURE__ */ (() => z.object({ salesOrderId: orderIdField(M.salesOrderNotFound) }))();
export type SalesReturnablesQuery = z.output<typeof salesReturnablesQuery>;

/** A returnable sales line (spec §3): one COGS row (a line's units taken from one lot) with quantity not yet returned. */
export interface ReturnableSalesLine {
  cogs_id: string;
  item_id: string;
  sales_order_item_id: number;
  /** The lot the units came from. */
  stock_id: string;
  batch_number: string;
  item_name: string;
  item_sku: string;
  /** The lot's supplier and purchase order, when it came from one; else null. */
  supplier_name: string | null;
  order_number: string | null;
  available_quantity: number;
}

const salesReturnLine = () =>
  z.pipe(
    requiredObject({ cogs_id: required(M.fillReturnFields), ...returnRequiredFields() }, M.fillReturnFields),
    z.object({
      cogs_id: z.pipe(
        z.transform((v: unknown) => (typeof v === 'number' ? String(v) : v)),
        z.string({ error: M.cogsNotFound }).check(z.trim(), z.regex(/^\d{1,10}$/, { error: M.cogsNotFound })),
      ),
      ...returnFields(),
    }),
  );

/** POST sales-orders/returns/items: salesOrderId and the selected COGS rows (item_id, sales_order_item_id, stock_id are the screen's copy). */
export const returnSalesItemsSchema = /* @__PURE__ */ (() =>
  z
    .object({
      salesOrderId: orderIdField(M.salesOrderNotFound),
      items: z
        .array(salesReturnLine(), { error: M.selectReturnItems })
        .check(z.minLength(1, { error: M.selectReturnItems }), z.maxLength(MAX_SALES_RETURN_LINES, { error: M.tooManyReturnLines })),
    })
    .check(
      z.refine((o) => new Set(o.items.map((l) => l.cogs_id)).size === o.items.length, { error: M.duplicateItems, path: ['items'] }),
    ))();
export type ReturnSalesItemsInput = z.output<typeof returnSalesItemsSchema>;

/** The Restock tab: a Good return that went back into its lot. */
export interface RestockEntry {
  return_id: string;
  created_at: string;
  cogs_id: string;
  sales_order_item_id: number;
  item_id: string;
  item_name: string;
  sku: string;
  stock_id: string;
  batch_number: string;
  warehouse_id: string;
  warehouse_name: string;
  quantity: number;
  reason: string;
  /** quantity × the line's net unit price. */
  credit: number;
}

// ───────────────────────────── payments ─────────────────────────────

/** POST sales-orders/payment/add: salesOrderId, paymentAmount, paymentMethod, paymentReference (all required). */
export const addSalesPaymentSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ salesOrderId: required(M.salesOrderNotFound), ...paymentRequiredFields() }, M.paymentFieldsRequired),
    z.object({ salesOrderId: orderIdField(M.salesOrderNotFound), ...paymentFields() }),
  ))();
export type AddSalesPaymentInput = z.output<typeof addSalesPaymentSchema>;

// ───────────────────────────── the Pick tab (pure, for the screen) ─────────────────────────────

/** A row of the Pick tab as the screen holds it: the quantity typed ('' while empty) and the lot picked, if any. */
export interface PickRow {
  item_id: string;
  quantity: number | '';
  /** LOT-00003, or null / absent for oldest first. */
  batchNumber?: string | null;
}

/** Submit is enabled only with a warehouse assigned and some row's quantity above 0 (spec §4: else `No Items to Fulfill`). */
export function canSubmitFulfilment(warehouseId: string | null | undefined, rows: readonly PickRow[]): boolean {
  return Boolean(warehouseId) && rows.some((r) => typeof r.quantity === 'number' && r.quantity > 0);
}

/** The save body of the Pick tab: only rows with a quantity above 0, each with its picked lot when there is one. */
export function fulfilmentSaveBody(orderId: number, rows: readonly PickRow[]): FulfilmentSaveInput {
  return {
    orderId,
    items: rows
      .filter((r): r is PickRow & { quantity: number } => typeof r.quantity === 'number' && r.quantity > 0)
      .map((r) => ({ item_id: r.item_id, quantity: r.quantity, ...(r.batchNumber ? { batchNumber: r.batchNumber } : {}) })),
  };
}
