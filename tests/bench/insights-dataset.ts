/**
 * Issue 35: the insights items (functions/insights/keys.ts, partition `C#<cid>#INSIGHTS`) that the bench companies'
 * records imply. The datasets write their records as raw items, so nothing moves these figures as the services would:
 * they are worked out here from the same records with the product's own pure functions and written beside them.
 *
 * - Rent (rent-dataset.ts's plan): per room `roomChainMoves` (the room, and each checked-out rent's vacancy up to the
 *   next rent), per rent `rentContribution` (occupancy and billing levels, payments: collected, income, days to pay),
 *   per maintenance request `maintenanceContribution` (its cost, and an open one by priority, by its reported day, as
 *   data/maintenance.ts). The plan posts no late fees.
 * - Inventory (the ims plans): per fulfilment `saleMoves` at the line's exact net worth (`returnCreditsCents` over the
 *   units delivered, as services/sales-fulfilment.ts) and the lot's cost; per sales return the credit back and, Good,
 *   its cost; per purchase receipt `purchaseMoves` at the line's net unit cost (`netUnitCents`, the receipt lot's cost),
 *   the order's first receipt with its lead days; per purchase return the cost of its units; per expense the company's
 *   `expenses` in its date's month; per reorder rule its supplier's lead time level (`ruleLeadMove`). The stock value
 *   the product keeps on the `WH#` and `WHSTOCK#` rows is not added to the dataset's rows (see the README).
 *
 * The items are the final state of `monthlyOps`' ADDs on an empty table: a month item holds the month's figures and
 * level changes, a level item the sum of its level changes. A figure whose changes cancel out is left out (the product
 * keeps it at 0): the same items, a few bytes smaller.
 */
import { monthItem, levelItem } from '../../functions/insights/keys.ts';
import { VERSION, type MonthlyMove } from '../../functions/insights/monthly.ts';
import {
  purchaseMoves,
  ruleLeadMove,
  saleMoves,
  valueMonthAttribute,
  type SaleLineFigures,
} from '../../functions/inventory/data/insights.ts';
import { daysBetween } from '../../shared/domain/dates.ts';
import { COMPANY_SUBJECT } from '../../shared/insights/inventory-figures.ts';
import { monthOf } from '../../shared/insights/months.ts';
import { maintenanceContribution, rentContribution, roomChainMoves, type RentMove } from '../../shared/insights/rent-contribution.ts';
import { netUnitCents, orderTotals, returnCreditsCents } from '../../shared/inventory/rules.ts';
import type { ImsPlan, PlanRule } from './ims-dataset.ts';
import type { PlanExpense } from './ims-finance.ts';
import type { PurchasePlan } from './ims-purchasing.ts';
import type { SalesPlan } from './ims-sales.ts';
import type { CompanyPlan, Item, PlanRent } from './rent-dataset.ts';

type Move = MonthlyMove | RentMove;

/** What the insights items are computed from: a change to any of them makes the rent and ims seeds stale. */
export const INSIGHT_DATASET_FILES = [
  'tests/bench/insights-dataset.ts',
  'functions/insights/keys.ts',
  'functions/insights/monthly.ts',
  'functions/inventory/data/insights.ts',
  'shared/insights/inventory-figures.ts',
  'shared/insights/levels.ts',
  'shared/insights/months.ts',
  'shared/insights/rent-contribution.ts',
  'shared/insights/rent-figures.ts',
  'shared/inventory/rules.ts',
];

/** The items `monthlyOps` leaves for `moves` on an empty table, sorted by key. */
export function insightItemsOf(companyId: string, moves: Iterable<Move>): Item[] {
  const items = new Map<string, { key: { pk: string; sk: string }; figures: Map<string, number> }>();
  const add = (key: { pk: string; sk: string }, figures: Readonly<Record<string, number>> | undefined) => {
    if (!figures) return;
    const entry = items.get(key.sk) ?? { key, figures: new Map<string, number>() };
    for (const [name, value] of Object.entries(figures)) entry.figures.set(name, (entry.figures.get(name) ?? 0) + value);
    items.set(key.sk, entry);
  };
  for (const m of moves) {
    add(monthItem(companyId, m.kind, m.month, m.subject), m.add);
    add(monthItem(companyId, m.kind, m.month, m.subject), m.level);
    add(levelItem(companyId, m.kind, m.subject), m.level);
  }
  const out: Item[] = [];
  for (const sk of [...items.keys()].sort()) {
    const { key, figures } = items.get(sk)!;
    const kept = [...figures].filter(([, v]) => v !== 0);
    if (kept.length) out.push({ ...key, ...Object.fromEntries(kept) });
  }
  return out;
}

// ───────────────────────────── rent ─────────────────────────────

const contributionRent = (buildingNumber: number, rent: PlanRent) => ({
  buildingNumber,
  tenantId: rent.tenant.tenantId,
  rentPriceCents: rent.rentPriceCents,
  startDate: rent.startDate,
  endDate: rent.endDate,
  rentType: rent.rentType,
  checkoutDate: rent.checkoutDate,
});

/** The rent area's moves of one company plan (every building). */
export function* rentPlanMoves(plan: CompanyPlan): Generator<RentMove> {
  for (const b of plan.buildings)
    for (const room of b.rooms) {
      const rents = [...room.history, ...(room.current ? [room.current] : [])];
      yield* roomChainMoves(
        { buildingNumber: b.buildingNumber, createdAt: room.createdAt },
        rents.map((r) => ({ ...contributionRent(b.buildingNumber, r), rentUlid: r.rentUlid })),
      );
      for (const r of rents)
        yield* rentContribution(
          contributionRent(b.buildingNumber, r),
          r.payments.map((p) => ({ date: p.paidAt.slice(0, 10), paidAt: p.paidAt, reference: p.reference, amountCents: p.amountCents })),
          [],
        );
      // cost by reported month, and the open ones in the level by priority (as data/maintenance.ts)
      for (const m of room.maintenance)
        yield* maintenanceContribution({
          buildingNumber: b.buildingNumber,
          reportedAt: m.reportedAt,
          costCents: m.costCents,
          status: m.status,
          priority: m.priority,
        });
    }
}

/** The insights items of a rent company plan. */
export const rentInsightItems = (plan: CompanyPlan): Item[] => insightItemsOf(plan.companyId, rentPlanMoves(plan));

// ───────────────────────────── inventory ─────────────────────────────

/** Sales: each fulfilment at its units' net worth and lots' cost, each return back (its cost too when Good). */
export function* salesPlanMoves(sales: SalesPlan): Generator<MonthlyMove> {
  for (const o of sales.orders) {
    const totals = orderTotals(
      o.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.item.salesCents, discountPercent: l.discount })),
      o.discount,
    );
    const lines = o.lines.map((l, k) => ({
      lineId: k + 1,
      quantity: l.quantity,
      totalCents: totals.lineTotalsCents[k]!,
      deliveredQuantity: 0,
      returnedQuantity: 0,
    }));
    const cogs: Array<{ lineId: number; unitCostCents: number }> = [];
    const figure = (lineId: number, salesCents: number, cogsCents: number, qty: number): SaleLineFigures => ({
      warehouseId: o.warehouse.warehouseId,
      itemId: o.lines[lineId - 1]!.item.itemId,
      customerId: o.customer.partnerId,
      salesCents,
      cogsCents,
      qty,
    });
    for (const e of o.events) {
      if (e.kind === 'fulfil') {
        const worth = returnCreditsCents(
          { totalCents: totals.totalCents, lines: lines.map((l) => ({ ...l, returnedQuantity: l.deliveredQuantity })) },
          e.lines.map((s) => ({ lineId: s.line, quantity: s.quantity })),
        );
        const step = e.lines.map((s, i) => {
          const planned = o.lines[s.line - 1]!;
          const lot = sales.lotOf(planned.item, planned.itemIndex, o.warehouseIndex);
          cogs.push({ lineId: s.line, unitCostCents: lot.unitCostCents });
          lines[s.line - 1]!.deliveredQuantity += s.quantity;
          return figure(s.line, worth[i]!, s.quantity * lot.unitCostCents, s.quantity);
        });
        yield* saleMoves(step, monthOf(e.at));
      } else if (e.kind === 'return') {
        const row = cogs[e.cogs - 1]!;
        const [credit] = returnCreditsCents({ totalCents: totals.totalCents, lines }, [{ lineId: row.lineId, quantity: e.quantity }]);
        lines[row.lineId - 1]!.returnedQuantity += e.quantity;
        const cost = e.condition === 'Good' ? e.quantity * row.unitCostCents : 0;
        yield* saleMoves([figure(row.lineId, -credit!, -cost, -e.quantity)], monthOf(e.at));
      }
    }
  }
}

/** Purchases: each receipt at the line's net unit cost (the first with its lead days), each return back. */
export function* purchasePlanMoves(purchases: PurchasePlan): Generator<MonthlyMove> {
  for (const o of purchases.orders) {
    let received = 0;
    const orderDate = o.createdAt.slice(0, 10);
    for (const e of o.events) {
      if (e.kind !== 'receive' && e.kind !== 'return') continue;
      const line = o.lines[e.line - 1]!;
      const unit = netUnitCents(line.item.purchaseCents, line.discount, o.discount);
      const sign = e.kind === 'receive' ? 1 : -1;
      const lead = e.kind === 'receive' && received === 0 ? { leadDays: Math.max(0, daysBetween(orderDate, e.at.slice(0, 10))) } : {};
      if (e.kind === 'receive') received += e.quantity;
      yield* purchaseMoves(
        { warehouseId: o.warehouse.warehouseId, supplierId: o.supplier.partnerId, costCents: sign * e.quantity * unit, ...lead },
        monthOf(e.at),
      );
    }
  }
}

/** The inventory insights items of a company: its orders' events, its expenses and its reorder rules. */
export function imsInsightItems(
  plan: ImsPlan,
  orders: { purchases: PurchasePlan; sales: SalesPlan; expenses: readonly PlanExpense[]; rules: readonly PlanRule[] },
): Item[] {
  function* moves(): Generator<MonthlyMove> {
    yield* purchasePlanMoves(orders.purchases);
    yield* salesPlanMoves(orders.sales);
    for (const e of orders.expenses)
      yield { kind: 'W', subject: COMPANY_SUBJECT, month: monthOf(e.date), add: { expenses: e.amountCents } };
    for (const r of orders.rules)
      yield ruleLeadMove(
        { supplierId: r.supplier.partnerId, leadTimeDays: r.leadTimeDays },
        plan.warehouses[r.warehouse]!.warehouseId,
        1,
        monthOf(r.at),
      );
  }
  return insightItemsOf(plan.companyId, moves());
}

// ───────────────────────────── the consistency check's comparison ─────────────────────────────

/** What differs between the insights items the services wrote and the ones the records imply (zeros dropped on both). */
export interface InsightItemsCheck {
  readonly items: number;
  readonly differences: number;
  readonly examples: readonly string[];
}

/** An item's attributes but its zero figures and its version (`_v` counts the changes, which a builder does not make). */
const withoutZeros = (item: Item): Item => Object.fromEntries(Object.entries(item).filter(([k, v]) => v !== 0 && k !== VERSION));
const hasFigures = (item: Item) => Object.keys(item).some((k) => k !== 'pk' && k !== 'sk');

/**
 * The month and level items (`M#`, `L#`) of `product` (the company's insights partition as the services left it)
 * against `bench` (rentInsightItems of the same records): figures that cancelled out to 0 are dropped on both sides,
 * as `insightItemsOf` leaves them out.
 */
export function compareInsightItems(product: readonly Item[], bench: readonly Item[]): InsightItemsCheck {
  const key = (i: Item) => String(i.sk);
  const figures = (items: readonly Item[]) =>
    new Map(
      items
        .filter((i) => /^[ML]#/.test(String(i.sk)))
        .map(withoutZeros)
        .filter(hasFigures)
        .map((i) => [key(i), i]),
    );
  const ours = figures(bench);
  const theirs = figures(product);
  const examples: string[] = [];
  let differences = 0;
  const note = (text: string) => {
    differences += 1;
    if (examples.length < 3) examples.push(text);
  };
  for (const [sk, item] of ours) {
    const other = theirs.get(sk);
    if (!other) note(`${sk} only in the bench's items`);
    else if (JSON.stringify(Object.entries(item).sort()) !== JSON.stringify(Object.entries(other).sort()))
      note(`${sk}: bench ${JSON.stringify(item)} vs services ${JSON.stringify(other)}`);
  }
  for (const sk of theirs.keys()) if (!ours.has(sk)) note(`${sk} only in the services' items`);
  return { items: ours.size, differences, examples };
}

// ───────────────────────────── stock value on the stock rows ─────────────────────────────

/**
 * A pair's or a warehouse's stock value as the stock changes leave it on its `WHSTOCK#` or `WH#` row
 * (functions/inventory/data/stock.ts): `stockValue` and, per month with a change, `sv_yyyy_mm` (ADDed by every change
 * that moves it, so a month whose changes cancel out keeps its attribute at 0).
 */
export interface StockValue {
  total: number;
  readonly months: Map<string, number>;
}
export const emptyStockValue = (): StockValue => ({ total: 0, months: new Map() });

/** A stock change of `cents` at `at` (a change that moves no value writes nothing). */
export function addStockValue(value: StockValue, at: string, cents: number): void {
  if (!cents) return;
  value.total += cents;
  const name = valueMonthAttribute(monthOf(at));
  value.months.set(name, (value.months.get(name) ?? 0) + cents);
}

export function mergeStockValue(into: StockValue, from: StockValue): void {
  into.total += from.total;
  for (const [name, cents] of from.months) into.months.set(name, (into.months.get(name) ?? 0) + cents);
}

/** The row's attributes (none before its first change that moved value). */
export const stockValueAttributes = (value: StockValue | undefined): Item =>
  value && value.months.size ? { stockValue: value.total, ...Object.fromEntries(value.months) } : {};
