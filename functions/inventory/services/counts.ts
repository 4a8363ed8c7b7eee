/**
 * Stock counts (WAREHOUSE.md "Stock counts"; the rules: shared/inventory/count-rules.ts). A count covers the stocked
 * items of a warehouse (all, a category's, or chosen ones) with the quantity each had when it started; counters record
 * lines from several phones at once (a line's last count wins, with the warehouse stock at that moment); completion
 * posts one adjustment per counted line through the stock engine, in steps of one transaction each that mark their
 * lines posted, so a retry (or a second request) continues and never posts a line twice.
 */
import { CORRECTION_MESSAGES, type AuditChange } from '../../../shared/audit/types.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import {
  countAdjustment,
  countNumber,
  lineFigures,
  parseCountId,
  shortfallTakes,
  surplusUnitCost,
  takenValueCents,
} from '../../../shared/inventory/count-rules.ts';
import {
  MAX_COUNT_LINES,
  type AddCountInput,
  type CancelCountInput,
  type CompleteCountInput,
  type CountAdded,
  type CountDetail,
  type CountEnded,
  type CountLine,
  type CountListQuery,
  type CountRecorded,
  type CountSheetQuery,
  type CountSummary,
  type RecordCountInput,
} from '../../../shared/inventory/counts.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../lib/errors.ts';
import { getItemRecord } from '../data/catalogue.ts';
import {
  allocateStockCountSeq,
  createStockCount,
  endStockCount,
  getStockCount,
  getStockCountLines,
  listAllStockCountLines,
  listStockCountLines,
  listStockCounts,
  newestLot,
  postLineOps,
  recordHeaderOp,
  recordLineOp,
  startCompletion,
  stockAtRecordCheck,
} from '../data/counts.ts';
import { getWarehouseStock, listOpenLots, listStockedItems, type ItemStockPlan } from '../data/stock.ts';
import { getWarehouse } from '../data/warehouses.ts';
import * as imsKeys from '../keys.ts';
import {
  isUlid,
  itemFromItem,
  warehouseStockFromItem,
  type ItemRecord,
  type StockCountLineRecord,
  type StockCountRecord,
  type WarehouseStockRecord,
} from '../records.ts';
import { findCategory } from './catalogue.ts';
import { changeStock, stockAuditWrites, type StockChange } from './stock.ts';

const MAX_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** Math.min(attempt, 4)));

/** The count's number from its id ("7", "CNT-00007"); anything else is a 404 without a read. */
function countSeqOf(id: string): number {
  const seq = parseCountId(id);
  if (seq === null) throw notFound(M.countNotFound);
  return seq;
}

async function mustGetCount(companyId: string, seq: number): Promise<StockCountRecord> {
  const count = await getStockCount(companyId, seq, { consistent: true });
  if (!count) throw notFound(M.countNotFound);
  return count;
}

/** Recording and cancelling need an Open count whose completion has not started. */
function assertOpen(count: StockCountRecord): void {
  if (count.status !== 'Open') throw conflict(M.countIs(count.status));
  if (count.completing) throw conflict(M.countCompleting);
}

export const countLabel = (c: Pick<StockCountRecord, 'countSeq' | 'warehouseName'>) => `${countNumber(c.countSeq)} · ${c.warehouseName}`;

export function countSummaryOf(c: StockCountRecord): CountSummary {
  return {
    id: String(c.countSeq),
    count_number: countNumber(c.countSeq),
    status: c.status,
    warehouse_id: c.warehouseId,
    warehouse_name: c.warehouseName,
    scope_label: c.scopeLabel,
    blind: c.blind,
    line_count: c.lineCount,
    counted_lines: c.countedLines,
    variance_value: c.status === 'Completed' ? fromCents(c.varianceCents ?? 0) : null,
    created_at: c.createdAt,
    completed_at: c.completedAt ?? null,
    version: c.version,
  };
}

// ───────────────────────────── add ─────────────────────────────

/** The items a count covers: chosen ones (any item of the catalogue), or the warehouse's stocked items (of a category). */
async function itemsToCount(companyId: string, warehouseId: string, input: AddCountInput): Promise<{ items: ItemRecord[]; label: string }> {
  if (input.itemIds) {
    if (!input.itemIds.every(isUlid)) throw notFound(M.productNotFound);
    const found = (await batchGetItems(input.itemIds.map((id) => imsKeys.item(companyId, id)))).map(itemFromItem);
    if (found.length !== input.itemIds.length) throw notFound(M.productNotFound);
    return { items: input.itemIds.map((id) => found.find((i) => i.itemId === id)!), label: 'Chosen items' };
  }
  const category = input.categoryId ? await findCategory(companyId, input.categoryId) : null;
  if (input.categoryId && !category) throw notFound(M.categoryNotFound);
  // the warehouse's stocked items (quantity > 0): a whole warehouse beyond the limit is refused before reading more
  const stocked: WarehouseStockRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: WarehouseStockRecord[]; nextCursor: string | null } = await listStockedItems(companyId, warehouseId, {
      limit: 200,
      cursor,
    });
    stocked.push(...page.items);
    cursor = page.nextCursor;
    if (!category && stocked.length > MAX_COUNT_LINES) throw unprocessable(M.countTooManyLines(MAX_COUNT_LINES));
  } while (cursor);
  const records = (await batchGetItems(stocked.map((s) => imsKeys.item(companyId, s.itemId)))).map(itemFromItem);
  // archived items left the pickers: a count covers what can still be worked with
  const items = records.filter((i) => !i.archived && (!category || i.categoryId === category.id));
  return { items, label: category ? category.name : 'All items' };
}

/** POST counts/add: CNT-00001; the expected quantity of each item is its warehouse stock now. */
export async function addCount(audit: AuditContext, input: AddCountInput, now = new Date()): Promise<CountAdded> {
  const { companyId } = audit;
  const warehouse = await getWarehouse(companyId, input.warehouseId);
  if (!warehouse) throw notFound(M.warehouseNotFound);
  const { items, label } = await itemsToCount(companyId, warehouse.warehouseId, input);
  if (items.length === 0) throw unprocessable(M.countNothingToCount);
  if (items.length > MAX_COUNT_LINES) throw unprocessable(M.countTooManyLines(MAX_COUNT_LINES));
  const stocks = new Map(
    (
      await batchGetItems(
        items.map((i) => imsKeys.warehouseStock(companyId, i.itemId, warehouse.warehouseId)),
        { consistent: true },
      )
    ).map((row) => {
      const s = warehouseStockFromItem(row);
      return [s.itemId, s.quantity];
    }),
  );
  const countSeq = await allocateStockCountSeq(companyId);
  const at = now.toISOString();
  const count: StockCountRecord = {
    companyId,
    countSeq,
    warehouseId: warehouse.warehouseId,
    warehouseName: warehouse.name,
    scopeLabel: label,
    ...(input.categoryId ? { categoryId: input.categoryId } : {}),
    blind: input.blind,
    status: 'Open',
    lineCount: items.length,
    countedLines: 0,
    createdAt: at,
    createdBy: audit.actor.name,
    version: 1,
  };
  const lines: StockCountLineRecord[] = items.map((i) => ({
    companyId,
    countSeq,
    itemId: i.itemId,
    itemName: i.name,
    sku: i.sku,
    barcode: i.barcode,
    expected: stocks.get(i.itemId) ?? 0,
  }));
  const entry = auditOp(
    audit,
    {
      kind: 'stock_count',
      recordId: String(countSeq),
      recordLabel: countLabel(count),
      changes: [
        { field: 'warehouse_name', before: null, after: warehouse.name },
        { field: 'scope_label', before: null, after: label },
        { field: 'blind', before: null, after: input.blind },
        { field: 'line_count', before: null, after: items.length },
        { field: 'status', before: null, after: 'Open' },
      ],
    },
    now,
  );
  try {
    await createStockCount(count, lines, entry);
  } catch (err) {
    if (isConditionFailed(err, 'warehouse')) throw notFound(M.warehouseNotFound);
    throw err;
  }
  return { message: M.countAdded, id: String(countSeq), count_number: countNumber(countSeq), line_count: items.length };
}

// ───────────────────────────── record ─────────────────────────────

/** A counted line as a record call or a CSV row names it: the item, the count and how the refusal names it. */
export interface CountedLine {
  itemId: string;
  counted: number;
  /** How a 400 names this line when its item is not in the count (the item id, or the CSV row). */
  name: string;
}

/**
 * Records lines into an open count in one transaction: each line's count with the warehouse stock at that moment
 * (checked in the transaction, so the variance's reference is exact), the header's counted lines, the audit entry. A
 * line changed meanwhile (another phone) or a stock row that moved is read again; the last write of a line wins.
 */
export async function recordCountedLines(
  audit: AuditContext,
  countSeq: number,
  lines: readonly CountedLine[],
  now = new Date(),
): Promise<CountRecorded> {
  const { companyId } = audit;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(attempt);
    const count = await mustGetCount(companyId, countSeq);
    assertOpen(count);
    const read = new Map(
      (
        await getStockCountLines(
          companyId,
          countSeq,
          lines.map((l) => l.itemId),
        )
      ).map((l) => [l.itemId, l]),
    );
    const missing = lines.find((l) => !read.has(l.itemId));
    if (missing) throw badRequest(M.itemNotInCount(missing.name));
    const stockRows = new Map(
      (
        await batchGetItems(
          lines.map((l) => imsKeys.warehouseStock(companyId, l.itemId, count.warehouseId)),
          { consistent: true },
        )
      ).map((row) => {
        const s = warehouseStockFromItem(row);
        return [s.itemId, s.quantity];
      }),
    );
    const at = new Date(Math.max(now.getTime(), Date.now())).toISOString();
    const newly = lines.filter((l) => read.get(l.itemId)!.counted === undefined).length;
    const changes: AuditChange[] = lines.map((l) => ({
      field: `counted ${read.get(l.itemId)!.sku}`,
      before: read.get(l.itemId)!.counted ?? null,
      after: l.counted,
    }));
    const ops: TransactOp[] = [
      recordHeaderOp(companyId, countSeq, newly, at),
      ...lines.flatMap((l) => {
        const stock = stockRows.get(l.itemId);
        return [
          recordLineOp(read.get(l.itemId)!, l.counted, stock ?? 0, audit.actor.name, at),
          stockAtRecordCheck(companyId, l.itemId, count.warehouseId, stock ?? 0, stock !== undefined),
        ];
      }),
      auditOp(audit, { kind: 'stock_count', recordId: String(countSeq), recordLabel: countLabel(count), changes }, now),
    ];
    try {
      await transact(ops);
      return { message: M.countRecorded, counted_lines: count.countedLines + newly, line_count: count.lineCount };
    } catch (err) {
      // the count ended or started completing (the next read answers 409), a line or a stock row moved: read again
      if (isConditionFailed(err) && err.labels.every((l) => ['count', 'line', 'stock'].includes(l))) continue;
      throw err;
    }
  }
  throw conflict(M.countBusy);
}

/** POST counts/record. */
export async function recordCount(audit: AuditContext, input: RecordCountInput, now = new Date()): Promise<CountRecorded> {
  const countSeq = countSeqOf(input.countId);
  return recordCountedLines(
    audit,
    countSeq,
    input.lines.map((l) => ({ itemId: l.item_id, counted: l.counted, name: `Item ${l.item_id}` })),
    now,
  );
}

// ───────────────────────────── complete ─────────────────────────────

/** DynamoDB's 100 items, less the step's count header, its entry and its warehouse's figures. */
const STEP_BUDGET = 100 - 3;
/** Lines planned (read) at once for a step. */
const PLAN_CHUNK = 12;

interface PlannedLine {
  line: StockCountLineRecord;
  adjusted: number;
  /** Cost of a surplus's new lot. */
  surplusCents?: number;
  /** Transaction items the line needs. */
  cost: number;
}

/** What a pending line posts now: its variance, a shortfall capped at what the warehouse holds (count-rules). */
async function planLine(companyId: string, count: StockCountRecord, line: StockCountLineRecord): Promise<PlannedLine> {
  const variance = lineFigures(line).variance ?? 0;
  const stock = await getWarehouseStock(companyId, line.itemId, count.warehouseId);
  const adjusted = countAdjustment(variance, stock?.quantity ?? 0);
  // the line's posted mark, then the stock change's item, movement, stock row and the item's own entry, then its lots
  if (adjusted > 0) {
    const [lot, item] = await Promise.all([newestLot(companyId, line.itemId, count.warehouseId), getItemRecord(companyId, line.itemId)]);
    // an item deleted since it was chosen (it never moved, so nothing to take back): nothing to post for it
    if (!item) return { line, adjusted: 0, cost: 1 };
    return { line, adjusted, surplusCents: surplusUnitCost(lot, item.purchaseCents), cost: 6 };
  }
  if (adjusted < 0) {
    const lots = await listOpenLots(companyId, line.itemId, count.warehouseId);
    const takes = shortfallTakes(lots, -adjusted);
    return { line, adjusted, cost: 5 + (takes?.length ?? lots.length) };
  }
  return { line, adjusted: 0, cost: 1 };
}

/** The signed value of an item's part of a stock change: new lots at their cost, taken lots at theirs. */
function planValueCents(plan: ItemStockPlan): number {
  const added = plan.newLots.reduce((sum, l) => sum + l.quantity * l.unitCostCents, 0);
  const taken = takenValueCents(
    plan.takenLots.map((t) => ({ quantity: t.lot.remaining - t.remainingAfter, unitCostCents: t.lot.unitCostCents })),
  );
  return added + taken;
}

/** One step: the lines' adjustments through the stock engine with their posted marks, the header's variance, the entries. */
async function applyStep(
  audit: AuditContext,
  count: StockCountRecord,
  step: readonly PlannedLine[],
  now: Date,
  entryAt: Date,
): Promise<void> {
  const { companyId } = audit;
  const reference = `Count ${countNumber(count.countSeq)}`;
  const still = step.filter((p) => p.adjusted === 0).map((p) => ({ itemId: p.line.itemId, adjusted: 0, valueCents: 0 }));
  const entry = (posted: ReadonlyArray<{ itemId: string; adjusted: number; valueCents: number }>) =>
    auditOp(
      audit,
      {
        kind: 'stock_count',
        recordId: String(count.countSeq),
        recordLabel: countLabel(count),
        changes: posted.map((p) => ({
          field: `adjusted ${step.find((s) => s.line.itemId === p.itemId)!.line.sku}`,
          before: null,
          after: p.adjusted,
        })),
      },
      entryAt,
    );
  const changes: StockChange[] = step
    .filter((p) => p.adjusted !== 0)
    .map((p) => ({
      itemId: p.line.itemId,
      warehouseId: count.warehouseId,
      quantity: p.adjusted,
      type: 'adjustment',
      reference,
      ...(p.adjusted > 0 ? { unitCostCents: p.surplusCents } : {}),
    }));
  if (changes.length === 0) {
    await transact([...postLineOps(count, still), entry(still)]);
    return;
  }
  const itemEntries = stockAuditWrites(audit, now);
  await changeStock(companyId, changes, now, {
    retryLabels: [],
    plan: async (plans) => {
      const valued = plans.map((plan) => ({
        itemId: plan.item.itemId,
        adjusted: plan.movements.reduce((sum, m) => sum + m.quantityChange, 0),
        valueCents: planValueCents(plan),
      }));
      const posted = [...valued, ...still];
      return [...postLineOps(count, posted), entry(posted), ...(await itemEntries.plan(plans))];
    },
  });
}

/** Posts every counted line not posted yet, step by step; another request's step or a sale meanwhile re-plans. */
async function postAdjustments(audit: AuditContext, count: StockCountRecord, now: Date, tick: () => Date): Promise<void> {
  const { companyId } = audit;
  const readPending = async () =>
    (await listAllStockCountLines(companyId, count.countSeq)).filter((l) => l.counted !== undefined && !l.posted);
  let pending = await readPending();
  let replans = 0;
  while (pending.length) {
    const planned = await Promise.all(pending.slice(0, PLAN_CHUNK).map((l) => planLine(companyId, count, l)));
    const step: PlannedLine[] = [];
    let used = 0;
    for (const p of planned) {
      if (used + p.cost > STEP_BUDGET) break;
      step.push(p);
      used += p.cost;
    }
    if (step.length === 0) throw unprocessable(M.tooManyLots);
    try {
      await applyStep(audit, count, step, now, tick());
      const done = new Set(step.map((p) => p.line.itemId));
      pending = pending.filter((l) => !done.has(l.itemId));
    } catch (err) {
      const raced =
        isConditionFailed(err, 'posted') ||
        isConditionFailed(err, 'count') ||
        (err instanceof HttpError && err.statusCode === 422 && err.message === M.notEnoughStock);
      if (!raced || ++replans > MAX_ATTEMPTS * 4) throw raced ? conflict(M.countBusy) : err;
      await pause(replans);
      const again = await mustGetCount(companyId, count.countSeq);
      if (again.status !== 'Open' || !again.completing) return;
      pending = await readPending();
    }
  }
}

/**
 * POST counts/complete. The first request decides (version, reason) and marks the count completing; then every counted
 * line's adjustment is posted in steps and the count becomes Completed. A repeated request while completing continues
 * where the last one stopped; a completed count answers 409.
 */
export async function completeCount(audit: AuditContext, input: CompleteCountInput, now = new Date()): Promise<CountEnded> {
  const { companyId } = audit;
  const countSeq = countSeqOf(input.countId);
  let count = await mustGetCount(companyId, countSeq);
  if (count.status !== 'Open') throw conflict(M.countIs(count.status));
  // the request's entries in the order they were written (one per step): a record's history lists them newest first
  let clock = now.getTime() - 1;
  const tick = () => new Date((clock = Math.max(clock + 1, Date.now())));
  if (!count.completing) {
    if (count.version !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
    const entry = auditOp(
      audit,
      {
        kind: 'stock_count',
        recordId: String(countSeq),
        recordLabel: countLabel(count),
        changes: [{ field: 'reason', before: count.reason ?? null, after: input.reason }],
      },
      tick(),
    );
    try {
      await startCompletion(count, input.reason, input.version, entry, now.toISOString());
    } catch (err) {
      if (!isConditionFailed(err, 'count')) throw err;
      const again = await mustGetCount(companyId, countSeq);
      if (again.status !== 'Open') throw conflict(M.countIs(again.status));
      if (!again.completing) throw conflict(CORRECTION_MESSAGES.staleVersion);
    }
    count = await mustGetCount(companyId, countSeq);
  }
  await postAdjustments(audit, count, now, tick);
  const current = await mustGetCount(companyId, countSeq);
  if (current.status === 'Open' && current.completing) {
    const entry = auditOp(
      audit,
      {
        kind: 'stock_count',
        recordId: String(countSeq),
        recordLabel: countLabel(current),
        changes: [
          { field: 'status', before: 'Open', after: 'Completed' },
          { field: 'variance_value', before: null, after: fromCents(current.varianceCents ?? 0) },
        ],
      },
      tick(),
    );
    try {
      await endStockCount(current, { status: 'Completed', reason: current.reason ?? input.reason, at: now.toISOString() }, entry);
    } catch (err) {
      // another request finished it first: its answer is this one's
      if (!isConditionFailed(err, 'count')) throw err;
    }
  }
  const done = await mustGetCount(companyId, countSeq);
  if (done.status !== 'Completed') throw conflict(M.countIs(done.status));
  return { message: M.countCompleted, ...countSummaryOf(done) };
}

// ───────────────────────────── cancel ─────────────────────────────

/** POST counts/cancel: while Open and not completing; nothing was posted, so nothing moves back. */
export async function cancelCount(audit: AuditContext, input: CancelCountInput, now = new Date()): Promise<CountEnded> {
  const { companyId } = audit;
  const countSeq = countSeqOf(input.countId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const count = await mustGetCount(companyId, countSeq);
    assertOpen(count);
    const entry = auditOp(
      audit,
      {
        kind: 'stock_count',
        recordId: String(countSeq),
        recordLabel: countLabel(count),
        changes: [
          { field: 'status', before: 'Open', after: 'Cancelled' },
          { field: 'reason', before: null, after: input.reason },
        ],
      },
      now,
    );
    try {
      await endStockCount(count, { status: 'Cancelled', reason: input.reason, at: now.toISOString() }, entry);
      return { message: M.countCancelled, ...countSummaryOf(await mustGetCount(companyId, countSeq)) };
    } catch (err) {
      if (!isConditionFailed(err, 'count')) throw err;
    }
  }
  throw conflict(M.countBusy);
}

// ───────────────────────────── reads ─────────────────────────────

/** GET counts/all: newest first, one page. */
export async function countList(companyId: string, query: CountListQuery): Promise<{ rows: CountSummary[]; nextCursor: string | null }> {
  const { items, nextCursor } = await listStockCounts(companyId, query);
  return { rows: items.map(countSummaryOf), nextCursor };
}

/**
 * GET counts/{id}: the header and one page of its lines. Expected, what moved and the variance are hidden while a blind
 * count is open; an open count's uncounted lines show what moved so far from their stock rows now (one BatchGetItem of
 * the page's).
 */
export async function countSheet(
  companyId: string,
  id: string,
  query: CountSheetQuery,
): Promise<{ detail: CountDetail; nextCursor: string | null }> {
  const countSeq = countSeqOf(id);
  const count = await getStockCount(companyId, countSeq);
  if (!count) throw notFound(M.countNotFound);
  const page = await listStockCountLines(companyId, countSeq, query);
  const open = count.status === 'Open';
  const shown = !count.blind || count.status === 'Completed';
  const uncounted = open && shown ? page.items.filter((l) => l.counted === undefined) : [];
  const stockNow = new Map(
    (await batchGetItems(uncounted.map((l) => imsKeys.warehouseStock(companyId, l.itemId, count.warehouseId)))).map((row) => {
      const s = warehouseStockFromItem(row);
      return [s.itemId, s.quantity];
    }),
  );
  const lines = page.items.map((l): CountLine => {
    const counted = l.counted ?? null;
    const figures = lineFigures({ ...l, stockNow: stockNow.get(l.itemId) ?? 0 });
    return {
      item_id: l.itemId,
      item_name: l.itemName,
      sku: l.sku,
      barcode: l.barcode,
      expected: shown ? l.expected : null,
      // an uncounted line of an ended count has no moment to measure against
      moved_since: shown && (counted !== null || open) ? figures.movedSince : null,
      counted,
      variance: shown ? figures.variance : null,
      variance_value: l.valueCents === undefined ? null : fromCents(l.valueCents),
      counted_by: l.countedBy ?? null,
      counted_at: l.countedAt ?? null,
      adjusted: l.adjusted ?? null,
    };
  });
  return { detail: { ...countSummaryOf(count), lines, reason: count.reason ?? null }, nextCursor: page.nextCursor };
}
