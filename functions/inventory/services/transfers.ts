/**
 * Transfers between warehouses (WAREHOUSE.md "Transfers"; access patterns: ../README.md "Transfers"). A transfer is
 * requested, shipped (its units leave the source's lots oldest first at their cost and are in transit towards the
 * destination), received in parts (new lots in the destination carrying the source lots' cost and received date),
 * and closed (what is still in transit is lost, at its cost) or cancelled before it ships. Every step is one
 * transaction: the stock change of both warehouses (services/stock.changeStock), the transfer conditioned on the
 * version read, its pointers and its audit entry. No money moves: stock value only changes warehouse, and is held on
 * the transfer while in transit.
 */
import { fromCents } from '../../../shared/domain/money.ts';
import { changesBetween, created, type Snapshot } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import * as M from '../../../shared/inventory/messages.ts';
import {
  inTransitLots,
  inTransitOf,
  receiptLots,
  shippedOf,
  shippedStatus,
  transferNumber,
  valueOfLots,
  type ShippedLot,
} from '../../../shared/inventory/transfer-rules.ts';
import type {
  AddTransferInput,
  EndTransferInput,
  ReceiveTransferInput,
  ShipTransferInput,
  TransferChanged,
  TransferDetail,
  TransferListQuery,
  TransferSummary,
  UpdateTransferInput,
} from '../../../shared/inventory/transfers.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { isConditionFailed, mapConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { acrossTheCompany, warehouseInScope } from '../../lib/scope.ts';
import { orderItemRefs } from '../data/catalogue.ts';
import { monthAt, pairValueChanges, transitValueOps } from '../data/insights.ts';
import type { ItemStockPlan } from '../data/stock.ts';
import { allocateTransferId, getTransfer, listTransfers, putTransferOps } from '../data/transfers.ts';
import { getWarehouse, warehouseOrderRef } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import { warehouseStockFromItem, type ItemRecord, type TransferLineRecord, type TransferRecord, type WarehouseRecord } from '../records.ts';
import { orderIdOfPath, orderItemsById, refuseArchivedItems } from './order-common.ts';
import { changeStock, type StockChange } from './stock.ts';

const MAX_ATTEMPTS = 8;

// ───────────────────────────── what the API shows ─────────────────────────────

const sum = (lines: readonly TransferLineRecord[], of: (l: TransferLineRecord) => number) => lines.reduce((n, l) => n + of(l), 0);

/** A transfer as the list shows it. */
export function transferSummary(t: TransferRecord): TransferSummary {
  return {
    id: String(t.transferId),
    transfer_number: transferNumber(t.transferId),
    status: t.status,
    from_warehouse_id: t.fromWarehouseId,
    from_warehouse_name: t.fromWarehouseName,
    to_warehouse_id: t.toWarehouseId,
    to_warehouse_name: t.toWarehouseName,
    line_count: t.lines.length,
    quantity: sum(t.lines, (l) => l.quantity),
    shipped: sum(t.lines, shippedOf),
    received: sum(t.lines, (l) => l.received),
    in_transit: sum(t.lines, inTransitOf),
    note: t.note,
    created_at: t.createdAt,
    shipped_at: t.shippedAt ?? null,
    ended_at: t.endedAt ?? null,
    version: t.version,
  };
}

/**
 * What a transfer's audit entries compare: its fields as the API names them, the lines as one text; the figures only
 * once they mean something (shipped, received, lost), so an entry lists what the step changed.
 */
function transferSnapshot(t: TransferRecord): Snapshot {
  const s = transferSummary(t);
  const lost = sum(t.lines, (l) => l.lost);
  return {
    status: s.status,
    from_warehouse: s.from_warehouse_name,
    to_warehouse: s.to_warehouse_name,
    items: t.lines.map((l) => `${l.itemName} (${l.sku}) × ${l.quantity}`).join('; '),
    note: s.note || undefined,
    ...(s.shipped ? { shipped: s.shipped, shipped_value: fromCents(sum(t.lines, (l) => valueOfLots(l.shippedLots))) } : {}),
    ...(s.received ? { received: s.received } : {}),
    ...(s.shipped ? { in_transit: s.in_transit } : {}),
    ...(lost ? { lost, lost_value: fromCents(sum(t.lines, (l) => l.lostCents)) } : {}),
    reason: t.reason,
  };
}

const transferEntry = (audit: AuditContext, before: TransferRecord | null, after: TransferRecord, now: Date): TransactOp =>
  auditOp(
    audit,
    {
      kind: 'transfer',
      recordId: String(after.transferId),
      recordLabel: transferNumber(after.transferId),
      changes: before ? changesBetween(transferSnapshot(before), transferSnapshot(after)) : created(transferSnapshot(after)),
    },
    now,
  );

const changed = (message: string, t: TransferRecord): TransferChanged => ({ message, ...transferSummary(t) });

/** The list: one page, newest first (a status, a warehouse at either end). */
export async function transferList(companyId: string, query: TransferListQuery) {
  const { items, nextCursor } = await listTransfers(
    companyId,
    { status: query.status, warehouseId: query.warehouseId },
    { limit: query.limit, cursor: query.cursor },
  );
  return { rows: items.map(transferSummary), nextCursor };
}

/** One transfer with its lines: shipped, received, lost and in transit with their cost, and the source's stock now. */
export async function transferDetail(companyId: string, idText: string): Promise<TransferDetail> {
  const t = await readTransfer(companyId, transferIdOf(idText));
  // the source's stock rows (one BatchGetItem), also when only the destination is in the account's scope
  const stocks = await acrossTheCompany(() =>
    batchGetItems(t.lines.map((l) => imsKeys.warehouseStock(companyId, l.itemId, t.fromWarehouseId))),
  );
  const onHand = new Map(stocks.map(warehouseStockFromItem).map((s) => [s.itemId, s.quantity] as const));
  return {
    ...transferSummary(t),
    reason: t.reason ?? null,
    lines: t.lines.map((l) => ({
      item_id: l.itemId,
      item_name: l.itemName,
      sku: l.sku,
      barcode: l.barcode,
      quantity: l.quantity,
      shipped: shippedOf(l),
      received: l.received,
      lost: l.lost,
      in_transit: inTransitOf(l),
      shipped_value: fromCents(valueOfLots(l.shippedLots)),
      source_stock: onHand.get(l.itemId) ?? 0,
      in_transit_value: fromCents(valueOfLots(inTransitLots(l))),
      lost_value: fromCents(l.lostCents),
    })),
  };
}

// ───────────────────────────── reading, checking ─────────────────────────────

/** The number a transfer id names ("4" is TO-00004); anything else is a 404 without a read. */
const transferIdOf = (id: string) => orderIdOfPath(id, M.transferNotFound);

/** The transfer (consistent); 404 when unknown, another company's or outside the account's scope at both ends. */
async function readTransfer(companyId: string, transferId: number): Promise<TransferRecord> {
  const t = await getTransfer(companyId, transferId);
  if (!t) throw notFound(M.transferNotFound);
  return t;
}

/**
 * The two warehouses of a new or edited transfer: different (400), at least one inside the account's scope (it sends
 * or it asks), both the company's (404; the other end is read across the company).
 */
async function transferEnds(companyId: string, fromId: string, toId: string): Promise<[WarehouseRecord, WarehouseRecord]> {
  if (fromId === toId) throw badRequest(M.transferSameWarehouse);
  if (!warehouseInScope(fromId) && !warehouseInScope(toId)) throw notFound(M.warehouseNotFound);
  const [from, to] = await acrossTheCompany(() => Promise.all([getWarehouse(companyId, fromId), getWarehouse(companyId, toId)]));
  if (!from || !to) throw notFound(M.warehouseNotFound);
  return [from, to];
}

/** A line as asked, before anything shipped. */
const newLine = (item: ItemRecord, quantity: number): TransferLineRecord => ({
  itemId: item.itemId,
  itemName: item.name,
  sku: item.sku,
  barcode: item.barcode,
  quantity,
  shippedLots: [],
  received: 0,
  lost: 0,
  lostCents: 0,
});

/** What a new or edited transfer's references refuse: a warehouse deleted (404) or an item archived or deleted meanwhile (409). */
const referenceConflicts = () => ({
  warehouse: notFound(M.warehouseNotFound),
  orderItem: conflict(M.itemArchivedOrGone),
});

// ───────────────────────────── request, edit, cancel ─────────────────────────────

/**
 * Request a transfer (status Requested): the warehouses and every item found first (a refused transfer takes no
 * number), then one transaction: the transfer, its pointers, both warehouses' and each item's order count (their
 * delete guards) and the entry.
 */
export async function addTransfer(audit: AuditContext, input: AddTransferInput, now = new Date()): Promise<TransferChanged> {
  const { companyId } = audit;
  const [from, to] = await transferEnds(companyId, input.fromWarehouseId, input.toWarehouseId);
  const items = await orderItemsById(
    companyId,
    input.items.map((l) => l.item_id),
  );
  refuseArchivedItems(items);
  const transferId = await allocateTransferId(companyId);
  const t: TransferRecord = {
    companyId,
    transferId,
    fromWarehouseId: from.warehouseId,
    fromWarehouseName: from.name,
    toWarehouseId: to.warehouseId,
    toWarehouseName: to.name,
    status: 'Requested',
    lines: input.items.map((l) => newLine(items.get(l.item_id)!, l.quantity)),
    note: input.note,
    createdAt: now.toISOString(),
    version: 1,
  };
  try {
    await acrossTheCompany(() =>
      transact([
        ...putTransferOps(t, null),
        warehouseOrderRef(companyId, from.warehouseId),
        warehouseOrderRef(companyId, to.warehouseId),
        ...orderItemRefs(
          companyId,
          t.lines.map((l) => l.itemId),
        ),
        transferEntry(audit, null, t, now),
      ]),
    );
  } catch (err) {
    throw mapConditionFailed(err, referenceConflicts());
  }
  return changed(M.transferAdded, t);
}

/** A step allowed only while the transfer has one of `statuses` (409 `This transfer is <status>`). */
function requireStatus(t: TransferRecord, ...statuses: TransferRecord['status'][]): void {
  if (!statuses.includes(t.status)) throw conflict(M.transferIs(t.status));
}

/**
 * Edit a requested transfer: any of its warehouses, lines (the whole new list) and note, on the version the client
 * read (409 stale, also when two edits race); nothing changed is 400. A line whose item stays keeps its copies.
 */
export async function updateTransfer(audit: AuditContext, input: UpdateTransferInput, now = new Date()): Promise<TransferChanged> {
  const { companyId } = audit;
  const t = await readTransfer(companyId, transferIdOf(input.transferId));
  requireStatus(t, 'Requested');
  if (t.version !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
  const [from, to] = await transferEnds(companyId, input.fromWarehouseId ?? t.fromWarehouseId, input.toWarehouseId ?? t.toWarehouseId);
  const wanted = input.items ?? t.lines.map((l) => ({ item_id: l.itemId, quantity: l.quantity }));
  const added = wanted.map((w) => w.item_id).filter((id) => !t.lines.some((l) => l.itemId === id));
  const items = added.length ? await orderItemsById(companyId, added) : new Map<string, ItemRecord>();
  refuseArchivedItems(items);
  const next: TransferRecord = {
    ...t,
    fromWarehouseId: from.warehouseId,
    fromWarehouseName: from.name,
    toWarehouseId: to.warehouseId,
    toWarehouseName: to.name,
    lines: wanted.map((w) => {
      const kept = t.lines.find((l) => l.itemId === w.item_id);
      return kept ? { ...kept, quantity: w.quantity } : newLine(items.get(w.item_id)!, w.quantity);
    }),
    note: input.note ?? t.note,
    version: t.version + 1,
  };
  const changes = changesBetween(transferSnapshot(t), transferSnapshot(next));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  const before = [t.fromWarehouseId, t.toWarehouseId];
  const after = [next.fromWarehouseId, next.toWarehouseId];
  try {
    await acrossTheCompany(() =>
      transact([
        ...putTransferOps(next, input.version, t),
        ...after.filter((w) => !before.includes(w)).map((w) => warehouseOrderRef(companyId, w)),
        ...before.filter((w) => !after.includes(w)).map((w) => uncountWarehouse(companyId, w)),
        ...orderItemRefs(companyId, added),
        transferEntry(audit, t, next, now),
      ]),
    );
  } catch (err) {
    throw mapConditionFailed(err, { ...referenceConflicts(), transfer: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
  return changed(M.transferUpdated, next);
}

/** The warehouse an edit moved a transfer away from counts one order fewer (its delete guard). */
const uncountWarehouse = (companyId: string, warehouseId: string): TransactOp => ({
  label: 'previous',
  Update: {
    Key: imsKeys.warehouse(companyId, warehouseId),
    UpdateExpression: 'ADD orderCount :less',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':less': -1 },
  },
});

/** Cancel a transfer that has not shipped: it keeps its number, marked Cancelled with the reason. */
export async function cancelTransfer(audit: AuditContext, input: EndTransferInput, now = new Date()): Promise<TransferChanged> {
  const next = await correctTransfer(audit, transferIdOf(input.transferId), now, async (t) => {
    requireStatus(t, 'Requested');
    const next: TransferRecord = { ...t, status: 'Cancelled', reason: input.reason, endedAt: now.toISOString(), version: t.version + 1 };
    await transact([...putTransferOps(next, t.version), transferEntry(audit, t, next, now)]);
    return next;
  });
  return changed(M.transferCancelled, next);
}

/**
 * Reads the transfer and applies `step` to it; a step whose transfer changed meanwhile (label `transfer`: a receipt or a
 * close raced it) reads and checks again.
 */
async function correctTransfer(
  audit: AuditContext,
  transferId: number,
  now: Date,
  step: (t: TransferRecord) => Promise<TransferRecord>,
): Promise<TransferRecord> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const t = await readTransfer(audit.companyId, transferId);
    try {
      return await step(t);
    } catch (err) {
      if (isConditionFailed(err, 'transfer')) continue;
      throw err;
    }
  }
  throw conflict(M.transferBusy);
}

// ───────────────────────────── ship, receive, close ─────────────────────────────

/** The stock change of a step with the transfer's own writes (planned from the lots the change took) in its transaction. */
function stepWithStock(
  audit: AuditContext,
  t: TransferRecord,
  changes: StockChange[],
  now: Date,
  next: (plans: readonly ItemStockPlan[]) => TransferRecord,
  transitValue: (plans: readonly ItemStockPlan[]) => number,
): Promise<TransferRecord> {
  let written: TransferRecord | null = null;
  // both warehouses' stock moves, also when the account sees only the end it acts at (checked before)
  return acrossTheCompany(async () => {
    await changeStock(audit.companyId, changes, now, {
      retryLabels: [],
      plan: async (plans) => {
        written = next(plans);
        return [
          ...putTransferOps(written, t.version),
          transferEntry(audit, t, written, now),
          // insights: what is in transit counts in the destination's stock value, so a transfer leaves the company's unchanged
          ...transitValueOps(audit.companyId, t.toWarehouseId, transitValue(plans), monthAt(now)),
        ];
      },
    });
    return written!;
  });
}

/**
 * Ship: on the version the client read (409 stale), every line leaves the source at once, from its lots oldest first at
 * their cost (409 `Not enough stock in <warehouse> for <item>`, also under concurrency: the change is conditioned on
 * the stock rows it read), and is in transit towards the destination (its stock row's and warehouse's in transit).
 * The source must be in the account's scope.
 */
export async function shipTransfer(audit: AuditContext, input: ShipTransferInput, now = new Date()): Promise<TransferChanged> {
  const t = await readTransfer(audit.companyId, transferIdOf(input.transferId));
  if (!warehouseInScope(t.fromWarehouseId)) throw notFound(M.transferNotFound);
  requireStatus(t, 'Requested');
  if (t.version !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
  const number = transferNumber(t.transferId);
  const changes: StockChange[] = t.lines.flatMap((l) => [
    {
      itemId: l.itemId,
      warehouseId: t.fromWarehouseId,
      quantity: -l.quantity,
      type: 'transfer_out',
      reference: `Transfer ${number} to ${t.toWarehouseName}`,
      shortage: conflict(M.notEnoughStockIn(t.fromWarehouseName, l.itemName)),
    },
    {
      itemId: l.itemId,
      warehouseId: t.toWarehouseId,
      quantity: 0,
      type: 'transfer_in',
      reference: `Transfer ${number}`,
      inTransit: l.quantity,
    },
  ]);
  try {
    const next = await stepWithStock(
      audit,
      t,
      changes,
      now,
      (plans) => ({
        ...t,
        status: 'In transit',
        lines: t.lines.map((l) => ({ ...l, shippedLots: lotsTaken(plans, l.itemId, t.fromWarehouseId) })),
        shippedAt: now.toISOString(),
        version: t.version + 1,
      }),
      (plans) => valueLeaving(plans, t.fromWarehouseId),
    );
    return changed(M.transferShipped, next);
  } catch (err) {
    throw mapConditionFailed(err, { transfer: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
}

/** The value a stock change moved in a warehouse at its lots' cost: what leaves it (a ship) and what enters it (a receipt). */
const valueMoved = (plans: readonly ItemStockPlan[], warehouseId: string) =>
  pairValueChanges(plans)
    .filter((c) => c.warehouseId === warehouseId)
    .reduce((n, c) => n + c.valueCents, 0);
const valueLeaving = (plans: readonly ItemStockPlan[], warehouseId: string) => -valueMoved(plans, warehouseId);
const valueEntering = valueMoved;

/** The lots a stock change took an item's units from in a warehouse, oldest first: what a ship sends on its way. */
function lotsTaken(plans: readonly ItemStockPlan[], itemId: string, warehouseId: string): ShippedLot[] {
  const plan = plans.find((p) => p.item.itemId === itemId);
  return (plan?.takenLots ?? [])
    .filter((t) => t.lot.warehouseId === warehouseId && t.lot.remaining > t.remainingAfter)
    .map((t) => ({
      lot: t.lot.seq,
      quantity: t.lot.remaining - t.remainingAfter,
      unitCostCents: t.lot.unitCostCents,
      receivedAt: t.lot.receivedAt,
    }));
}

/**
 * Receive, in parts: each line's units enter the destination as new lots, one per source lot they came from (oldest
 * first), at that lot's unit cost and with its received date; in transit moves down by as much. More than is in
 * transit is 409. The destination must be in the account's scope. Status Partly received, then Received.
 */
export async function receiveTransfer(audit: AuditContext, input: ReceiveTransferInput, now = new Date()): Promise<TransferChanged> {
  const next = await correctTransfer(audit, transferIdOf(input.transferId), now, async (t) => {
    if (!warehouseInScope(t.toWarehouseId)) throw notFound(M.transferNotFound);
    requireStatus(t, 'In transit', 'Partly received');
    const reference = `Transfer ${transferNumber(t.transferId)} from ${t.fromWarehouseName}`;
    const changes: StockChange[] = [];
    for (const wanted of input.lines) {
      const line = t.lines.find((l) => l.itemId === wanted.item_id);
      if (!line) throw badRequest(M.itemNotOnTransfer);
      const parts = receiptLots(line, wanted.received);
      if (!parts) throw conflict(M.receiveMoreThanInTransit(line.itemName, inTransitOf(line)));
      for (const part of parts)
        changes.push({
          itemId: line.itemId,
          warehouseId: t.toWarehouseId,
          quantity: part.quantity,
          type: 'transfer_in',
          reference,
          unitCostCents: part.unitCostCents,
          receivedAt: part.receivedAt,
          inTransit: -part.quantity,
        });
    }
    return stepWithStock(
      audit,
      t,
      changes,
      now,
      () => {
        const lines = t.lines.map((l) => ({
          ...l,
          received: l.received + (input.lines.find((w) => w.item_id === l.itemId)?.received ?? 0),
        }));
        const status = shippedStatus({ shipped: sum(lines, shippedOf), received: sum(lines, (l) => l.received) });
        return { ...t, lines, status, endedAt: now.toISOString(), version: t.version + 1 };
      },
      (plans) => -valueEntering(plans, t.toWarehouseId),
    );
  });
  return changed(M.transferReceived, next);
}

/**
 * Close a transfer with units still in transit: they will not come. Each line's rest is posted as lost (`Lost in
 * transit`) at the cost of the source lots it came from; it already left the source's on hand at ship, so no lot or
 * movement changes, only the destination's in transit, the transfer and its entry (with the reason and the loss's value).
 */
export async function closeTransfer(audit: AuditContext, input: EndTransferInput, now = new Date()): Promise<TransferChanged> {
  const next = await correctTransfer(audit, transferIdOf(input.transferId), now, async (t) => {
    requireStatus(t, 'In transit', 'Partly received');
    const lost = t.lines.map((l) => inTransitLots(l));
    if (lost.every((parts) => parts.length === 0)) throw conflict(M.transferNothingInTransit);
    const changes: StockChange[] = t.lines.flatMap((l, i) => {
      const units = lost[i].reduce((n, p) => n + p.quantity, 0);
      return units
        ? [
            {
              itemId: l.itemId,
              warehouseId: t.toWarehouseId,
              quantity: 0,
              type: 'transfer_in' as const,
              reference: M.lostInTransit,
              inTransit: -units,
            },
          ]
        : [];
    });
    return stepWithStock(
      audit,
      t,
      changes,
      now,
      () => ({
        ...t,
        lines: t.lines.map((l, i) => ({
          ...l,
          lost: l.lost + lost[i].reduce((n, p) => n + p.quantity, 0),
          lostCents: l.lostCents + valueOfLots(lost[i]),
        })),
        status: 'Closed',
        reason: input.reason,
        endedAt: now.toISOString(),
        version: t.version + 1,
      }),
      () => -lost.reduce((n, parts) => n + valueOfLots(parts), 0),
    );
  });
  return changed(M.transferClosed, next);
}
