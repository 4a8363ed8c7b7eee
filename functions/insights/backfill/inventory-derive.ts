/**
 * What a warehouse's records imply for its insights figures (INSIGHTS.md "How the figures are kept"), worked out with
 * the pure functions the live hooks use (inventory/data/insights.ts, the fulfilment's `fulfilledFigures`,
 * `takeFromLots`), so the backfill and the live maintenance cannot drift apart. No reads here: ./inventory-records.ts
 * gathers the records, ./inventory.ts writes what this returns.
 *
 * Stock value is the one figure the records do not keep month by month: a lot keeps what it holds now, not when its
 * units left. It is replayed per pair (item, warehouse) from the pair's movements in their order, each taking units
 * from the lots the records name (a fulfilment's COGS rows, a Good return's lot, a purchase return's order line) or,
 * like the live change, oldest first; an increase makes the next lots of the pair. The level now is always the lots'
 * (remaining × cost); whatever the replay cannot place is put in the month of the pair's last movement.
 */
import { valueOfLots } from '../../../shared/inventory/transfer-rules.ts';
import { takeFromLots } from '../../../shared/inventory/rules.ts';
import { monthOf, type Month } from '../../../shared/insights/months.ts';
import { daysBetween, isoDateOf } from '../../../shared/domain/dates.ts';
import { lastSaleDayOf, purchaseMoves, ruleLeadMove, saleMoves } from '../../inventory/data/insights.ts';
import type {
  LotRecord,
  MovementRecord,
  PurchaseOrderRecord,
  PurchaseReturnRecord,
  SalesCogsRecord,
  SalesOrderRecord,
  SalesReturnRecord,
  SalesShipmentRecord,
  StoredReorderRule,
  TransferRecord,
} from '../../inventory/records.ts';
import { fulfilledFigures } from '../../inventory/services/sales-fulfilment.ts';
import type { MonthlyMove } from '../monthly.ts';

/** One pair's records: its lots in the warehouse (every one, emptied ones too) and its movements there. */
export interface PairRecords {
  readonly itemId: string;
  readonly lots: readonly LotRecord[];
  readonly movements: readonly MovementRecord[];
  readonly rule?: StoredReorderRule;
}

/** A sales order fulfilled from the warehouse, with its shipments, COGS rows and returns. */
export interface SalesRecords {
  readonly order: SalesOrderRecord;
  readonly shipments: readonly SalesShipmentRecord[];
  readonly cogs: readonly SalesCogsRecord[];
  readonly returns: readonly SalesReturnRecord[];
}

/** A purchase order of the warehouse, with the lots its receipts made and its returns. */
export interface PurchaseRecords {
  readonly order: PurchaseOrderRecord;
  readonly lots: readonly LotRecord[];
  readonly returns: readonly PurchaseReturnRecord[];
}

export interface WarehouseRecords {
  readonly warehouseId: string;
  readonly pairs: readonly PairRecords[];
  readonly sales: readonly SalesRecords[];
  readonly purchases: readonly PurchaseRecords[];
  /** Transfers towards the warehouse (what is in transit counts in its stock value). */
  readonly transfersIn: readonly TransferRecord[];
}

/** A stock value as the `WH#` and `WHSTOCK#` rows keep it: the level and its change by month. */
export interface StockValue {
  readonly stockValue: number;
  readonly changes: ReadonlyMap<Month, number>;
}

export interface PairValue extends StockValue {
  readonly itemId: string;
  readonly lastSaleDay?: number;
}

export interface WarehouseFigures {
  readonly moves: MonthlyMove[];
  readonly pairs: PairValue[];
  readonly warehouse: StockValue;
}

const add = (map: Map<Month, number>, month: Month, cents: number) => {
  if (cents !== 0) map.set(month, (map.get(month) ?? 0) + cents);
};

/** Every figure a warehouse's records imply. */
export function deriveWarehouse(records: WarehouseRecords): WarehouseFigures {
  const costOfReturns = new Map<string, number>();
  const pairs = records.pairs.map((p) => replayPair(p, records, costOfReturns));
  const moves: MonthlyMove[] = [...salesMovesOf(records), ...purchaseMovesOf(records, costOfReturns), ...ruleMovesOf(records)];
  // what is in transit towards the warehouse counts in its value: + at the ship, − as it is received (the new lots'
  // value, which the pairs gain) or posted as lost at the close
  const transit = new Map<Month, number>();
  for (const t of records.transfersIn) {
    if (t.shippedAt)
      add(
        transit,
        monthOf(t.shippedAt),
        t.lines.reduce((n, l) => n + valueOfLots(l.shippedLots), 0),
      );
    const lost = t.lines.reduce((n, l) => n + l.lostCents, 0);
    if (lost && t.endedAt) add(transit, monthOf(t.endedAt), -lost);
  }
  for (const p of pairs) for (const [month, cents] of p.received) add(transit, month, -cents);
  const changes = new Map<Month, number>(transit);
  for (const p of pairs) for (const [month, cents] of p.value.changes) add(changes, month, cents);
  const transitNow = [...transit.values()].reduce((n, v) => n + v, 0);
  return {
    moves,
    pairs: pairs.map((p) => p.value),
    warehouse: { stockValue: pairs.reduce((n, p) => n + p.value.stockValue, 0) + transitNow, changes: dropZeros(changes) },
  };
}

const dropZeros = (map: Map<Month, number>) => new Map([...map].filter(([, v]) => v !== 0));

/** A lot in the replay: what it holds at the point reached. */
interface ReplayLot {
  readonly lot: LotRecord;
  remaining: number;
  made: boolean;
}

/**
 * One pair's stock value by month, from its movements in order (module comment); `received` is the value transfers
 * brought in by month (it leaves the warehouse's transit), and the cost of each purchase return's units is noted in
 * `costOfReturns` (by return id) for its purchases figure.
 */
function replayPair(
  pair: PairRecords,
  records: WarehouseRecords,
  costOfReturns: Map<string, number>,
): { value: PairValue; received: Map<Month, number> } {
  const lots = [...pair.lots].sort((a, b) => a.seq - b.seq).map((lot): ReplayLot => ({ lot, remaining: 0, made: false }));
  const bySeq = new Map(lots.map((l) => [l.lot.seq, l]));
  const changes = new Map<Month, number>();
  const received = new Map<Month, number>();
  const cogs = records.sales.flatMap((s) => s.cogs).filter((c) => c.itemId === pair.itemId && c.warehouseId === records.warehouseId);
  const goodReturns = records.sales
    .flatMap((s) => s.returns)
    .filter((r) => r.condition === 'Good' && r.itemId === pair.itemId && r.warehouseId === records.warehouseId);
  const purchaseReturns = records.purchases.flatMap((p) =>
    p.returns
      .filter((r) => r.itemId === pair.itemId)
      .map((r) => ({ r, lots: p.order.lines.find((l) => l.lineId === r.lineId)?.lots ?? [] })),
  );
  const used = new Set<unknown>();
  // units taken oldest first (received date, then number) from the given lots, as the live change takes them
  const take = (from: readonly ReplayLot[], quantity: number, picked?: number): number => {
    const takes =
      takeFromLots(
        from.map((l) => ({
          lotId: String(l.lot.seq),
          remaining: l.remaining,
          receivedAt: `${l.lot.receivedAt}#${String(l.lot.seq).padStart(10, '0')}`,
        })),
        quantity,
        picked === undefined ? undefined : String(picked),
      ) ?? [];
    let cents = 0;
    for (const t of takes) {
      const l = bySeq.get(Number(t.lotId))!;
      l.remaining -= t.quantity;
      cents -= t.quantity * l.lot.unitCostCents;
    }
    return cents;
  };
  const open = () => lots.filter((l) => l.made && l.remaining > 0);
  let lastSaleDay: number | undefined;
  let lastMonth: Month | undefined;
  for (const m of [...pair.movements].sort((a, b) => a.seq - b.seq)) {
    const month = monthOf(m.createdAt);
    lastMonth = month;
    let cents = 0;
    if (m.quantityChange > 0 && m.type === 'sales_return') {
      // a Good return goes back into the lot its units came from
      const r = goodReturns.find((x) => !used.has(x) && x.createdAt === m.createdAt && x.quantity === m.quantityChange);
      const lot = r && bySeq.get(r.lotSeq);
      if (r) used.add(r);
      if (lot) {
        lot.remaining += m.quantityChange;
        cents = m.quantityChange * lot.lot.unitCostCents;
      }
    } else if (m.quantityChange > 0) {
      // an increase makes the pair's next lots (a transfer's receipt one per source lot) until they hold its units
      let left = m.quantityChange;
      for (const l of lots) {
        if (left <= 0) break;
        if (l.made) continue;
        l.made = true;
        l.remaining = l.lot.quantity;
        left -= l.lot.quantity;
        cents += l.lot.quantity * l.lot.unitCostCents;
      }
      if (m.type === 'transfer_in') add(received, month, cents);
    } else if (m.type === 'sale_fulfil') {
      const rows = cogs.filter((c) => !used.has(c) && c.createdAt === m.createdAt);
      let left = -m.quantityChange;
      for (const c of rows) {
        if (left <= 0) break;
        used.add(c);
        const lot = bySeq.get(c.lotSeq);
        if (!lot) continue;
        lot.remaining -= c.quantity;
        cents -= c.quantity * lot.lot.unitCostCents;
        left -= c.quantity;
      }
      if (left > 0) cents += take(open(), left);
      lastSaleDay = lastSaleDayOf(new Date(m.createdAt));
    } else if (m.type === 'purchase_return') {
      const found = purchaseReturns.find((x) => !used.has(x) && x.r.createdAt === m.createdAt && x.r.quantity === -m.quantityChange);
      if (found) used.add(found);
      const from = found ? open().filter((l) => found.lots.includes(l.lot.seq)) : open();
      cents = take(from, -m.quantityChange);
      if (found) costOfReturns.set(found.r.returnId, cents);
    } else {
      cents = take(open(), -m.quantityChange);
    }
    add(changes, month, cents);
  }
  const stockValue = pair.lots.reduce((n, l) => n + l.remaining * l.unitCostCents, 0);
  const replayed = [...changes.values()].reduce((n, v) => n + v, 0);
  // what the replay could not place (a record that does not say which lot) counts in the pair's last month
  if (stockValue !== replayed && lastMonth) add(changes, lastMonth, stockValue - replayed);
  return {
    value: { itemId: pair.itemId, stockValue, changes: dropZeros(changes), ...(lastSaleDay ? { lastSaleDay } : {}) },
    received,
  };
}

/**
 * Sales from the shipments (each at the order's figures over the units delivered before it, as the fulfilment counted
 * it), less each return's credit in its month. A closed order is counted at its final figures: its close moved only
 * the difference, which the final figures already hold.
 */
function salesMovesOf(records: WarehouseRecords): MonthlyMove[] {
  const moves: MonthlyMove[] = [];
  for (const { order, shipments, cogs, returns } of records.sales) {
    const delivered = new Map<number, number>();
    for (const s of [...shipments].sort((a, b) => a.shipmentSeq - b.shipmentSeq)) {
      const before: SalesOrderRecord = {
        ...order,
        lines: order.lines.map((l) => ({ ...l, deliveredQuantity: delivered.get(l.lineId) ?? 0 })),
      };
      const step = s.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity }));
      for (const l of step) delivered.set(l.lineId, (delivered.get(l.lineId) ?? 0) + l.quantity);
      if (s.warehouseId !== records.warehouseId) continue;
      const rows = cogs.filter((c) => c.shipmentSeq === s.shipmentSeq);
      moves.push(...saleMoves(fulfilledFigures(before, step, rows, s.warehouseId), monthOf(s.createdAt)));
    }
    for (const r of returns) {
      if (r.warehouseId !== records.warehouseId) continue;
      const row = cogs.find((c) => c.cogsSeq === r.cogsSeq);
      const line = {
        warehouseId: r.warehouseId,
        itemId: r.itemId,
        customerId: order.customerId,
        salesCents: -r.creditCents,
        cogsCents: r.condition === 'Good' ? -r.quantity * (row?.unitCostCents ?? 0) : 0,
        qty: -r.quantity,
      };
      moves.push(...saleMoves([line], monthOf(r.createdAt)));
    }
  }
  return moves;
}

/** Purchases: each receipt's lot at its cost (an order's first one with its lead time), less each return's lots' cost. */
function purchaseMovesOf(records: WarehouseRecords, costOfReturns: ReadonlyMap<string, number>): MonthlyMove[] {
  const moves: MonthlyMove[] = [];
  for (const { order, lots, returns } of records.purchases) {
    const sorted = [...lots].sort((a, b) => a.seq - b.seq);
    for (const [i, lot] of sorted.entries()) {
      const lead = i === 0 ? { leadDays: Math.max(0, daysBetween(order.orderDate, isoDateOf(new Date(lot.receivedAt)))) } : {};
      moves.push(
        ...purchaseMoves(
          { warehouseId: order.warehouseId, supplierId: order.supplierId, costCents: lot.quantity * lot.unitCostCents, ...lead },
          monthOf(lot.receivedAt),
        ),
      );
    }
    for (const r of returns)
      moves.push(
        ...purchaseMoves(
          { warehouseId: order.warehouseId, supplierId: order.supplierId, costCents: costOfReturns.get(r.returnId) ?? 0 },
          monthOf(r.createdAt),
        ),
      );
  }
  return moves.filter((m) => Object.values(m.add ?? {}).some((v) => v !== 0));
}

/** Each pair's reorder rule counts its supplier's lead time from the month it was last set. */
const ruleMovesOf = (records: WarehouseRecords): MonthlyMove[] =>
  records.pairs.flatMap((p) => (p.rule ? [ruleLeadMove(p.rule, records.warehouseId, 1, monthOf(p.rule.updatedAt))] : []));
