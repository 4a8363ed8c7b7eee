/**
 * The inventory area's monthly figures (shared/insights/inventory-figures.ts), moved in the transaction of the change
 * that moves them, like the day sums (./ledger.ts). Stock value moves with every stock change, and stock changes are
 * already close to DynamoDB's 100 items (Add Stock's 16 lines in 16 warehouses: 96), so it adds no item to them: its
 * level and its change per month (`sv_yyyy_mm`) are kept on the rows every stock change writes anyway, the warehouse's
 * `WH#` row and the pair's `WHSTOCK#` row (which also keeps `lastSaleDay`). The events (sales, COGS, purchases,
 * expenses, lead times, the rules' lead time) are on the month items (one per subject and month, every figure of it).
 */
import { monthOf, type Month } from '../../../shared/insights/months.ts';
import { dayNumberOf } from '../../../shared/domain/dates.ts';
import { COMPANY_SUBJECT, pairSubject } from '../../../shared/insights/inventory-figures.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { queryAll } from '../../lib/dynamo/query.ts';
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import type { Item } from '../../lib/dynamo/item.ts';
import { monthlyOps, type MonthlyMove } from '../../insights/monthly.ts';
import * as imsKeys from '../keys.ts';
import type { ItemStockPlan } from './stock.ts';

/** The attribute of a `WH#` or `WHSTOCK#` row holding its stock value's change in `month`. */
export const valueMonthAttribute = (month: Month) => `sv_${month.replace('-', '_')}`;
const VALUE_MONTH = /^sv_(\d{4})_(\d{2})$/;

/** A row's stock value changes by month, from its `sv_yyyy_mm` attributes. */
export function valueChangesOf(item: Item): Map<Month, number> {
  const out = new Map<Month, number>();
  for (const [name, value] of Object.entries(item)) {
    const m = VALUE_MONTH.exec(name);
    if (m && typeof value === 'number') out.set(`${m[1]}-${m[2]}`, value);
  }
  return out;
}

/** The UTC month a change made at `now` counts in. */
export const monthAt = (now: Date): Month => monthOf(now.toISOString());

/** The change of one pair's stock value (cents, at its lots' cost) and units. */
export interface PairValueChange {
  readonly warehouseId: string;
  readonly itemId: string;
  readonly valueCents: number;
  readonly units: number;
}

/**
 * Per pair (warehouse, item), what a stock change does to its value: new lots at their cost, units taken from (or put
 * back into) lots at theirs. A pair whose value and units stay is left out.
 */
export function pairValueChanges(plans: readonly ItemStockPlan[]): PairValueChange[] {
  const out = new Map<string, { warehouseId: string; itemId: string; valueCents: number; units: number }>();
  const at = (warehouseId: string, itemId: string) => {
    const key = `${warehouseId}#${itemId}`;
    const entry = out.get(key) ?? { warehouseId, itemId, valueCents: 0, units: 0 };
    out.set(key, entry);
    return entry;
  };
  for (const plan of plans) {
    for (const lot of plan.newLots) at(lot.warehouseId, lot.itemId).valueCents += lot.remaining * lot.unitCostCents;
    for (const { lot, remainingAfter } of plan.takenLots)
      at(lot.warehouseId, lot.itemId).valueCents += (remainingAfter - lot.remaining) * lot.unitCostCents;
    for (const m of plan.movements) at(m.warehouseId, m.itemId).units += m.quantityChange;
  }
  return [...out.values()].filter((c) => c.valueCents !== 0 || c.units !== 0);
}

/** The stock value a change moves, by warehouse. */
export function warehouseValueChanges(changes: readonly PairValueChange[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of changes) out.set(c.warehouseId, (out.get(c.warehouseId) ?? 0) + c.valueCents);
  return out;
}

/** What one fulfilment or return line moves: its revenue, its cost and its units (negative for a return). */
export interface SaleLineFigures {
  readonly warehouseId: string;
  readonly itemId: string;
  readonly customerId: string;
  readonly salesCents: number;
  readonly cogsCents: number;
  readonly qty: number;
}

/** The month items of sales (warehouse, item, customer), merged per subject by monthlyOps. */
export function saleMoves(lines: readonly SaleLineFigures[], month: Month): MonthlyMove[] {
  return lines.flatMap((l) => {
    const add = { sales: l.salesCents, cogs: l.cogsCents, qty: l.qty };
    return [
      { kind: 'W' as const, subject: l.warehouseId, month, add: { sales: l.salesCents, cogs: l.cogsCents } },
      { kind: 'I' as const, subject: pairSubject(l.warehouseId, l.itemId), month, add },
      { kind: 'C' as const, subject: pairSubject(l.warehouseId, l.customerId), month, add },
    ];
  });
}

/** A purchase receipt or return at its lots' cost; `leadDays` on an order's first receipt (order date to receipt). */
export function purchaseMoves(
  p: { warehouseId: string; supplierId: string; costCents: number; leadDays?: number },
  month: Month,
): MonthlyMove[] {
  const lead: Record<string, number> = p.leadDays === undefined ? {} : { leadDays: p.leadDays, leadOrders: 1 };
  return [
    { kind: 'W', subject: p.warehouseId, month, add: { purchases: p.costCents } },
    { kind: 'S', subject: pairSubject(p.warehouseId, p.supplierId), month, add: { purchases: p.costCents, ...lead } },
  ];
}

/** An expense moved by `cents` in the month of its date (company-wide); also what the backfill derives from an expense. */
export const expenseMove = (c: { date: string; cents: number }): MonthlyMove => ({
  kind: 'W',
  subject: COMPANY_SUBJECT,
  month: monthOf(c.date),
  add: { expenses: c.cents },
});

/** An expense moved by `cents` in the month of its date (company-wide). */
export const expenseOps = (companyId: string, changes: ReadonlyArray<{ date: string; cents: number }>): TransactOp[] =>
  monthlyOps(companyId, changes.map(expenseMove));

/** A reorder rule naming a supplier in a warehouse counts its lead time there (`sign` −1: a rule replaced). */
export const ruleLeadMove = (
  rule: { supplierId: string; leadTimeDays: number },
  warehouseId: string,
  sign: 1 | -1,
  month: Month,
): MonthlyMove => ({
  kind: 'S',
  subject: pairSubject(warehouseId, rule.supplierId),
  month,
  level: { ruleLeadDays: sign * rule.leadTimeDays, rules: sign },
});

/** The day number an item's last sale is kept as on its `WHSTOCK#` row. */
export const lastSaleDayOf = (now: Date): number => dayNumberOf(now);

/**
 * Stock value in transit towards a warehouse (a transfer's ship: +, its receipt or loss: −) counts in that warehouse's
 * value: on its `WH#` row, level and month. Merged by `transact` with the stock change's own write of that row.
 */
export function transitValueOps(companyId: string, warehouseId: string, valueCents: number, month: Month): TransactOp[] {
  if (valueCents === 0) return [];
  return [
    {
      label: 'warehouse',
      Update: {
        Key: imsKeys.warehouse(companyId, warehouseId),
        // one value placeholder per path: transact folds two ADDs of one path into the first one's value
        UpdateExpression: 'ADD stockValue :transitValue, #transitMonth :transitMonthValue',
        ExpressionAttributeNames: { '#transitMonth': valueMonthAttribute(month) },
        ExpressionAttributeValues: { ':transitValue': valueCents, ':transitMonthValue': valueCents },
      },
    },
  ];
}

// ───────────────────────────── reads ─────────────────────────────

/** A pair's stock now, as its `WHSTOCK#` row keeps it (units, value at the lots' cost, the day of its latest sale). */
export interface StockedPair {
  readonly warehouseId: string;
  readonly itemId: string;
  readonly quantity: number;
  readonly stockValue: number;
  readonly lastSaleDay?: number;
  /** Its stock value's change by month. */
  readonly changes: ReadonlyMap<Month, number>;
}

const pairOf = (warehouseId: string, i: Item): StockedPair => ({
  warehouseId,
  itemId: String(i.itemId),
  quantity: Number(i.quantity ?? 0),
  stockValue: Number(i.stockValue ?? 0),
  ...(typeof i.lastSaleDay === 'number' ? { lastSaleDay: i.lastSaleDay } : {}),
  changes: valueChangesOf(i),
});

/**
 * The pairs a warehouse holds now (the sparse stocked-items index, gsi1: quantity above 0): what the stock value of
 * each item now and dead stock are read from. Its size is the warehouse's stocked items, never its history.
 */
export async function listStockedPairs(companyId: string, warehouseId: string): Promise<StockedPair[]> {
  const items = await queryAll({ index: 'gsi1', partition: imsKeys.stockedItemsPk(companyId, warehouseId) });
  return items.map((i) => pairOf(warehouseId, i));
}

/** Given pairs' rows by key (those no longer stocked: sold out or moved away), what each kept; unknown ones left out. */
export async function getPairs(companyId: string, pairs: ReadonlyArray<{ warehouseId: string; itemId: string }>): Promise<StockedPair[]> {
  if (!pairs.length) return [];
  const found = await batchGetItems(pairs.map((p) => imsKeys.warehouseStock(companyId, p.itemId, p.warehouseId)));
  return found.map((i) => pairOf(String(i.warehouseId), i));
}
