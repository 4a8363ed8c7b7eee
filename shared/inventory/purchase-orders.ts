/**
 * Purchase orders: request schemas (spec §7 field names) and response shapes (spec §3), INVENTORY.md
 * "Purchase orders" and "Money and maths". Money leaves the API as decimal dollars, stays cents inside.
 */
import * as z from 'zod/mini';
import {
  amountField,
  idField,
  isoDateField,
  isPresent,
  numeric,
  maybeText,
  pageQueryFields,
  preprocess,
  required,
  requiredObject,
  versionField,
  wholeNumberField,
} from '../schemas/common.ts';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import * as M from './messages.ts';
import type { PaymentStatus, ReceivingStatus } from './rules.ts';

/**
 * Lines of one order. The create transaction touches each distinct item twice (its order count, the item delete's
 * guard; its stock row in the warehouse, whose on order or committed moves: AUTOMATION.md "Replenishment") besides the
 * header, its date entry, the partner, the warehouse, two ledger rows and the audit entry: 2 × 45 + 7 stays within
 * DynamoDB's 100 items per transaction.
 */
export const MAX_ORDER_LINES = 45;
export const MAX_ORDER_QUANTITY = 1_000_000;
export const MAX_PAYMENT = 100_000_000;
export const PAYMENT_METHODS = ['cash', 'cheque', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const RETURN_CONDITIONS = ['Damaged', 'Good'] as const;
/** Lines per return request: each line's lots, stock rows and movement share one transaction. */
export const MAX_RETURN_LINES = 10;
export const RECEIVING_STATUSES = ['Draft', 'Pending', 'Partially Received', 'Received', 'Cancelled', 'Closed'] as const;

/** A discount percent 0–100 with at most 2 decimals; empty (absent, null, '') is 0. Purchase and sales orders. */
export const percent = (message: string) => preprocess((v) => (isPresent(v) ? v : 0), amountField(message, { max: 100 }));

/** An order id as the spec types it: a positive integer (PO-00007 is 7), from a body number or a query string. */
export const orderIdField = (message: string) => wholeNumberField(message, message, 1, 999_999_999);

const orderLine = () =>
  z.pipe(
    requiredObject({ item_id: required(M.addPurchaseItems) }, M.addPurchaseItems),
    z.object({
      item_id: idField(M.productNotFound, 40),
      quantity: wholeNumberField(M.orderQuantityInvalid, M.orderQuantityInvalid, 1, MAX_ORDER_QUANTITY),
      discount: percent(M.lineDiscountInvalid),
    }),
  );

/** POST purchase-order/add: supplierId, warehouseId, totalDiscount, orderItems (prices come from the items). */
export const addPurchaseOrderSchema = /* @__PURE__ */ (() =>
  z
    .object({
      supplierId: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectSupplier, 40)),
      warehouseId: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectWarehouse, 40)),
      totalDiscount: percent(M.orderDiscountInvalid),
      orderItems: z
        .array(orderLine(), { error: M.addPurchaseItems })
        .check(z.minLength(1, { error: M.addPurchaseItems }), z.maxLength(MAX_ORDER_LINES, { error: M.tooManyOrderLines })),
    })
    .check(
      z.refine((o) => new Set(o.orderItems.map((l) => l.item_id)).size === o.orderItems.length, {
        error: M.duplicateItems,
        path: ['orderItems'],
      }),
    ))();
export type AddPurchaseOrderInput = z.output<typeof addPurchaseOrderSchema>;

/** An edit's discount percent: absent keeps the order's, empty (null, '') is 0 as on add, else checked as on add. */
export const optionalPercent = (message: string) =>
  preprocess((v) => (v === undefined ? undefined : isPresent(v) ? v : 0), z.optional(amountField(message, { max: 100 })));

/**
 * POST purchase-order/update (CORRECTIONS.md): purchaseOrderId, version, and any of the add call's fields, checked
 * as on add; an absent field keeps what the order has, `orderItems` (when sent) is the whole new list of lines.
 */
export const updatePurchaseOrderSchema = /* @__PURE__ */ (() =>
  z
    .object({
      purchaseOrderId: orderIdField(M.purchaseOrderNotFound),
      version: versionField(CORRECTION_MESSAGES.version),
      supplierId: z.optional(idField(M.selectSupplier, 40)),
      warehouseId: z.optional(idField(M.selectWarehouse, 40)),
      totalDiscount: optionalPercent(M.orderDiscountInvalid),
      orderItems: z.optional(
        z
          .array(orderLine(), { error: M.addPurchaseItems })
          .check(z.minLength(1, { error: M.addPurchaseItems }), z.maxLength(MAX_ORDER_LINES, { error: M.tooManyOrderLines })),
      ),
    })
    .check(
      z.refine((o) => !o.orderItems || new Set(o.orderItems.map((l) => l.item_id)).size === o.orderItems.length, {
        error: M.duplicateItems,
        path: ['orderItems'],
      }),
    ))();
export type UpdatePurchaseOrderInput = z.output<typeof updatePurchaseOrderSchema>;

/** What an order edit answers: the message and the order's new version. */
export interface OrderUpdated {
  message: string;
  version: number;
}

export const optionalQueryText = (message: string, max: number) =>
  preprocess(
    (v) => (isPresent(v) ? v : undefined),
    z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message }))),
  );

/** An order list's order number text and report dates (yyyy-mm-dd, inclusive), purchase and sales alike. */
export const orderReportFields = () => ({
  orderNumber: optionalQueryText('Order number must be at most 20 characters', 20),
  /** Orders placed from this date (inclusive): a report's start date. */
  from: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(isoDateField(M.reportDateInvalid))),
  /** …to this date (inclusive). */
  to: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(isoDateField(M.reportDateInvalid))),
});
/** A report's start date is on or before its end date. */
export const orderReportRange = () =>
  z.refine<{ from?: string; to?: string }>((q) => !q.from || !q.to || q.from <= q.to, { error: M.reportRangeInvalid, path: ['from'] });

/** GET purchase-order/all: optional supplierId, warehouseId, status, orderNumber; paged. */
export const purchaseOrderListQuery = /* @__PURE__ */ (() =>
  z
    .object({
      ...pageQueryFields(),
      supplierId: optionalQueryText(M.supplierNotFound, 40),
      warehouseId: optionalQueryText(M.warehouseNotFound, 40),
      status: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(z.enum(RECEIVING_STATUSES, { error: M.purchaseStatusInvalid }))),
      ...orderReportFields(),
    })
    .check(orderReportRange()))();
export type PurchaseOrderListQuery = z.output<typeof purchaseOrderListQuery>;

/** GET purchase-order/payments/all?orderId (paged, newest first). */
export const purchaseOrderIdQuery = /* @__PURE__ */ (() =>
  z.object({ ...pageQueryFields(), orderId: orderIdField(M.purchaseOrderNotFound) }))();
export type PurchaseOrderIdQuery = z.output<typeof purchaseOrderIdQuery>;

/** A payment's fields (purchase and sales): present first (one message), then each value. */
export const paymentRequiredFields = () => ({
  paymentAmount: required(M.paymentFieldsRequired),
  paymentMethod: required(M.paymentFieldsRequired),
  paymentReference: required(M.paymentFieldsRequired),
});
export const paymentFields = () => ({
  paymentAmount: amountField(M.paymentAmountInvalid, { max: MAX_PAYMENT, exclusiveMin: true }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.paymentMethodInvalid }),
  paymentReference: z
    .string({ error: M.paymentFieldsRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.paymentFieldsRequired }),
      z.maxLength(80, { error: 'Reference must be at most 80 characters' }),
    ),
});

/** POST purchase-order/payment/add: purchaseOrderId, paymentAmount, paymentMethod, paymentReference (all required). */
export const addPurchasePaymentSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ purchaseOrderId: required(M.purchaseOrderNotFound), ...paymentRequiredFields() }, M.paymentFieldsRequired),
    z.object({ purchaseOrderId: orderIdField(M.purchaseOrderNotFound), ...paymentFields() }),
  ))();
export type AddPurchasePaymentInput = z.output<typeof addPurchasePaymentSchema>;

/** A purchase order in the list (spec §3), with its statuses. */
export interface PurchaseOrderSummary {
  purchase_order_id: number;
  order_number: string;
  supplier_id: string;
  supplier_name: string;
  warehouse_id: string;
  warehouse_name: string;
  created_at: string;
  order_date: string;
  total_items: number;
  total_ordered_quantity: number;
  total_received_quantity: number;
  paid: number;
  returned_credit: number;
  total_amount: number;
  amount_due: number;
  status: ReceivingStatus;
  payment_status: PaymentStatus;
}

export interface PurchaseOrderItem {
  purchase_order_item_id: number;
  item_id: string;
  item_name: string;
  sku: string;
  quantity: number;
  received_quantity: number;
  returned_quantity: number;
  unit_price: number;
  subtotal: number;
  discount: number;
  total_price: number;
  /** Units still to receive. */
  to_receive: number;
  status: ReceivingStatus;
}

export interface PurchaseOrderDetail extends PurchaseOrderSummary {
  subtotal: number;
  discount: number;
  /** Why it was cancelled or closed; null while open. */
  close_reason: string | null;
  /** The version an edit is sent with (CORRECTIONS.md). */
  version: number;
  items: PurchaseOrderItem[];
}

export interface OrderCreated {
  message: string;
  id: number;
  order_number: string;
}

export interface OrderPayment {
  id: string;
  created_at: string;
  reference_number: string;
  payment_method: PaymentMethod;
  amount: number;
  /** A voided payment stays in the list, marked, and no longer counts as paid. */
  voided: boolean;
  void_reason: string | null;
}

/** The answer of a payment void: the order's figures after it. */
export interface PaymentVoided {
  message: string;
  paid: number;
  amount_due: number;
  payment_status: PaymentStatus;
}

/** A reason for a cancel, close or void: required, trimmed, at most 500 characters. */
export const reasonField = () => idField(M.reasonRequired, 500);

/** POST purchase-order/cancel and /close. */
export const endPurchaseOrderSchema = /* @__PURE__ */ (() =>
  z.object({ purchaseOrderId: orderIdField(M.purchaseOrderNotFound), reason: reasonField() }))();
export type EndPurchaseOrderInput = z.output<typeof endPurchaseOrderSchema>;

/** POST purchase-order/payment/void. */
export const voidPurchasePaymentSchema = /* @__PURE__ */ (() =>
  z.object({ paymentId: idField(M.paymentNotFound, 40), purchaseOrderId: orderIdField(M.purchaseOrderNotFound), reason: reasonField() }))();
export type VoidPurchasePaymentInput = z.output<typeof voidPurchasePaymentSchema>;

export interface PaymentRecorded {
  message: string;
  /** false when the same reference was already recorded on this order (nothing changed). */
  recorded: boolean;
  paid: number;
  amount_due: number;
  payment_status: PaymentStatus;
}

/**
 * POST purchase-order/receive/item: purchaseOrderId and the line with `to_receive`. The spec's other fields
 * (supplier_id, warehouse_id, order_date, total_amount, supplier_name, and the line's item_id and names) are the
 * screen's copy and are not trusted, but they are typed: absent, or text of sane length (the total a number), else 400.
 */
export const receivePurchaseItemSchema = /* @__PURE__ */ (() =>
  z.object({
    purchaseOrderId: orderIdField(M.purchaseOrderNotFound),
    supplier_id: maybeText(40),
    warehouse_id: maybeText(40),
    order_date: maybeText(40),
    total_amount: z.optional(z.number({ error: M.totalAmountNotANumber })),
    supplier_name: maybeText(200),
    item: z.object(
      {
        purchase_order_item_id: wholeNumberField(M.lineNotFound, M.lineNotFound, 1, MAX_ORDER_LINES),
        item_id: maybeText(40),
        item_name: maybeText(200),
        sku: maybeText(100),
        to_receive: z.pipe(
          numeric(M.receivedNotANumber),
          z.number({ error: M.receivedNotANumber }).check(
            z.refine((n) => Number.isFinite(n), { error: M.receivedNotANumber, abort: true }),
            z.refine((n) => n >= 0, { error: M.receivedNegative, abort: true }),
            z.refine((n) => Number.isInteger(n), { error: M.receivedNotWhole, abort: true }),
            z.refine((n) => n <= MAX_ORDER_QUANTITY, { error: M.receivedTooMany, abort: true }),
            z.refine((n) => n >= 1, { error: M.receivedZero }),
          ),
        ),
      },
      { error: M.lineNotFound },
    ),
  }))();
export type ReceivePurchaseItemInput = z.output<typeof receivePurchaseItemSchema>;

export interface ItemReceived {
  message: string;
  received_quantity: number;
  to_receive: number;
  status: ReceivingStatus;
  /** The lot the receipt created (LOT-00001). */
  batch: string;
}

/** GET purchase-order/returns/items/all?purchaseOrderId */
export const purchaseReturnablesQuery = /* @__PURE__ */ (() => z.object({ purchaseOrderId: orderIdField(M.purchaseOrderNotFound) }))();
export type PurchaseReturnablesQuery = z.output<typeof purchaseReturnablesQuery>;

export interface ReturnablePurchaseItem {
  purchase_order_item_id: number;
  item_id: string;
  item_name: string;
  sku: string;
  /** What is still on hand of the lots this line's receipts created. */
  available_for_return: number;
}

/** A return line's quantity, reason and condition (purchase and sales): present first (one message), then each value. */
export const returnRequiredFields = () => ({
  to_return_quantity: required(M.fillReturnFields),
  return_reason: required(M.fillReturnFields),
  return_condition: required(M.fillReturnFields),
});
export const returnFields = () => ({
  to_return_quantity: wholeNumberField(M.fillReturnFields, M.fillReturnFields, 1, MAX_ORDER_QUANTITY),
  return_reason: z
    .string({ error: M.fillReturnFields })
    .check(z.trim(), z.minLength(1, { error: M.fillReturnFields }), z.maxLength(300, { error: 'A reason must be at most 300 characters' })),
  return_condition: z.enum(RETURN_CONDITIONS, { error: M.returnConditionInvalid }),
});

const returnLine = () =>
  z.pipe(
    requiredObject({ purchase_order_item_id: required(M.fillReturnFields), ...returnRequiredFields() }, M.fillReturnFields),
    z.object({ purchase_order_item_id: wholeNumberField(M.lineNotFound, M.lineNotFound, 1, MAX_ORDER_LINES), ...returnFields() }),
  );

/** POST purchase-order/returns/items: purchaseOrderId and the selected lines. */
export const returnPurchaseItemsSchema = /* @__PURE__ */ (() =>
  z
    .object({
      purchaseOrderId: orderIdField(M.purchaseOrderNotFound),
      items: z
        .array(returnLine(), { error: M.selectReturnItems })
        .check(z.minLength(1, { error: M.selectReturnItems }), z.maxLength(MAX_RETURN_LINES, { error: M.tooManyReturnLines })),
    })
    .check(
      z.refine((o) => new Set(o.items.map((l) => l.purchase_order_item_id)).size === o.items.length, {
        error: M.duplicateItems,
        path: ['items'],
      }),
    ))();
export type ReturnPurchaseItemsInput = z.output<typeof returnPurchaseItemsSchema>;

export interface ReturnsSubmitted {
  message: string;
  returned_credit: number;
  amount_due: number;
}
