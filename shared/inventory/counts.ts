/**
 * Stock counts (WAREHOUSE.md "Stock counts"): response shapes (this block is the contract the SPA and the service
 * share) and the request schemas. Quantities are whole units; money leaves the API as decimal dollars.
 */
import * as z from 'zod/mini';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import type { MessageResponse } from '../route.ts';
import { idField, isPresent, pageQueryFields, preprocess, versionField, wholeNumberField } from '../schemas/common.ts';
import * as M from './messages.ts';
import { optionalQueryText, reasonField } from './purchase-orders.ts';

export const COUNT_STATUSES = ['Open', 'Completed', 'Cancelled'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

/** A row of GET /api/ims/counts/all (paged, newest first; next cursor in X-Next-Cursor). */
export interface CountSummary {
  /** The count's id as used in every call (`countId`) and in /ims/counts/{id}. */
  id: string;
  /** CNT-00001. */
  count_number: string;
  status: CountStatus;
  warehouse_id: string;
  warehouse_name: string;
  /** What the count covers: a category's name, "Chosen items" or "All items". */
  scope_label: string;
  blind: boolean;
  line_count: number;
  counted_lines: number;
  /** Sum of the lines' variance values once completed (dollars, signed); null while open. */
  variance_value: number | null;
  created_at: string;
  completed_at: string | null;
  version: number;
}

export interface CountLine {
  item_id: string;
  item_name: string;
  sku: string;
  barcode: string;
  /** Expected when the count started; null when the count is blind and not completed. */
  expected: number | null;
  /** Net movements in the warehouse since the count started (null when blind and open). */
  moved_since: number | null;
  /** Last count recorded; null: not counted yet. */
  counted: number | null;
  /** counted − (expected + moved_since); null while uncounted or blind-and-open. */
  variance: number | null;
  /** Value of the variance at cost (dollars, signed); null until known. */
  variance_value: number | null;
  counted_by: string | null;
  counted_at: string | null;
  /**
   * Units the completion posted for this line (null until completed): the variance, except a shortfall never takes more
   * than the warehouse held at completion (count-rules.countAdjustment).
   */
  adjusted: number | null;
}

/**
 * GET /api/ims/counts/{id}: the count sheet. `lines` is one page of the count's lines (`?limit=&cursor=`, by item, the
 * next page's cursor in X-Next-Cursor; `?uncounted=true` only the lines not counted yet): a count may cover up to
 * MAX_COUNT_LINES items.
 */
export interface CountDetail extends CountSummary {
  lines: CountLine[];
  reason: string | null;
}

// ───────────────────────────── requests ─────────────────────────────

/**
 * Items a count may cover. Lines are records of their own (one per item, recorded independently by several phones), so
 * this bounds the add (its lines are written in batches), the completion (in steps of one transaction each) and the
 * rows of a counts file; GET /counts/{id} pages its lines.
 */
export const MAX_COUNT_LINES = 1000;
/** Chosen items of one count. */
export const MAX_CHOSEN_ITEMS = 200;
/** Lines of one record call: each is its line and a check of its stock row, in one transaction with the count. */
export const MAX_RECORD_LINES = 45;
export const MAX_COUNTED = 1_000_000;

/** A count's id as the API hands it out ("7"), a number, or its number text (CNT-00007): parsed by the service. */
export const countIdField = () =>
  preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), idField(M.countNotFound, 40));

const booleanish = (message: string) =>
  preprocess(
    (v) => (v === undefined || v === null || v === '' ? false : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: message }),
  );

/** POST /api/ims/counts/add: warehouseId, categoryId?, itemIds?, blind. */
export const addCountSchema = /* @__PURE__ */ (() =>
  z
    .object({
      warehouseId: preprocess((v) => (isPresent(v) ? v : undefined), idField(M.selectWarehouse, 40)),
      categoryId: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(idField(M.categoryNotFound, 40))),
      itemIds: preprocess(
        (v) => (v === null ? undefined : v),
        z.optional(
          z.array(idField(M.productNotFound, 40), { error: M.countChosenItems }).check(
            z.minLength(1, { error: M.countChosenItems }),
            z.maxLength(MAX_CHOSEN_ITEMS, { error: M.countChosenItems }),
            z.refine((ids) => new Set(ids).size === ids.length, { error: M.countChosenItems }),
          ),
        ),
      ),
      blind: booleanish(M.countBlindInvalid),
    })
    .check(z.refine((o) => !(o.categoryId && o.itemIds), { error: M.countScopeBoth, path: ['itemIds'] })))();
export type AddCountInput = z.output<typeof addCountSchema>;

const countedLine = () =>
  z.object(
    {
      item_id: idField(M.productNotFound, 40),
      counted: wholeNumberField(M.countedInvalid, M.countedInvalid, 0, MAX_COUNTED),
    },
    { error: M.countLinesRequired },
  );

/** POST /api/ims/counts/record: countId, lines [{ item_id, counted }] (0 allowed; a line's last count wins). */
export const recordCountSchema = /* @__PURE__ */ (() =>
  z.object({
    countId: countIdField(),
    lines: z.array(countedLine(), { error: M.countLinesRequired }).check(
      z.minLength(1, { error: M.countLinesRequired }),
      z.maxLength(MAX_RECORD_LINES, { error: M.countTooManyRecordLines(MAX_RECORD_LINES) }),
      z.refine((lines) => new Set(lines.map((l) => l.item_id)).size === lines.length, { error: M.countDuplicateLines }),
    ),
  }))();
export type RecordCountInput = z.output<typeof recordCountSchema>;

/**
 * A row of a counts file as the browser read it (SKU,counted): `line` is its row in the spreadsheet (the header is 1,
 * the first data row 2), used only to name it in a refusal; `counted` as the file had it (text or a number). The
 * service checks each row in order (an empty or unknown SKU, an item not in the count, a count that is not a whole
 * number from 0 to MAX_COUNTED, a repeated SKU) and answers 400 `Row N: …`, so those checks are not made here.
 */
const countFileRow = () =>
  z.object(
    {
      line: z
        .number({ error: M.countRowsInvalid })
        .check(z.refine((n) => Number.isSafeInteger(n) && n >= 1, { error: M.countRowsInvalid })),
      sku: z.string({ error: M.countRowsInvalid }),
      counted: z.union([z.string(), z.number()], { error: M.countRowsInvalid }),
    },
    { error: M.countRowsInvalid },
  );

/** POST /api/ims/counts/record-rows: countId and the rows of a counts file the browser parsed (at most MAX_COUNT_LINES). */
export const recordCountRowsSchema = /* @__PURE__ */ (() =>
  z.object({
    countId: countIdField(),
    rows: z
      .array(countFileRow(), { error: M.countRowsRequired })
      .check(z.minLength(1, { error: M.countRowsRequired }), z.maxLength(MAX_COUNT_LINES, { error: M.countRowsTooMany(MAX_COUNT_LINES) })),
  }))();
export type RecordCountRowsInput = z.output<typeof recordCountRowsSchema>;
export type CountFileRow = RecordCountRowsInput['rows'][number];

/** POST /api/ims/counts/complete: countId, reason, version. */
export const completeCountSchema = /* @__PURE__ */ (() =>
  z.object({ countId: countIdField(), reason: reasonField(), version: versionField(CORRECTION_MESSAGES.version) }))();
export type CompleteCountInput = z.output<typeof completeCountSchema>;

/** POST /api/ims/counts/cancel: countId, reason. */
export const cancelCountSchema = /* @__PURE__ */ (() => z.object({ countId: countIdField(), reason: reasonField() }))();
export type CancelCountInput = z.output<typeof cancelCountSchema>;

/** GET /api/ims/counts/all: status, warehouseId; paged, newest first. */
export const countListQuery = /* @__PURE__ */ (() =>
  z.object({
    ...pageQueryFields(),
    status: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(z.enum(COUNT_STATUSES, { error: M.countStatusInvalid }))),
    warehouseId: optionalQueryText(M.warehouseNotFound, 40),
  }))();
export type CountListQuery = z.output<typeof countListQuery>;

/** GET /api/ims/counts/{id}: the sheet's lines are paged (limit, cursor); `uncounted=true` lists only those. */
export const countSheetQuery = /* @__PURE__ */ (() =>
  z.object({ ...pageQueryFields(), uncounted: booleanish('uncounted must be true or false') }))();
export type CountSheetQuery = z.output<typeof countSheetQuery>;

export interface CountAdded extends MessageResponse {
  id: string;
  count_number: string;
  line_count: number;
}

export interface CountRecorded extends MessageResponse {
  /** Lines of the count counted at least once, and all its lines. */
  counted_lines: number;
  line_count: number;
}

export type CountEnded = MessageResponse & CountSummary;
