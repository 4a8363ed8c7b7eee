/**
 * The inventory area's monthly figures (INSIGHTS.md), every amount in integer cents. The month of a figure is the UTC
 * month of the change that moves it (the ledger's UTC day, inventory/data/ledger.ts), an expense's the month of its
 * date. Subjects carry the warehouse first, so the warehouse filter and the account's scope apply to every kind:
 *
 * - kind W, subject = the warehouse id, per month: `sales` (what the units fulfilled that month are worth at the
 *   line's net unit price; a return subtracts its credit in its own month), `cogs` (the cost of the lots fulfilled;
 *   a Good return gives its cost back, a Damaged one does not: that cost is lost), `purchases` (purchase order
 *   receipts at the lots' cost; a purchase return takes back the cost of the units it sends), and the level
 *   `stockValue` (every stock move at its lots' cost, plus what is in transit towards the warehouse);
 * - kind W, subject `_company`: `expenses` (company-wide, shown only when every warehouse is shown);
 * - kind I, subject `<warehouseId>#<itemId>`: `sales`, `cogs`, `qty` (units sold less units returned), the levels
 *   `stockValue` and `units`; its level item also holds `lastSaleDay` (the day number of its latest fulfilment, SET);
 * - kind C, subject `<warehouseId>#<customerId>`: `sales`, `cogs`, `qty`;
 * - kind S, subject `<warehouseId>#<supplierId>`: `purchases`, `leadDays` and `leadOrders` (days from an order's date
 *   to its first receipt, by the month of that receipt), and the levels `ruleLeadDays` / `rules` (Σ lead time and
 *   count of the reorder rules naming the supplier in that warehouse).
 */
import { fromDayNumber, toDayNumber, type IsoDate } from '../domain/dates.ts';
import type { Figures } from './levels.ts';
import { addMonths, daysOfMonth, type Month } from './months.ts';
import type { AbcClass } from './schemas.ts';

/** The subject of the company-wide figures (expenses) among the warehouses. */
export const COMPANY_SUBJECT = '_company';

/** Level figures of each kind (a month's opening level is read back from the changes after it: levels.ts). */
export const WAREHOUSE_LEVELS = ['stockValue'] as const;
export const ITEM_LEVELS = ['stockValue', 'units'] as const;
export const SUPPLIER_LEVELS = ['ruleLeadDays', 'rules'] as const;

/** `<warehouseId>#<id>`: an item, customer or supplier within a warehouse. */
export const pairSubject = (warehouseId: string, id: string) => `${warehouseId}#${id}`;
export function splitSubject(subject: string): { warehouseId: string; id: string } {
  const at = subject.indexOf('#');
  return at < 0 ? { warehouseId: subject, id: '' } : { warehouseId: subject.slice(0, at), id: subject.slice(at + 1) };
}

/** The date of the day number kept as an item's last sale (inventory/data/insights.ts `lastSaleDayOf`). */
export const saleDayOf = (dayNumber: number | undefined): IsoDate | null => (dayNumber ? fromDayNumber(dayNumber) : null);

const get = (f: Figures | undefined, name: string) => f?.[name] ?? 0;

/** One month's figures of the warehouses shown: from their own figures and their stock value at the month's end. */
export function inventoryMonthFigures(own: Figures | undefined, closingStockValue: number, expenses: number) {
  const sales = get(own, 'sales');
  const cogs = get(own, 'cogs');
  const margin = sales - cogs;
  return {
    salesCents: sales,
    cogsCents: cogs,
    marginCents: margin,
    marginRate: sales === 0 ? null : round(margin / sales, 4),
    purchasesCents: get(own, 'purchases'),
    expensesCents: expenses,
    stockValueCents: closingStockValue,
  };
}

/** A month's closing level: its opening level plus the change the month's own item holds. */
export const closingLevel = (opening: Figures | undefined, own: Figures | undefined, name: string) => get(opening, name) + get(own, name);

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * ABC classes by revenue: sorted by revenue (highest first), an item is A while the revenue before it is under 80% of
 * the total, B while under 95%, C after. Items tied on revenue share the class of the first of them; an item without
 * revenue (or every item when there is none) is C.
 */
export function abcClasses(rows: ReadonlyArray<{ id: string; revenue: number }>): Map<string, AbcClass> {
  const total = rows.reduce((n, r) => n + Math.max(0, r.revenue), 0);
  const sorted = [...rows].sort((a, b) => b.revenue - a.revenue || a.id.localeCompare(b.id));
  const out = new Map<string, AbcClass>();
  let before = 0;
  let previous: { revenue: number; cls: AbcClass } | null = null;
  for (const r of sorted) {
    let cls: AbcClass;
    if (r.revenue <= 0 || total <= 0) cls = 'C';
    else if (previous && previous.revenue === r.revenue) cls = previous.cls;
    else cls = before * 100 < total * 80 ? 'A' : before * 100 < total * 95 ? 'B' : 'C';
    out.set(r.id, cls);
    previous = { revenue: r.revenue, cls };
    before += Math.max(0, r.revenue);
  }
  return out;
}

/** The window "the last 90 days" is read over: the last three whole months up to `to`, and how many days they hold. */
export function turnoverWindow(to: Month): { months: Month[]; days: number } {
  const months = [addMonths(to, -2), addMonths(to, -1), to];
  return { months, days: months.reduce((n, m) => n + daysOfMonth(m), 0) };
}

/** The average stock value over a window: the mean of its opening value and each of its months' closing values. */
export function averageStockValue(opening: number, closings: readonly number[]): number {
  const points = [opening, ...closings];
  return Math.round(points.reduce((n, v) => n + v, 0) / points.length);
}

/** COGS over the window ÷ the average stock value (2 places); null without stock. */
export const turnover = (cogs: number, averageStock: number): number | null => (averageStock <= 0 ? null : round(cogs / averageStock, 2));

/** Days the stock now lasts at the window's daily COGS (1 place); null when nothing was sold (it never runs out). */
export const daysOfCover = (stockValueNow: number, cogs: number, windowDays: number): number | null =>
  cogs <= 0 ? null : round(Math.max(0, stockValueNow) / (cogs / windowDays), 1);

/** Dead stock: units on hand and no sale in the 90 days up to `today` (a sale on the 90th day before still counts). */
export function isDeadStock(units: number, lastSaleDay: number | undefined, today: IsoDate): boolean {
  if (units <= 0) return false;
  return !lastSaleDay || lastSaleDay < toDayNumber(today) - 90;
}
