/**
 * Replenishment (AUTOMATION.md "Replenishment"): reorder rules per item and warehouse, the projected quantity and
 * the suggested order quantity. Pure rules and the rule's request schema; the data layer keeps the figures
 * (functions/inventory/data/reorder.ts), the screens and the services share these functions.
 */
import * as z from 'zod/mini';
import { idField, isPresent, preprocess, wholeNumberField } from '../schemas/common.ts';
import * as M from './messages.ts';
import { MAX_ORDER_QUANTITY } from './purchase-orders.ts';

/** A reorder rule: order up to `max` in steps of `multiple` from `supplierId` once the projected quantity is below `min`. */
export interface ReorderRule {
  itemId: string;
  warehouseId: string;
  /** The reorder point: below it (projected < min) the pair is below min. */
  min: number;
  /** Order up to this quantity. */
  max: number;
  /** Order in steps of this many units (1 = any quantity). */
  multiple: number;
  /** The preferred supplier (drafts are grouped by supplier and warehouse). */
  supplierId: string;
  leadTimeDays: number;
}

export const MAX_LEAD_TIME_DAYS = 365;

/**
 * The messages, made in a pure call: every stock change bundles this module for the projection's arithmetic, and
 * only the rule handlers need the texts (the Lambda size budget, tests/bench/bundles.ts). 1,000,000 is written
 * without Intl: an en-GB number format made at import costs every handler that loads this ~13 ms cold.
 */
export const REORDER_MESSAGES = /* @__PURE__ */ (() => {
  const maxQuantity = String(MAX_ORDER_QUANTITY).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return {
    selectItem: 'Please select an item',
    min: `Min must be a whole number from 0 to ${maxQuantity}`,
    max: `Max must be a whole number from 0 to ${maxQuantity}`,
    maxBelowMin: 'Max must be at least min',
    multiple: `Multiple must be a whole number from 1 to ${maxQuantity}`,
    leadTime: `Lead time must be a whole number of days from 0 to ${MAX_LEAD_TIME_DAYS}`,
    saved: 'Reorder rule saved',
  } as const;
})();

/** An optional whole number: absent or empty takes `fallback`, anything else is checked. */
const wholeWithDefault = (message: string, min: number, max: number, fallback: number) =>
  preprocess((v) => (isPresent(v) ? v : fallback), wholeNumberField(message, message, min, max));

/** POST /api/ims/reorder-rules: sets or replaces the pair's rule. */
export const reorderRuleSchema = /* @__PURE__ */ (() =>
  z
    .object({
      itemId: preprocess((v) => (isPresent(v) ? v : undefined), idField(REORDER_MESSAGES.selectItem, 40)),
      warehouseId: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectWarehouse, 40)),
      supplierId: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectSupplier, 40)),
      min: wholeNumberField(REORDER_MESSAGES.min, REORDER_MESSAGES.min, 0, MAX_ORDER_QUANTITY),
      max: wholeNumberField(REORDER_MESSAGES.max, REORDER_MESSAGES.max, 0, MAX_ORDER_QUANTITY),
      multiple: wholeWithDefault(REORDER_MESSAGES.multiple, 1, MAX_ORDER_QUANTITY, 1),
      leadTimeDays: wholeWithDefault(REORDER_MESSAGES.leadTime, 0, MAX_LEAD_TIME_DAYS, 0),
    })
    .check(z.refine((r) => r.max >= r.min, { error: REORDER_MESSAGES.maxBelowMin, path: ['max'] })))();
export type ReorderRuleInput = z.output<typeof reorderRuleSchema>;

/** GET /api/ims/reorder-rules?itemId= */
export const reorderRulesQuerySchema = /* @__PURE__ */ (() =>
  z.object({ itemId: preprocess((v) => (isPresent(v) ? v : undefined), idField(REORDER_MESSAGES.selectItem, 40)) }))();
export type ReorderRulesQuery = z.output<typeof reorderRulesQuerySchema>;

/** The figures of one item in one warehouse that the projection is made of. */
export interface ProjectionFigures {
  onHand: number;
  /** Units on open purchase lines for that warehouse, not yet received. */
  onOrder: number;
  /** Units on open sales lines assigned to that warehouse, not yet fulfilled. */
  committed: number;
  /** Units shipped to that warehouse by transfers, not yet received or lost (absent: 0). */
  inTransit?: number;
}

/**
 * Projected quantity = on hand + on order + in transit − committed (may be negative: more is promised than will be
 * there). Units on their way from another warehouse will be there like units on order.
 */
export const projectedQuantity = ({ onHand, onOrder, committed, inTransit = 0 }: ProjectionFigures): number =>
  onHand + onOrder + inTransit - committed;

/** Below min: the projected quantity is under the reorder point. */
export const isBelowMin = (projected: number, min: number): boolean => projected < min;

/**
 * What to order: `ceil((max − projected) / multiple) × multiple`, up to max in whole multiples; 0 when the pair is
 * not below min (nothing to order yet, whatever max says).
 */
export function suggestedQuantity({ projected, min, max, multiple }: { projected: number; min: number; max: number; multiple: number }) {
  if (!isBelowMin(projected, min)) return 0;
  const step = Math.max(1, Math.floor(multiple));
  const short = max - projected;
  if (short <= 0) return 0;
  return Math.ceil(short / step) * step;
}

/**
 * What is still to order for a row once its open draft is counted (issue 31): the suggestion less what the pair's
 * open draft already holds of the item, never below 0. A draft counts nowhere in the projection until it is placed,
 * so without this a second Create draft orders would order the suggestion again.
 */
export const stillToOrder = (suggested: number, inDraft: number): number => Math.max(0, suggested - inDraft);

/**
 * A draft line after Create draft orders: topped up to the quantity asked for, never added to it and never lowered
 * (a quantity the user raised on the draft stays), so sending the same request twice orders once.
 */
export const toppedUp = (onDraft: number, asked: number): number => Math.max(onDraft, asked);

/** One pair (item, warehouse) as GET reorder-rules answers it: its figures, and its rule when it has one. */
export interface ReorderRuleView {
  itemId: string;
  warehouseId: string;
  warehouseName: string;
  onHand: number;
  onOrder: number;
  committed: number;
  projected: number;
  rule: {
    min: number;
    max: number;
    multiple: number;
    supplierId: string;
    supplierName: string;
    leadTimeDays: number;
  } | null;
  belowMin: boolean;
  /** ISO time the pair went below min (null while it is not). */
  belowMinSince: string | null;
  suggestedQuantity: number;
}

export interface ReorderRuleSaved extends ReorderRuleView {
  message: string;
}
