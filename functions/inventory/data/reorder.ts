/**
 * Reorder rules, the projected quantity and the below-min index (AUTOMATION.md "Replenishment"; access patterns:
 * ../README.md "Replenishment").
 *
 * Everything lives on the pair's `WHSTOCK#<warehouse>` row in the item's partition (keys.warehouseStock): `quantity`
 * (on hand), `onOrder`, `committed`, the `rule`, and, only while projected < min, the below-min index keys (gsi2,
 * sort key `supplierId#warehouseId#itemId`) and `belowMinSince`. Each warehouse's `WH#` row counts its below-min
 * pairs (`belowMin`), moved in the same transaction: a stock change already writes that row, so crossing min adds no
 * item to its transaction. On order and committed always move with ADD; `projected` is kept on the row, and every
 * write is conditioned on it (its value read, or its side of min), so the index is always decided from the figures
 * the write replaces (projectionWrite).
 */
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { beginsWith, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { ConditionFailed, type TransactOp } from '../../lib/dynamo/transact.ts';
import { conflict } from '../../lib/errors.ts';
import { WHOLE_COMPANY, runInScope, warehouseInScope } from '../../lib/scope.ts';
import { isBelowMin, projectedQuantity, type ProjectionFigures, type ReorderRule } from '../../../shared/inventory/replenishment.ts';
import * as imsKeys from '../keys.ts';
import { warehouseScopeFilter } from '../scope.ts';
import { warehouseStockFromItem, type StoredReorderRule, type WarehouseStockRecord } from '../records.ts';

/** A change of a pair's figures (deltas). On hand moves only with a stock change (services/stock.changeStock). */
export interface ProjectionChange {
  itemId: string;
  warehouseId: string;
  onHand?: number;
  onOrder?: number;
  committed?: number;
}

/** A pair below min, as the Replenishment list and the digest read it. */
export interface BelowMinRow extends ReorderRule {
  onHand: number;
  onOrder: number;
  committed: number;
  projected: number;
  belowMinSince: string;
}

/** The label of the pair rows' writes: a failed one means a concurrent change of the pair, so read and plan again. */
export const PROJECTION_LABEL = 'projection';

/** A figure never below 0: orders placed before the projection existed were never counted, so their receipt takes nothing. */
const atLeastZero = (n: number) => Math.max(0, n);

/** A row's figures (absent: 0; no row: all 0). */
export const figuresOfRow = (row: WarehouseStockRecord | null): ProjectionFigures => ({
  onHand: row?.quantity ?? 0,
  onOrder: row?.onOrder ?? 0,
  committed: row?.committed ?? 0,
  ...(row?.inTransit ? { inTransit: row.inTransit } : {}),
});

/** Expression parts of a pair row's write, to join with the rest of its Update (placeholders all start with `pj`). */
export interface RowWrite {
  sets: string[];
  removes: string[];
  adds: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
  condition: string;
  /** The change of the warehouse's below-min count: −1, 0 or +1. */
  belowDelta: number;
  /** The row's figures after the write, as planned from the row read. */
  after: ProjectionFigures;
}

/**
 * The projection's part of a write of a pair's row, planned from the row as read and the change (deltas):
 *
 * - `onOrder` and `committed` always move with ADD (of the change, never below 0 as read), so concurrent changes of
 *   the pair never overwrite each other; `projected` (on hand + on order − committed) is kept on the row too;
 * - a change that does not cross min (as read) is only ADDs, conditioned on still not crossing it (`projected` on the
 *   same side of `min − change`, the rule's min as read): concurrent orders of one item never wait for each other;
 * - a change that crosses min, sets a rule (`newRule`), moves on hand (`kind: 'stock'`, the stock change's own write)
 *   or meets a row without `projected` SETs `projected` conditioned on the value read, and sets or removes the
 *   below-min index keys (gsi2, with `belowMinSince` at the crossing).
 *
 * `kind: 'order'` makes a missing row (on hand 0); `'stock'` leaves what a row names and on hand to the stock write.
 */
export function projectionWrite(o: {
  companyId: string;
  itemId: string;
  warehouseId: string;
  row: WarehouseStockRecord | null;
  change: { onHand?: number; onOrder?: number; committed?: number; inTransit?: number };
  newRule?: StoredReorderRule;
  now: Date;
  kind: 'stock' | 'order';
}): RowWrite {
  const { row } = o;
  const before = figuresOfRow(row);
  const after: ProjectionFigures = {
    onHand: before.onHand + (o.change.onHand ?? 0),
    onOrder: atLeastZero(before.onOrder + (o.change.onOrder ?? 0)),
    committed: atLeastZero(before.committed + (o.change.committed ?? 0)),
  };
  // in transit moves only with a stock change (a transfer's ship, receipt or close: kind 'stock', below)
  const inTransitAfter = atLeastZero((before.inTransit ?? 0) + (o.change.inTransit ?? 0));
  if (inTransitAfter || before.inTransit) after.inTransit = inTransitAfter;
  const dInTransit = inTransitAfter - (before.inTransit ?? 0);
  const dOnOrder = after.onOrder - before.onOrder;
  const dCommitted = after.committed - before.committed;
  const projectedAfter = projectedQuantity(after);
  const rule = o.newRule ?? row?.rule;
  const paused = row?.rulePaused === true;
  const below = !!rule && !paused && isBelowMin(projectedAfter, rule.min);
  const was = typeof row?.belowMinSince === 'string';
  const names: Record<string, string> = { '#pjOnOrder': 'onOrder', '#pjCommitted': 'committed', '#pjProjected': 'projected' };
  const values: Record<string, unknown> = { ':pjDOnOrder': dOnOrder, ':pjDCommitted': dCommitted };
  const adds = ['#pjOnOrder :pjDOnOrder', '#pjCommitted :pjDCommitted'];
  const sets: string[] = [];
  const removes: string[] = [];
  const stored = row?.projected;
  if (dInTransit) {
    names['#pjInTransit'] = 'inTransit';
    values[':pjDInTransit'] = dInTransit;
    adds.push('#pjInTransit :pjDInTransit');
  }

  if (o.kind === 'order' && !o.newRule && row && stored !== undefined && below === was) {
    // no crossing: commutative ADDs, valid while the pair stays on the side of min it was read on
    const dProjected = dOnOrder - dCommitted;
    values[':pjDProjected'] = dProjected;
    adds.push('#pjProjected :pjDProjected');
    let condition: string;
    if (rule) {
      Object.assign(names, { '#pjRule': 'rule', '#pjMin': 'min' });
      Object.assign(values, { ':pjMin': rule.min, ':pjBound': rule.min - dProjected });
      condition = `#pjRule.#pjMin = :pjMin AND #pjProjected ${was ? '<' : '>='} :pjBound`;
    } else {
      names['#pjRule'] = 'rule';
      condition = 'attribute_not_exists(#pjRule) AND attribute_exists(#pjProjected)';
    }
    names['#pjPaused'] = 'rulePaused';
    condition += ` AND ${pausedCondition(paused)}`;
    return { sets, removes, adds, names, values, condition, belowDelta: 0, after };
  }

  values[':pjProjected'] = projectedAfter;
  sets.push('#pjProjected = :pjProjected');
  if (o.kind === 'order' && !row) {
    Object.assign(names, {
      '#pjQuantity': 'quantity',
      '#pjCid': 'companyId',
      '#pjItem': 'itemId',
      '#pjWh': 'warehouseId',
      '#pjWhName': 'warehouseName',
    });
    Object.assign(values, { ':pjQuantity': 0, ':pjCid': o.companyId, ':pjItem': o.itemId, ':pjWh': o.warehouseId, ':pjWhName': '' });
    sets.push('#pjQuantity = :pjQuantity', '#pjCid = :pjCid', '#pjItem = :pjItem', '#pjWh = :pjWh', '#pjWhName = :pjWhName');
  }
  if (o.newRule) {
    names['#pjRule'] = 'rule';
    values[':pjRule'] = o.newRule;
    sets.push('#pjRule = :pjRule');
  }
  indexKeysWrite({ sets, removes, names, values }, { ...o, supplierId: rule?.supplierId, below, was });
  let condition = 'attribute_not_exists(pk)';
  if (row) {
    names['#pjPaused'] = 'rulePaused';
    condition = `${projectedReadCondition(row, values)} AND ${pausedCondition(paused)}`;
  }
  return { sets, removes, adds, names, values, condition, belowDelta: Number(below) - Number(was), after };
}

type ExpressionParts = Pick<RowWrite, 'sets' | 'removes' | 'names' | 'values'>;

/**
 * The below-min index keys of a pair row's write (gsi2): set while the pair is below min (with `belowMinSince` at
 * the crossing), removed with it when the pair leaves. `#pjProjected` must be named by the caller's write.
 */
function indexKeysWrite(
  w: ExpressionParts,
  o: { companyId: string; supplierId?: string; warehouseId: string; itemId: string; below: boolean; was: boolean; now: Date },
): void {
  if (o.below) {
    const index = imsKeys.belowMinIndex(o.companyId, o.supplierId!, o.warehouseId, o.itemId);
    Object.assign(w.names, { '#pjGpk': 'gsi2pk', '#pjGsk': 'gsi2sk' });
    Object.assign(w.values, { ':pjGpk': index.gsi2pk, ':pjGsk': index.gsi2sk });
    w.sets.push('#pjGpk = :pjGpk', '#pjGsk = :pjGsk');
    if (!o.was) {
      w.names['#pjSince'] = 'belowMinSince';
      w.values[':pjSince'] = o.now.toISOString();
      w.sets.push('#pjSince = :pjSince');
    }
  } else if (o.was) {
    Object.assign(w.names, { '#pjGpk': 'gsi2pk', '#pjGsk': 'gsi2sk', '#pjSince': 'belowMinSince' });
    w.removes.push('#pjGpk', '#pjGsk', '#pjSince');
  }
}

/** An existing row's write holds only on its `projected` as read (a row from before the projection: still without one). */
function projectedReadCondition(row: WarehouseStockRecord, values: Record<string, unknown>): string {
  if (row.projected === undefined) return 'attribute_exists(pk) AND attribute_not_exists(#pjProjected)';
  values[':pjRead'] = row.projected;
  return '#pjProjected = :pjRead';
}

/** A write planned from a row holds only while its item is as archived (rules paused) as read. */
const pausedCondition = (paused: boolean) => (paused ? 'attribute_exists(#pjPaused)' : 'attribute_not_exists(#pjPaused)');

/**
 * Archiving an item pauses the rules of its pairs, unarchiving resumes them (CORRECTIONS.md: an archived item leaves
 * the lists a user acts on): every pair row of the item gets or loses `rulePaused`, leaves the below-min index (and
 * its warehouse's count) on archive, and comes back into it on unarchive when its projection is below min then. For
 * the archive's own transaction; each op is conditioned on the row as read (label `projection`: read and plan again).
 */
export async function pauseRulesOps(companyId: string, itemId: string, paused: boolean, now = new Date()): Promise<TransactOp[]> {
  // the catalogue is company-wide (ROLES.md): archiving an item pauses its rules in every warehouse, in scope or not
  return runInScope(WHOLE_COMPANY, () => pausedRulesOps(companyId, itemId, paused, now));
}

async function pausedRulesOps(companyId: string, itemId: string, paused: boolean, now: Date): Promise<TransactOp[]> {
  const rows = (
    await queryAll({
      partition: imsKeys.itemPartition(companyId, itemId),
      sort: beginsWith(imsKeys.warehouseStocksPrefix),
      consistent: true,
    })
  ).map(warehouseStockFromItem);
  const ops: TransactOp[] = [];
  const counts = new Map<string, number>();
  for (const row of rows) {
    if ((row.rulePaused === true) === paused) continue;
    const was = typeof row.belowMinSince === 'string';
    const f = figuresOfRow(row);
    const below = !paused && !!row.rule && isBelowMin(projectedQuantity(f), row.rule.min);
    const w: ExpressionParts = { names: { '#pjPaused': 'rulePaused', '#pjProjected': 'projected' }, values: {}, sets: [], removes: [] };
    if (paused) {
      w.sets.push('#pjPaused = :pjTrue');
      w.values[':pjTrue'] = true;
    } else w.removes.push('#pjPaused');
    indexKeysWrite(w, { companyId, supplierId: row.rule?.supplierId, warehouseId: row.warehouseId, itemId, below, was, now });
    const condition = `${pausedCondition(!paused)} AND ${projectedReadCondition(row, w.values)}`;
    const { names, values, sets, removes } = w;
    ops.push({
      label: PROJECTION_LABEL,
      Update: {
        Key: imsKeys.warehouseStock(companyId, itemId, row.warehouseId),
        UpdateExpression: updateExpression(sets, removes),
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      },
    });
    const delta = Number(below) - Number(was);
    if (delta) counts.set(row.warehouseId, (counts.get(row.warehouseId) ?? 0) + delta);
  }
  for (const [warehouseId, delta] of counts) ops.push(belowMinCountOp(companyId, warehouseId, delta));
  return ops;
}

/** The Update expression of SET, REMOVE and ADD parts. */
export const updateExpression = (sets: readonly string[], removes: readonly string[], adds: readonly string[] = []) =>
  [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** A warehouse's below-min count moved by `delta` (label `warehouse`: the warehouse is gone → 404). */
export const belowMinCountOp = (companyId: string, warehouseId: string, delta: number): TransactOp => ({
  label: 'warehouse',
  Update: {
    Key: imsKeys.warehouse(companyId, warehouseId),
    UpdateExpression: 'ADD #pjBelow :pjBelow',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#pjBelow': 'belowMin' },
    ExpressionAttributeValues: { ':pjBelow': delta },
  },
});

const pairKey = (itemId: string, warehouseId: string) => `${itemId}\u0000${warehouseId}`;

/** The pairs' rows, read consistently by key, by pair. */
export async function getPairRows(
  companyId: string,
  pairs: ReadonlyArray<{ itemId: string; warehouseId: string }>,
): Promise<Map<string, WarehouseStockRecord>> {
  if (pairs.length === 0) return new Map();
  const rows = await batchGetItems(
    pairs.map((p) => imsKeys.warehouseStock(companyId, p.itemId, p.warehouseId)),
    { consistent: true },
  );
  return new Map(rows.map(warehouseStockFromItem).map((r) => [pairKey(r.itemId, r.warehouseId), r]));
}

/**
 * The writes that move on order and committed of the pairs named (deltas), for the caller's own transaction: one
 * Update per pair's row conditioned on what it read (label `projection`: read and plan again, `withProjection` does
 * it), the below-min index keys set or removed when min is crossed, and each warehouse's below-min count (label
 * `warehouse`; merged by lib/dynamo/transact with the order's own reference to the warehouse). A pair with no row yet
 * gets one (on hand 0). On hand moves only with a stock change (services/stock.changeStock), never here.
 */
export async function projectionOps(companyId: string, changes: ProjectionChange[], now = new Date()): Promise<TransactOp[]> {
  const deltas = new Map<string, { itemId: string; warehouseId: string; onOrder: number; committed: number }>();
  for (const c of changes) {
    if (c.onHand) throw new Error('projectionOps: on hand moves only with a stock change (services/stock.changeStock)');
    const key = pairKey(c.itemId, c.warehouseId);
    const d = deltas.get(key) ?? { itemId: c.itemId, warehouseId: c.warehouseId, onOrder: 0, committed: 0 };
    d.onOrder += c.onOrder ?? 0;
    d.committed += c.committed ?? 0;
    deltas.set(key, d);
  }
  const moving = [...deltas.values()].filter((d) => d.onOrder !== 0 || d.committed !== 0);
  const rows = await getPairRows(companyId, moving);
  const ops: TransactOp[] = [];
  const counts = new Map<string, number>();
  for (const d of moving) {
    const row = rows.get(pairKey(d.itemId, d.warehouseId)) ?? null;
    const w = projectionWrite({
      companyId,
      itemId: d.itemId,
      warehouseId: d.warehouseId,
      row,
      change: { onOrder: d.onOrder, committed: d.committed },
      now,
      kind: 'order',
    });
    ops.push({
      label: PROJECTION_LABEL,
      Update: {
        Key: imsKeys.warehouseStock(companyId, d.itemId, d.warehouseId),
        UpdateExpression: updateExpression(w.sets, w.removes, w.adds),
        ConditionExpression: w.condition,
        ExpressionAttributeNames: w.names,
        ExpressionAttributeValues: w.values,
      },
    });
    if (w.belowDelta) counts.set(d.warehouseId, (counts.get(d.warehouseId) ?? 0) + w.belowDelta);
  }
  for (const [warehouseId, delta] of counts) if (delta) ops.push(belowMinCountOp(companyId, warehouseId, delta));
  return ops;
}

const MAX_ATTEMPTS = 8;

/**
 * Runs `write` with the projection ops of `changes` in its transaction, reading and planning again while only the
 * pairs' rows changed meanwhile (label `projection`); any other refusal is the caller's to map.
 */
export async function withProjection<T>(
  companyId: string,
  changes: () => ProjectionChange[] | Promise<ProjectionChange[]>,
  write: (ops: TransactOp[]) => Promise<T>,
  now = new Date(),
): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** Math.min(attempt, 4)));
    const ops = await projectionOps(companyId, await changes(), now);
    try {
      return await write(ops);
    } catch (err) {
      if (err instanceof ConditionFailed && err.labels.every((l) => l === PROJECTION_LABEL)) continue;
      throw err;
    }
  }
  throw conflict(STOCK_FIGURES_BUSY);
}

export const STOCK_FIGURES_BUSY = 'The stock figures of these items are changing right now: please try again';

/** A row in the below-min index as a BelowMinRow. */
export function belowMinRowOf(row: WarehouseStockRecord): BelowMinRow {
  const f = figuresOfRow(row);
  const rule = row.rule!;
  return {
    itemId: row.itemId,
    warehouseId: row.warehouseId,
    min: rule.min,
    max: rule.max,
    multiple: rule.multiple,
    supplierId: rule.supplierId,
    leadTimeDays: rule.leadTimeDays,
    ...f,
    projected: projectedQuantity(f),
    belowMinSince: row.belowMinSince ?? '',
  };
}

/**
 * One page of the pairs below min inside the account's scope, grouped by supplier, then warehouse, then item (gsi2,
 * sparse; a scoped account's page filters on the row's warehouse, so it reads the other warehouses' rows it skips).
 */
export async function listBelowMin(
  companyId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: BelowMinRow[]; nextCursor?: string }> {
  const scope = warehouseScopeFilter();
  const found = await queryPage({
    index: 'gsi2',
    partition: imsKeys.belowMinPk(companyId),
    limit: page.limit,
    cursor: page.cursor,
    ...(scope ? { filter: scope } : {}),
  });
  const rows = found.items
    .map(warehouseStockFromItem)
    .filter((r) => r.rule && r.belowMinSince)
    .map(belowMinRowOf);
  return { rows, ...(found.nextCursor ? { nextCursor: found.nextCursor } : {}) };
}

/** How many pairs are below min: Σ of the maintained counts of the warehouses in scope (one small row per warehouse). */
export async function countBelowMin(companyId: string): Promise<number> {
  const rows = await queryAll({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.warehousesPrefix),
    projection: 'sk, belowMin',
  });
  return rows
    .filter((r) => warehouseInScope(String(r.sk).slice(imsKeys.warehousesPrefix.length)))
    .reduce((n, r) => n + Math.max(0, Number(r.belowMin ?? 0)), 0);
}

/** The pairs that went below min after `sinceIso` and are still below it (the low-stock digest). */
export async function belowMinSince(companyId: string, sinceIso: string): Promise<BelowMinRow[]> {
  const items = await queryAll({
    index: 'gsi2',
    partition: imsKeys.belowMinPk(companyId),
    filter: { expression: '#since > :since', names: { '#since': 'belowMinSince' }, values: { ':since': sinceIso } },
  });
  return items
    .map(warehouseStockFromItem)
    .filter((r) => r.rule && r.belowMinSince)
    .map(belowMinRowOf);
}
