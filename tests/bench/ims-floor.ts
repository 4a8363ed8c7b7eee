/**
 * The ims section's warehouse-floor half (issue 33, WAREHOUSE.md), pure but for the check's replay: a company's stock
 * counts (LARGE 2,000, SMALL 200: mostly completed, a few cancelled, the newest open) and transfers (LARGE 3,000,
 * SMALL 300, in every status) with their items as data/counts.ts and data/transfers.ts write them (the count header
 * `CNT#` with its warehouse and status indexes, its lines in the count's own partition, the transfer header `TO#` with
 * its status index and one `TOWH#` pointer per end, the two counters), the references the transfers' create
 * transactions ADD (the warehouses' `orderCount`, the items' `orderRefs`), and the requests of the count and transfer
 * lists and pages.
 *
 * Not written: the stock side of the history (the completed counts' adjustments, the shipped transfers' movements,
 * lots and in-transit figures). No measured request reads it: the lists read headers or pointers, a transfer's page
 * its header and the source's stock rows, a count sheet its header and lines.
 *
 * ims-seed.ts's consistency check replays a small floor plan through the real services (addCount, recordCount,
 * completeCount, cancelCount; addTransfer, shipTransfer, receiveTransfer, closeTransfer, cancelTransfer) and compares
 * the count and transfer items with these.
 */
import * as imsKeys from '../../functions/inventory/keys.ts';
import {
  stockCountLineToItem,
  stockCountToItem,
  transferToItem,
  type StockCountLineRecord,
  type StockCountRecord,
  type TransferLineRecord,
  type TransferRecord,
} from '../../functions/inventory/records.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { addCount, cancelCount, completeCount, recordCount } from '../../functions/inventory/services/counts.ts';
import { addTransfer, cancelTransfer, closeTransfer, receiveTransfer, shipTransfer } from '../../functions/inventory/services/transfers.ts';
import { addStock } from '../../functions/inventory/services/stock.ts';
import type { TransferStatus } from '../../shared/inventory/transfers.ts';
import type { ImsPlan, ImsShape, Item, OrderFigures, PlanItem, PlanWarehouse } from './ims-dataset.ts';
import { oneRow, routeTargets, withId, withQuery, type RentTarget } from './targets.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Who counts and completes in the seed: the name the check's system audit context gives the services. */
const ACTOR = 'System';
/** Lines of most counts, and of every 10th (the sample sheet's: more than a page of 50). */
const COUNT_LINES = 12;
const LONG_COUNT_LINES = 60;
const REASON = 'Cycle count';

export interface FloorShape {
  readonly counts: number;
  /** The newest counts, still open (half their lines recorded). */
  readonly openCounts: number;
  readonly transfers: number;
}

/** LARGE 2,000 counts (10 open) and 3,000 transfers; SMALL 200 (1 open) and 300: a count per 5 items, 3 transfers per 10. */
export function floorShapeOf(shape: Pick<ImsShape, 'items'>): FloorShape {
  const counts = Math.max(3, Math.round(shape.items / 5));
  return { counts, openCounts: Math.max(1, Math.round(counts / 200)), transfers: Math.max(6, Math.round((shape.items * 3) / 10)) };
}

/** The lot a line's units leave the source from (its first lot there), and the stock a count of the pair expects. */
export interface FloorStock {
  lotOf(item: PlanItem, warehouse: number): { lot: number; receivedAt: string; unitCostCents: number };
  expectedOf(item: PlanItem, warehouse: number): number;
}

export interface PlanCountLine {
  readonly item: PlanItem;
  readonly expected: number;
  /** Absent: not counted. */
  readonly counted?: number;
  /** The record's time (the service stamps its own clock when later: the check copies it back). */
  countedAt?: string;
}

export interface PlanCount {
  readonly countSeq: number;
  readonly warehouse: PlanWarehouse;
  readonly blind: boolean;
  readonly status: StockCountRecord['status'];
  readonly lines: PlanCountLine[];
  readonly createdAt: string;
  /** Completed or cancelled. */
  readonly endedAt?: string;
}

export interface PlanTransferLine {
  readonly item: PlanItem;
  readonly quantity: number;
  /** By the one receipt of a Partly received, Received or Closed transfer. */
  readonly received: number;
  readonly lot: { lot: number; receivedAt: string; unitCostCents: number };
}

export interface PlanTransfer {
  readonly transferId: number;
  readonly from: PlanWarehouse;
  readonly to: PlanWarehouse;
  readonly status: TransferStatus;
  readonly lines: PlanTransferLine[];
  readonly note: string;
  readonly createdAt: string;
  readonly shippedAt?: string;
  readonly receivedAt?: string;
  /** Closed or cancelled. */
  readonly endedAt?: string;
}

export interface FloorPlan {
  readonly companyId: string;
  readonly counts: PlanCount[];
  readonly transfers: PlanTransfer[];
}

export interface FloorCounts {
  counts: number;
  countLines: number;
  transfers: number;
  pointers: number;
}

export const emptyFloorCounts = (): FloorCounts => ({ counts: 0, countLines: 0, transfers: 0, pointers: 0 });

const isoAt = (t: number) => new Date(t).toISOString();

/** Status of count k: the newest `openCounts` open, every 25th (from the second) cancelled, the rest completed. */
const countStatusOf = (k: number, shape: FloorShape): StockCountRecord['status'] =>
  k >= shape.counts - shape.openCounts ? 'Open' : k % 25 === 1 ? 'Cancelled' : 'Completed';

/** Status of transfer k: each of the five others 1 in 20, Received the rest (the first six: one of each). */
const TRANSFER_PATTERN: Readonly<Record<number, TransferStatus>> = {
  0: 'Requested',
  7: 'Cancelled',
  14: 'In transit',
  1: 'Partly received',
  8: 'Closed',
};
const transferStatusOf = (k: number): TransferStatus => TRANSFER_PATTERN[(k * 7) % 20] ?? 'Received';

/** A line's variance when counted: one short in five, one over in five. */
const varianceOf = (j: number) => (j % 5 === 1 ? -1 : j % 5 === 3 ? 1 : 0);

/**
 * The floor history, oldest first over the ~380 days before `now` (after the catalogue's items exist): count k in
 * warehouse k mod W over the regular items that warehouse stocks first (item i's first warehouse is i mod W);
 * transfer k from warehouse k mod W to another, 1–10 lines of the source's items.
 */
export function buildFloorPlan(plan: ImsPlan, shape: FloorShape, now: Date, stock: FloorStock): FloorPlan {
  const W = plan.warehouses.length;
  if (W < 2) throw new Error('floor plan: transfers need two warehouses');
  const stocked = plan.warehouses.map((_, w) => plan.items.filter((item, i) => !item.hot && i % W === w));
  if (stocked.some((pool) => pool.length === 0)) throw new Error('floor plan: a warehouse stocks no regular item');
  const pick = (w: number, from: number, n: number) => {
    const pool = stocked[w];
    return Array.from({ length: Math.min(n, pool.length) }, (_, j) => pool[(from + j) % pool.length]);
  };
  const start = now.getTime() - 380 * DAY;
  const span = 376 * DAY;
  const counts: PlanCount[] = Array.from({ length: shape.counts }, (_, k) => {
    const w = k % W;
    const status = countStatusOf(k, shape);
    const created = start + Math.floor((k * span) / shape.counts);
    const items = pick(w, k * 7, k % 10 === 0 ? LONG_COUNT_LINES : COUNT_LINES);
    return {
      countSeq: k + 1,
      warehouse: plan.warehouses[w],
      blind: k % 4 === 2,
      status,
      createdAt: isoAt(created),
      ...(status === 'Open' ? {} : { endedAt: isoAt(created + 2 * HOUR) }),
      lines: items.map((item, j) => {
        const expected = stock.expectedOf(item, w);
        // completed counts were counted in full; open and cancelled ones half-way
        const counted = status === 'Completed' || j % 2 === 0 ? expected + varianceOf(j) : undefined;
        return { item, expected, ...(counted === undefined ? {} : { counted, countedAt: isoAt(created + HOUR) }) };
      }),
    };
  });
  const transfers: PlanTransfer[] = Array.from({ length: shape.transfers }, (_, k) => {
    const from = k % W;
    const to = (from + 1 + (k % (W - 1))) % W;
    const status = transferStatusOf(k);
    const created = start + Math.floor((k * span) / shape.transfers);
    const shipped = status !== 'Requested' && status !== 'Cancelled';
    const received = status === 'Received' || status === 'Partly received' || status === 'Closed';
    return {
      transferId: k + 1,
      from: plan.warehouses[from],
      to: plan.warehouses[to],
      status,
      note: k % 3 === 0 ? `Rebalance ${plan.warehouses[to].name} (${k + 1})` : '',
      createdAt: isoAt(created),
      ...(shipped ? { shippedAt: isoAt(created + 2 * HOUR) } : {}),
      ...(received ? { receivedAt: isoAt(created + 26 * HOUR) } : {}),
      ...(status === 'Closed' || status === 'Cancelled' ? { endedAt: isoAt(created + 50 * HOUR) } : {}),
      lines: pick(from, k * 3, 1 + (k % 10)).map((item, j) => {
        const quantity = 2 + ((k + j) % 4);
        return {
          item,
          quantity,
          received: status === 'Received' ? quantity : received ? Math.floor(quantity / 2) : 0,
          lot: stock.lotOf(item, from),
        };
      }),
    };
  });
  return { companyId: plan.companyId, counts, transfers };
}

/** The seed's stock for the floor plan: each pair's first lot (numbered as the builders number the plan's receipts). */
export function seededFloorStock(plan: ImsPlan): FloorStock {
  const first = new Map<string, { lot: number; receivedAt: string; unitCostCents: number }>();
  let next = 1;
  for (const item of plan.items)
    for (const step of item.steps) {
      if (step.quantity <= 0) continue;
      const key = `${item.itemId} ${step.warehouse}`;
      if (!first.has(key)) first.set(key, { lot: next, receivedAt: step.at, unitCostCents: item.purchaseCents });
      next += 1;
    }
  return {
    lotOf: (item, w) => first.get(`${item.itemId} ${w}`) ?? { lot: 1, receivedAt: item.createdAt, unitCostCents: item.purchaseCents },
    expectedOf: (item) => 10 + (item.purchaseCents % 40),
  };
}

/** What the transfers' create transactions ADD to the catalogue's records (data/catalogue.orderItemRefs, warehouseOrderRef). */
export function addFloorReferences(floor: FloorPlan, figures: OrderFigures): void {
  const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  for (const t of floor.transfers) {
    bump(figures.warehouseOrders, t.from.warehouseId);
    bump(figures.warehouseOrders, t.to.warehouseId);
    for (const itemId of new Set(t.lines.map((l) => l.item.itemId))) bump(figures.orderRefs, itemId);
  }
}

/** A count's records as its last step left them. */
function countRecords(companyId: string, c: PlanCount): { header: StockCountRecord; lines: StockCountLineRecord[] } {
  const completed = c.status === 'Completed';
  const lines = c.lines.map((l): StockCountLineRecord => {
    const adjusted = l.counted === undefined ? 0 : l.counted - l.expected;
    return {
      companyId,
      countSeq: c.countSeq,
      itemId: l.item.itemId,
      itemName: l.item.name,
      sku: l.item.sku,
      barcode: l.item.barcode,
      expected: l.expected,
      ...(l.counted === undefined
        ? {}
        : { counted: l.counted, stockAtRecord: l.expected, countedAt: l.countedAt ?? c.createdAt, countedBy: ACTOR }),
      // the surplus's lot and the shortfall's lot are both at the item's purchase price in the plan
      ...(completed && l.counted !== undefined ? { posted: true, adjusted, valueCents: adjusted * l.item.purchaseCents } : {}),
    };
  });
  const countedLines = lines.filter((l) => l.counted !== undefined).length;
  const recordedAt = lines.map((l) => l.countedAt).find((at) => at !== undefined);
  const header: StockCountRecord = {
    companyId,
    countSeq: c.countSeq,
    warehouseId: c.warehouse.warehouseId,
    warehouseName: c.warehouse.name,
    scopeLabel: 'Chosen items',
    blind: c.blind,
    status: c.status,
    lineCount: lines.length,
    countedLines,
    createdAt: c.createdAt,
    createdBy: ACTOR,
    version: c.status === 'Open' ? 1 : 2,
    ...(completed ? { varianceCents: lines.reduce((s, l) => s + (l.valueCents ?? 0), 0), reason: REASON, completedAt: c.endedAt } : {}),
    ...(c.status === 'Cancelled' ? { reason: REASON, cancelledAt: c.endedAt } : {}),
  };
  // every record, completion step and end sets updatedAt: the last of them
  const updatedAt = c.endedAt ?? recordedAt;
  return { header: { ...header, ...(updatedAt ? { updatedAt } : {}) } as StockCountRecord, lines };
}

/** A transfer's record as its last step left it. */
function transferRecord(companyId: string, t: PlanTransfer): TransferRecord {
  const shipped = t.shippedAt !== undefined;
  const closed = t.status === 'Closed';
  const lines = t.lines.map((l): TransferLineRecord => {
    const lost = closed ? l.quantity - l.received : 0;
    return {
      itemId: l.item.itemId,
      itemName: l.item.name,
      sku: l.item.sku,
      barcode: l.item.barcode,
      quantity: l.quantity,
      shippedLots: shipped ? [{ ...l.lot, quantity: l.quantity }] : [],
      received: l.received,
      lost,
      lostCents: lost * l.lot.unitCostCents,
    };
  });
  const steps = { Requested: 1, Cancelled: 2, 'In transit': 2, 'Partly received': 3, Received: 3, Closed: 4 }[t.status];
  return {
    companyId,
    transferId: t.transferId,
    fromWarehouseId: t.from.warehouseId,
    fromWarehouseName: t.from.name,
    toWarehouseId: t.to.warehouseId,
    toWarehouseName: t.to.name,
    status: t.status,
    lines,
    note: t.note,
    createdAt: t.createdAt,
    ...(shipped ? { shippedAt: t.shippedAt } : {}),
    ...(t.endedAt || t.receivedAt ? { endedAt: t.endedAt ?? t.receivedAt } : {}),
    ...(t.status === 'Closed' || t.status === 'Cancelled' ? { reason: REASON } : {}),
    version: steps,
  };
}

/** The floor plan's items: counts with their lines, transfers with their pointers, the two counters. */
export function* floorItems(floor: FloorPlan, counts: FloorCounts): Generator<Item> {
  const { companyId } = floor;
  for (const c of floor.counts) {
    const { header, lines } = countRecords(companyId, c);
    yield stockCountToItem(header);
    for (const l of lines) yield stockCountLineToItem(l);
    counts.counts += 1;
    counts.countLines += lines.length;
  }
  if (floor.counts.length) yield { ...imsKeys.stockCountCounter(companyId), value: floor.counts.length };
  for (const t of floor.transfers) {
    yield transferToItem(transferRecord(companyId, t));
    for (const w of [t.from, t.to])
      yield { ...imsKeys.transferWarehousePointer(companyId, w.warehouseId, t.transferId), transferId: t.transferId, status: t.status };
    counts.transfers += 1;
    counts.pointers += 2;
  }
  if (floor.transfers.length) yield { ...imsKeys.transferCounter(companyId), value: floor.transfers.length };
}

// ───────────────────────────── the check's replay ─────────────────────────────

/** Sort keys of the floor's items in the company partition; a count's lines are in its own partition. */
const FLOOR_SK = /^(CNT#|SEQ#CNT$|TO#|TOWH#|SEQ#TO$)/;
export const isFloorItem = (item: Item) => String(item.pk).includes('#CNT#') || FLOOR_SK.test(String(item.sk));

/** One receipt of FLOOR_STOCK per item and warehouse (addStock, in plan order): the floor check's stock and lots. */
const FLOOR_STOCK = 50;
export async function replayFloorStock(plan: ImsPlan, at: Date): Promise<FloorStock> {
  const lots = new Map<string, number>();
  let next = 1;
  for (const item of plan.items)
    for (const [w, warehouse] of plan.warehouses.entries()) {
      await addStock(
        systemAuditContext(plan.companyId, 'bench', 'import'),
        { items: [{ productID: item.itemId, quantity: FLOOR_STOCK, location: warehouse.warehouseId }] },
        at,
      );
      lots.set(`${item.itemId} ${w}`, next++);
    }
  return {
    lotOf: (item, w) => ({ lot: lots.get(`${item.itemId} ${w}`)!, receivedAt: at.toISOString(), unitCostCents: item.purchaseCents }),
    expectedOf: () => FLOOR_STOCK,
  };
}

/**
 * The floor plan through the real services (the catalogue and each pair's stock already there, as `stock` says):
 * every count added, recorded and completed or cancelled, then every transfer added, shipped, received in part or in
 * full, closed or cancelled, each at its plan time. The record times the service stamps go into the plan. Answers the
 * floor's items as the product holds them.
 */
export async function replayFloor(floor: FloorPlan, query: (pk: string) => Promise<Item[]>): Promise<Item[]> {
  const { companyId } = floor;
  const audit = (action: string) => systemAuditContext(companyId, action, 'import');
  for (const c of floor.counts) {
    const { id } = await addCount(
      audit('countAdd'),
      { warehouseId: c.warehouse.warehouseId, itemIds: c.lines.map((l) => l.item.itemId), blind: c.blind },
      new Date(c.createdAt),
    );
    if (Number(id) !== c.countSeq) throw new Error(`floor replay: count ${c.countSeq} was numbered ${id}`);
    const recorded = c.lines.filter((l) => l.counted !== undefined);
    if (recorded.length)
      await recordCount(
        audit('countRecord'),
        { countId: id, lines: recorded.map((l) => ({ item_id: l.item.itemId, counted: l.counted! })) },
        new Date(recorded[0].countedAt!),
      );
    if (c.status === 'Completed')
      await completeCount(audit('countComplete'), { countId: id, reason: REASON, version: 1 }, new Date(c.endedAt!));
    if (c.status === 'Cancelled') await cancelCount(audit('countCancel'), { countId: id, reason: REASON }, new Date(c.endedAt!));
  }
  for (const t of floor.transfers) {
    const { id } = await addTransfer(
      audit('transferAdd'),
      {
        fromWarehouseId: t.from.warehouseId,
        toWarehouseId: t.to.warehouseId,
        items: t.lines.map((l) => ({ item_id: l.item.itemId, quantity: l.quantity })),
        note: t.note,
      },
      new Date(t.createdAt),
    );
    if (Number(id) !== t.transferId) throw new Error(`floor replay: transfer ${t.transferId} was numbered ${id}`);
    if (t.status === 'Cancelled') await cancelTransfer(audit('transferCancel'), { transferId: id, reason: REASON }, new Date(t.endedAt!));
    if (t.shippedAt) await shipTransfer(audit('transferShip'), { transferId: id, version: 1 }, new Date(t.shippedAt));
    if (t.receivedAt)
      await receiveTransfer(
        audit('transferReceive'),
        { transferId: id, lines: t.lines.filter((l) => l.received > 0).map((l) => ({ item_id: l.item.itemId, received: l.received })) },
        new Date(t.receivedAt),
      );
    if (t.status === 'Closed') await closeTransfer(audit('transferClose'), { transferId: id, reason: REASON }, new Date(t.endedAt!));
  }
  const partitions = [imsKeys.companyPartition(companyId), ...floor.counts.map((c) => imsKeys.stockCountPartition(companyId, c.countSeq))];
  const actual = (await Promise.all(partitions.map(query))).flat().filter(isFloorItem);
  // a record is stamped with the service's clock when the plan's time has passed: the plan takes it
  for (const c of floor.counts)
    for (const l of c.lines) {
      const line = actual.find((i) => i.pk === imsKeys.stockCountPartition(companyId, c.countSeq) && i.itemId === l.item.itemId);
      if (l.counted !== undefined && typeof line?.countedAt === 'string') l.countedAt = line.countedAt;
    }
  return actual;
}

// ───────────────────────────── requests ─────────────────────────────

/** What the floor requests need of a seeded company. */
export interface FloorSample {
  readonly counts: number;
  readonly transfers: number;
  /** The warehouse the filters name (the first: as many counts and transfers as any other). */
  readonly warehouseId: string;
  /** The newest completed count of LONG_COUNT_LINES lines: its sheet's first page is full. */
  readonly sheetCountId: number;
  /** The newest 10-line transfer. */
  readonly transferId: number;
}

export function floorSampleOf(floor: FloorPlan): FloorSample {
  const sheet = [...floor.counts].reverse().find((c) => c.status === 'Completed' && c.lines.length >= LONG_COUNT_LINES);
  const transfer = [...floor.transfers].reverse().find((t) => t.lines.length === 10);
  return {
    counts: floor.counts.length,
    transfers: floor.transfers.length,
    warehouseId: floor.counts[0].warehouse.warehouseId,
    sheetCountId: (sheet ?? floor.counts[0]).countSeq,
    transferId: (transfer ?? floor.transfers[0]).transferId,
  };
}

/** The count and transfer requests the ims budget covers, in report order (after the finance ones). */
export const FLOOR_ROUTES: ReadonlyArray<{ key: string; route: string; shows: string }> = [
  { key: 'countList', route: 'countList', shows: 'stock counts, first page (50)' },
  { key: 'countList status', route: 'countList', shows: 'Completed counts, first page (50)' },
  { key: 'countList warehouseId', route: 'countList', shows: "one warehouse's counts, first page (50)" },
  { key: 'countGet', route: 'countGet', shows: "a completed count's sheet, first page of its lines (50 rows)" },
  { key: 'transferList', route: 'transferList', shows: 'transfers, first page (50)' },
  { key: 'transferList status', route: 'transferList', shows: 'Received transfers, first page (50)' },
  { key: 'transferList warehouseId', route: 'transferList', shows: "one warehouse's transfers (either end), first page (50)" },
  { key: 'transferGet', route: 'transferGet', shows: 'a 10-line transfer with the source stock of each line (1 row)' },
];

/** Rows of a count sheet: the page of lines it shows. */
const sheetRows = (body: unknown) => {
  const lines = (body as { lines?: unknown })?.lines;
  if (!Array.isArray(lines)) throw new Error('expected { lines: [...] }');
  return lines.length;
};

export function floorTargets(companies: ReadonlyArray<{ label: string; token: string; floor: FloorSample }>): RentTarget[] {
  return routeTargets(FLOOR_ROUTES, companies, ({ key }, { floor: f }, route) => {
    switch (key) {
      case 'countList status':
        return { path: withQuery(route.path, { status: 'Completed' }) };
      case 'transferList status':
        return { path: withQuery(route.path, { status: 'Received' }) };
      case 'countList warehouseId':
      case 'transferList warehouseId':
        return { path: withQuery(route.path, { warehouseId: f.warehouseId }) };
      case 'countGet':
        return { path: withId(route, f.sheetCountId), rowsOf: sheetRows };
      case 'transferGet':
        return { path: withId(route, f.transferId), rowsOf: oneRow };
      default:
        return {};
    }
  });
}
