/**
 * Transfers between warehouses (WAREHOUSE.md "Transfers"): response shapes (this block is the contract the SPA
 * and the service share) and the request schemas. Quantities are whole units; money leaves the API as decimal
 * dollars (numbers with at most 2 decimals), cents inside.
 */
import * as z from 'zod/mini';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import type { MessageResponse } from '../route.ts';
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
import * as M from './messages.ts';
import { MAX_ORDER_QUANTITY, optionalQueryText, reasonField } from './purchase-orders.ts';

export const TRANSFER_STATUSES = ['Requested', 'In transit', 'Partly received', 'Received', 'Closed', 'Cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A row of GET /api/ims/transfers/all (paged, newest first; next cursor in X-Next-Cursor). */
export interface TransferSummary {
  /** The transfer's id as used in every call (`transferId`) and in /ims/transfers/{id}. */
  id: string;
  /** TO-00001. */
  transfer_number: string;
  status: TransferStatus;
  from_warehouse_id: string;
  from_warehouse_name: string;
  to_warehouse_id: string;
  to_warehouse_name: string;
  /** Number of lines and units asked for. */
  line_count: number;
  quantity: number;
  shipped: number;
  received: number;
  /** shipped − received − lost. */
  in_transit: number;
  note: string;
  created_at: string;
  shipped_at: string | null;
  /** Last receipt, close or cancel. */
  ended_at: string | null;
  /** For updates (optimistic concurrency, CORRECTIONS.md). */
  version: number;
}

export interface TransferLine {
  item_id: string;
  item_name: string;
  sku: string;
  barcode: string;
  quantity: number;
  shipped: number;
  received: number;
  /** Posted as a loss when the transfer was closed. */
  lost: number;
  in_transit: number;
  /** Cost of what was shipped (lots oldest first at their cost), in dollars; 0 before shipping. */
  shipped_value: number;
  /** Stock of the item in the source warehouse now (what can still be shipped). */
  source_stock: number;
  /** Cost of what is still in transit, in dollars (always sent by the server). */
  in_transit_value?: number;
  /** Cost of what was posted as lost on close, in dollars (always sent by the server). */
  lost_value?: number;
}

/** GET /api/ims/transfers/{id}. */
export interface TransferDetail extends TransferSummary {
  lines: TransferLine[];
  /** The reason given on close or cancel. */
  reason: string | null;
}

// ───────────── requests ─────────────

/**
 * Lines of one transfer. A ship touches, per line, the item, its movement, its stock rows in both warehouses and the
 * lots it takes from; with the header, both warehouses, the status pointers and the audit entry, 20 lines leave room
 * within DynamoDB's 100 items per transaction for lines that span a few lots.
 */
export const MAX_TRANSFER_LINES = 20;
export const MAX_TRANSFER_NOTE = 500;

/**
 * A transfer's id as the API answers it (`"4"` for TO-00004; a number is taken as its digits): the API accepts exactly
 * what it returns. Text that names no transfer is a 404 in the service, as an unknown id in a path.
 */
export const transferIdField = () =>
  preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), idField(M.transferNotFound, 20));

const transferLine = () =>
  z.pipe(
    requiredObject({ item_id: required(M.addTransferItems) }, M.addTransferItems),
    z.object({
      item_id: idField(M.productNotFound, 40),
      quantity: wholeNumberField(M.transferQuantityInvalid, M.transferQuantityInvalid, 1, MAX_ORDER_QUANTITY),
    }),
  );

const transferLines = () =>
  z.array(transferLine(), { error: M.addTransferItems }).check(
    z.minLength(1, { error: M.addTransferItems }),
    z.maxLength(MAX_TRANSFER_LINES, { error: M.tooManyTransferLines }),
    z.refine((lines) => new Set(lines.map((l) => l.item_id)).size === lines.length, { error: M.duplicateItems }),
  );

const warehouseField = (message: string) => preprocess((v) => (isPresent(v) ? v : undefined), idField(message, 40));
const noteField = () =>
  preprocess(
    (v) => (v === null ? '' : v),
    z._default(
      z.optional(
        z.string({ error: M.transferNoteTooLong }).check(z.trim(), z.maxLength(MAX_TRANSFER_NOTE, { error: M.transferNoteTooLong })),
      ),
      '',
    ),
  );

/** The two warehouses differ (when both are named). */
const differentWarehouses = () =>
  z.refine<{ fromWarehouseId?: string; toWarehouseId?: string }>(
    (t) => !t.fromWarehouseId || !t.toWarehouseId || t.fromWarehouseId !== t.toWarehouseId,
    { error: M.transferSameWarehouse, path: ['toWarehouseId'] },
  );

/** POST /api/ims/transfers/add: fromWarehouseId, toWarehouseId, items [{ item_id, quantity }], note. */
export const addTransferSchema = /* @__PURE__ */ (() =>
  z
    .object({
      fromWarehouseId: warehouseField(M.selectFromWarehouse),
      toWarehouseId: warehouseField(M.selectToWarehouse),
      items: transferLines(),
      note: noteField(),
    })
    .check(differentWarehouses()))();
export type AddTransferInput = z.output<typeof addTransferSchema>;

/** POST /api/ims/transfers/update: transferId, version and any of the add fields (absent: kept; items: the whole new list). */
export const updateTransferSchema = /* @__PURE__ */ (() =>
  z
    .object({
      transferId: transferIdField(),
      version: versionField(CORRECTION_MESSAGES.version),
      fromWarehouseId: z.optional(idField(M.selectFromWarehouse, 40)),
      toWarehouseId: z.optional(idField(M.selectToWarehouse, 40)),
      items: z.optional(transferLines()),
      note: z.optional(
        preprocess(
          (v) => (v === null ? '' : v),
          z.string({ error: M.transferNoteTooLong }).check(z.trim(), z.maxLength(MAX_TRANSFER_NOTE, { error: M.transferNoteTooLong })),
        ),
      ),
    })
    .check(differentWarehouses()))();
export type UpdateTransferInput = z.output<typeof updateTransferSchema>;

/** POST /api/ims/transfers/ship: transferId, version. */
export const shipTransferSchema = /* @__PURE__ */ (() =>
  z.object({ transferId: transferIdField(), version: versionField(CORRECTION_MESSAGES.version) }))();
export type ShipTransferInput = z.output<typeof shipTransferSchema>;

/** POST /api/ims/transfers/receive: transferId, lines [{ item_id, received }] (partial receipts allowed). */
export const receiveTransferSchema = /* @__PURE__ */ (() =>
  z.object({
    transferId: transferIdField(),
    lines: z
      .array(
        z.pipe(
          requiredObject({ item_id: required(M.receiveLinesRequired), received: required(M.receiveLinesRequired) }, M.receiveLinesRequired),
          z.object({
            item_id: idField(M.itemNotOnTransfer, 40),
            received: wholeNumberField(M.receivedQuantityInvalid, M.receivedQuantityInvalid, 1, MAX_ORDER_QUANTITY),
          }),
        ),
        { error: M.receiveLinesRequired },
      )
      .check(
        z.minLength(1, { error: M.receiveLinesRequired }),
        z.maxLength(MAX_TRANSFER_LINES, { error: M.tooManyTransferLines }),
        z.refine((lines) => new Set(lines.map((l) => l.item_id)).size === lines.length, { error: M.duplicateItems }),
      ),
  }))();
export type ReceiveTransferInput = z.output<typeof receiveTransferSchema>;

/** POST /api/ims/transfers/close and /cancel: transferId, reason (required). */
export const endTransferSchema = /* @__PURE__ */ (() => z.object({ transferId: transferIdField(), reason: reasonField() }))();
export type EndTransferInput = z.output<typeof endTransferSchema>;

/** GET /api/ims/transfers/all: status, warehouseId (either end), limit, cursor. */
export const transferListQuery = /* @__PURE__ */ (() =>
  z.object({
    ...pageQueryFields(),
    status: preprocess((v) => (isPresent(v) ? v : undefined), z.optional(z.enum(TRANSFER_STATUSES, { error: M.transferStatusInvalid }))),
    warehouseId: optionalQueryText(M.warehouseNotFound, 40),
  }))();
export type TransferListQuery = z.output<typeof transferListQuery>;

/** What every transfer step answers: its message and the transfer as the list shows it now. */
export type TransferChanged = MessageResponse & TransferSummary;
