/**
 * What the transfer screens check and say (WAREHOUSE.md "Transfers"), as pure functions tested in node
 * (tests/unit/web-inventory-transfers.test.ts): the list's filter, the new/edit form's body, the receive dialog's lines and
 * the words of each step's confirmation. The server checks the same again; these only spare a round trip.
 */
import { formatMoney, plural } from '../../../../shared/domain/format.ts';
import * as M from '../../../../shared/inventory/messages.ts';
import type { ProductOption } from '../../../../shared/inventory/schemas.ts';
import {
  MAX_TRANSFER_LINES,
  MAX_TRANSFER_NOTE,
  TRANSFER_STATUSES,
  type TransferDetail,
  type TransferLine,
  type TransferStatus,
} from '../../../../shared/inventory/transfers.ts';
import { newLine, parseOrderQuantity, pickLineItem, type Checked, type LineDraft } from './order-form.ts';

/* ───────────────────────────── the list's filter ───────────────────────────── */

export interface TransferFilter {
  status?: TransferStatus;
  warehouseId?: string;
}

/** The selects as chosen ('' = all) → the list's query. */
export function transferFilter(status: string, warehouseId: string): TransferFilter {
  return {
    ...((TRANSFER_STATUSES as readonly string[]).includes(status) ? { status: status as TransferStatus } : {}),
    ...(warehouseId ? { warehouseId } : {}),
  };
}

/* ───────────────────────────── the form ───────────────────────────── */

/** A line: the item picked from the source warehouse's stock (with that stock) and the quantity as typed. */
export type TransferLineDraft = LineDraft<ProductOption>;
export const newTransferLine = (): TransferLineDraft => newLine<ProductOption>();
export const pickTransferItem = pickLineItem<ProductOption>;

export interface TransferDraft {
  fromWarehouseId: string;
  toWarehouseId: string;
  note: string;
  lines: readonly TransferLineDraft[];
}

export interface TransferFields {
  fromWarehouseId: string;
  toWarehouseId: string;
  items: { item_id: string; quantity: number }[];
  note: string;
}

/** Said beside the destination as soon as both pickers hold the same warehouse. */
export const warehousePairProblem = (from: string, to: string): string | null =>
  from && to && from === to ? M.transferSameWarehouse : null;

/** A line's quantity: its problem (not a whole number 1 to 1,000,000), else null. Empty says nothing until saved. */
export function transferQuantityProblem(line: Pick<TransferLineDraft, 'quantity'>): string | null {
  if (line.quantity.trim() === '') return null;
  return parseOrderQuantity(line.quantity) === null ? M.transferQuantityInvalid : null;
}

/** A note, not a refusal: more than the source holds now (the ship is where stock is taken; it may arrive by then). */
export function transferStockNote(line: TransferLineDraft, sourceName: string): string | null {
  const quantity = parseOrderQuantity(line.quantity);
  if (!line.item || quantity === null || quantity <= line.item.stock) return null;
  return `Only ${line.item.stock} in ${sourceName || 'the source'} now`;
}

/** The add (and update) call's fields, or the first message to show, in the order the form reads. */
export function transferBody(draft: TransferDraft): Checked<TransferFields> {
  if (!draft.fromWarehouseId) return { ok: false, message: M.selectFromWarehouse };
  if (!draft.toWarehouseId) return { ok: false, message: M.selectToWarehouse };
  if (draft.fromWarehouseId === draft.toWarehouseId) return { ok: false, message: M.transferSameWarehouse };
  const picked = draft.lines.filter((l) => l.item);
  if (picked.length === 0) return { ok: false, message: M.addTransferItems };
  if (picked.length > MAX_TRANSFER_LINES) return { ok: false, message: M.tooManyTransferLines };
  const items: TransferFields['items'] = [];
  for (const line of picked) {
    const quantity = parseOrderQuantity(line.quantity);
    if (quantity === null) return { ok: false, message: M.transferQuantityInvalid };
    items.push({ item_id: line.item!.id, quantity });
  }
  const note = draft.note.trim();
  if (note.length > MAX_TRANSFER_NOTE) return { ok: false, message: M.transferNoteTooLong };
  return { ok: true, value: { fromWarehouseId: draft.fromWarehouseId, toWarehouseId: draft.toWarehouseId, items, note } };
}

/** A saved transfer's lines as the edit form holds them (the stock is the source's now, as the detail reports it). */
export const transferLinesOf = (transfer: TransferDetail): TransferLineDraft[] =>
  transfer.lines.map((l) => ({
    ...newTransferLine(),
    item: { id: l.item_id, name: l.item_name, sku: l.sku, purchase_price: 0, sales_price: 0, stock: l.source_stock },
    quantity: String(l.quantity),
  }));

/** The lines in words ("Widget × 5; Bolt × 2"), how an edit compares them with the saved transfer after a Reload. */
export const transferLinesSummary = (lines: readonly TransferLineDraft[]): string =>
  lines
    .filter((l) => l.item)
    .map((l) => `${l.item?.name} × ${l.quantity.trim()}`)
    .join('; ');

/* ───────────────────────────── steps ───────────────────────────── */

export type TransferStep = 'edit' | 'ship' | 'receive' | 'close' | 'cancel';

/** What can be done to a transfer in its status (the server refuses the rest with 409 `This transfer is …`). */
export function transferSteps(t: Pick<TransferDetail, 'status' | 'in_transit'>): TransferStep[] {
  switch (t.status) {
    case 'Requested':
      return ['edit', 'ship', 'cancel'];
    case 'In transit':
    case 'Partly received':
      return t.in_transit > 0 ? ['receive', 'close'] : [];
    default:
      return [];
  }
}

/** The receive dialog opens with every line's rest in transit filled in (a full receipt is one click). */
export const receiveDefaults = (lines: readonly TransferLine[]): Record<string, string> =>
  Object.fromEntries(lines.filter((l) => l.in_transit > 0).map((l) => [l.item_id, String(l.in_transit)]));

export interface ReceiveCheck {
  /** The call's lines: only those with something received (0 or empty leaves a line in transit). */
  lines: { item_id: string; received: number }[];
  /** Per item id, what is wrong with what was typed. */
  problems: Record<string, string>;
}

/** The receive call's lines from what was typed, with a message per line that cannot be sent. */
export function receiveLines(lines: readonly TransferLine[], typed: Readonly<Record<string, string>>): ReceiveCheck {
  const out: ReceiveCheck = { lines: [], problems: {} };
  for (const line of lines) {
    const text = (typed[line.item_id] ?? '').trim();
    if (line.in_transit <= 0 || text === '' || text === '0') continue;
    const received = parseOrderQuantity(text);
    if (received === null) out.problems[line.item_id] = M.receivedQuantityInvalid;
    else if (received > line.in_transit) out.problems[line.item_id] = M.receiveMoreThanInTransit(line.item_name, line.in_transit);
    else out.lines.push({ item_id: line.item_id, received });
  }
  return out;
}

const units = (n: number) => plural(n, 'unit');

/** The ship confirmation: what leaves the source now, and the lines its stock cannot cover today. */
export function shipMessage(t: TransferDetail): { message: string; short: string[] } {
  const total = t.lines.reduce((n, l) => n + l.quantity, 0);
  return {
    message: `Ship ${t.transfer_number}? ${units(total)} leave ${t.from_warehouse_name} now, oldest lots first at their cost, and are in transit to ${t.to_warehouse_name} until received.`,
    short: t.lines.filter((l) => l.quantity > l.source_stock).map((l) => `${l.item_name}: ${l.source_stock} of ${l.quantity} in stock`),
  };
}

/**
 * The close confirmation: the rest in transit is posted as a loss at its cost: the server's `in_transit_value`, or
 * (a row without it) the shipped lots' cost pro rata, then said as "about".
 */
export function closeMessage(t: TransferDetail): string {
  const exact = t.lines.every((l) => l.in_transit_value !== undefined);
  const lostCents = t.lines.reduce(
    (sum, l) =>
      sum +
      (l.in_transit_value !== undefined
        ? Math.round(l.in_transit_value * 100)
        : l.shipped > 0
          ? Math.round((Math.round(l.shipped_value * 100) * l.in_transit) / l.shipped)
          : 0),
    0,
  );
  return `Close ${t.transfer_number}? The ${units(t.in_transit)} still in transit will not arrive: they are posted as “${M.lostInTransit}” at their cost (${exact ? '' : 'about '}${formatMoney(lostCents / 100)}), and ${t.to_warehouse_name} keeps what was received.`;
}

export const cancelMessage = (t: TransferDetail): string =>
  `Cancel ${t.transfer_number}? Nothing has left ${t.from_warehouse_name} yet; the transfer keeps its number and shows as cancelled, with your reason.`;

/* ───────────────────────────── scanning into the form ───────────────────────────── */

/**
 * A scanned (or typed) item: one more of it on its line, or a new line of 1 in the first empty line or at the end
 * (WAREHOUSE.md: each scan of a line's item adds 1).
 */
export function addScannedItem(lines: readonly TransferLineDraft[], item: ProductOption): TransferLineDraft[] {
  const at = lines.findIndex((l) => l.item?.id === item.id);
  if (at >= 0) {
    const current = parseOrderQuantity(lines[at].quantity) ?? 0;
    return lines.map((l, i) => (i === at ? { ...l, quantity: String(current + 1) } : l));
  }
  const empty = lines.findIndex((l) => !l.item);
  if (empty >= 0) return lines.map((l, i) => (i === empty ? { ...l, item, quantity: '1' } : l));
  return [...lines, { ...newTransferLine(), item, quantity: '1' }];
}

export const notInSource = (name: string, warehouse: string) => `${name} has no stock in ${warehouse}`;
