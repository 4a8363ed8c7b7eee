/**
 * Draft purchase orders and the replenishment screen (AUTOMATION.md "Replenishment"): request schemas and response
 * shapes of Place order, Delete draft, the below-min list and Create draft orders. Reorder rules themselves and the
 * projected / suggested quantity rules are in ./replenishment.ts.
 */
import * as z from 'zod/mini';
import { idField, pageQueryFields, wholeNumberField } from '../schemas/common.ts';
import * as M from './messages.ts';
import { MAX_ORDER_QUANTITY, orderIdField } from './purchase-orders.ts';

/**
 * Lines of one draft. Placing it touches each distinct item twice (its order count and its stock row's on order)
 * besides the header, its date entry, the supplier, the warehouse, the ledger, the audit entry and the pair's draft
 * pointer: 2 × 45 + 9 stays within DynamoDB's 100 items per transaction.
 */
export const MAX_DRAFT_LINES = 45;
/** Lines of one Create draft orders request (one page of the replenishment screen at most). */
export const MAX_DRAFT_REQUEST_LINES = 200;

const draftLine = () =>
  z.object({
    itemId: idField(M.productNotFound, 40),
    warehouseId: idField(M.warehouseNotFound, 40),
    supplierId: idField(M.supplierNotFound, 40),
    quantity: wholeNumberField(M.orderQuantityInvalid, M.orderQuantityInvalid, 1, MAX_ORDER_QUANTITY),
  });

/**
 * POST replenishment/draft-orders { lines: [{ itemId, warehouseId, supplierId, quantity }] }: `quantity` is what the
 * pair's draft line should hold; an open draft's line is topped up to it, never added to again (issue 31).
 */
export const createDraftOrdersSchema = /* @__PURE__ */ (() =>
  z
    .object({
      lines: z
        .array(draftLine(), { error: M.draftLinesRequired })
        .check(
          z.minLength(1, { error: M.draftLinesRequired }),
          z.maxLength(MAX_DRAFT_REQUEST_LINES, { error: M.draftRequestTooLarge(MAX_DRAFT_REQUEST_LINES) }),
        ),
    })
    .check(
      z.refine((o) => new Set(o.lines.map((l) => `${l.itemId}#${l.warehouseId}#${l.supplierId}`)).size === o.lines.length, {
        error: M.draftDuplicateLines,
        path: ['lines'],
      }),
    ))();
export type CreateDraftOrdersInput = z.output<typeof createDraftOrdersSchema>;
export type DraftOrderLineInput = CreateDraftOrdersInput['lines'][number];

/** POST purchase-order/place { purchaseOrderId }. */
export const placePurchaseOrderSchema = /* @__PURE__ */ (() => z.object({ purchaseOrderId: orderIdField(M.purchaseOrderNotFound) }))();
export type PlacePurchaseOrderInput = z.output<typeof placePurchaseOrderSchema>;

/** DELETE purchase-order/delete?id= (drafts only). */
export const deleteDraftQuery = /* @__PURE__ */ (() => z.object({ id: orderIdField(M.purchaseOrderNotFound) }))();
export type DeleteDraftQuery = z.output<typeof deleteDraftQuery>;

/** GET replenishment (paged). */
export const replenishmentQuery = /* @__PURE__ */ (() => z.object({ ...pageQueryFields() }))();
export type ReplenishmentQuery = z.output<typeof replenishmentQuery>;

/** One (item, warehouse) below its reorder point, with what to order; rows come grouped by supplier, then warehouse. */
export interface ReplenishmentRow {
  item_id: string;
  item_name: string;
  sku: string;
  warehouse_id: string;
  warehouse_name: string;
  supplier_id: string;
  supplier_name: string;
  on_hand: number;
  on_order: number;
  committed: number;
  /** on hand + on order − committed. */
  projected: number;
  min: number;
  max: number;
  multiple: number;
  lead_time_days: number;
  /** ceil((max − projected) / multiple) × multiple. */
  suggested_quantity: number;
  /** When projected went below min (ISO instant). */
  below_min_since: string;
  /** The supplier and warehouse's open draft, which Create draft orders tops up (null: a new draft is made). */
  draft_order_id: number | null;
  draft_order_number: string | null;
  /** Units of this item the open draft already holds (0 without one): a draft counts nowhere until placed. */
  draft_quantity: number;
  /** What is still needed: the suggested quantity less what the open draft holds, never below 0. */
  to_order: number;
}

/** GET replenishment/summary: the sidebar badge. */
export interface ReplenishmentSummary {
  /** (item, warehouse) pairs below their reorder point. */
  below_min: number;
}

/** One draft that Create draft orders made or added to. */
export interface DraftOrderSaved {
  purchase_order_id: number;
  order_number: string;
  supplier_id: string;
  supplier_name: string;
  warehouse_id: string;
  warehouse_name: string;
  /** Lines of the request that went to this draft. */
  lines: number;
  /** True when the draft was made by this request, false when the pair's open draft took the lines. */
  created: boolean;
}

export interface DraftOrdersSaved {
  message: string;
  orders: DraftOrderSaved[];
}

/** What Place order answers: the order's number and its first receiving status. */
export interface OrderPlaced {
  message: string;
  purchase_order_id: number;
  order_number: string;
  status: 'Pending';
}
