/**
 * GET /api/insights/inventory (INSIGHTS.md "Inventory"): every chart of the page in one answer, read from the figures
 * kept as the business runs (shared/insights/inventory-figures.ts, functions/inventory/data/insights.ts), never from
 * history:
 * - one Query each of the warehouses', items', customers' and suppliers' month items of the months asked (the items'
 *   from the turnover window's first month), one of the suppliers' level items (the reorder rules' lead times);
 * - stock value: the shown warehouses' `WH#` rows (level now and change by month) and their stocked pairs (the sparse
 *   index of what each holds now, one Query per warehouse), plus the rows of pairs sold in the window that hold nothing
 *   now (one BatchGetItem): their size is what is on the shelves and what sold, not what happened;
 * - names: one BatchGetItem each of the items, customers and suppliers the answer lists (capped lists).
 * Only warehouses in the account's scope are summed; a warehouse asked for outside it (or another company's) is 404.
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import {
  abcClasses,
  averageStockValue,
  COMPANY_SUBJECT,
  daysOfCover,
  inventoryMonthFigures,
  isDeadStock,
  saleDayOf,
  splitSubject,
  turnover,
  turnoverWindow,
} from '../../../shared/insights/inventory-figures.ts';
import { openingLevels, type Figures } from '../../../shared/insights/levels.ts';
import { monthsFrom, type Month } from '../../../shared/insights/months.ts';
import type {
  DeadStockRow,
  InventoryInsights,
  InventoryInsightsQuery,
  InventoryMonth,
  ItemTurnoverRow,
  LeadTimeRow,
  SupplierMonthAmount,
  TopRow,
  WarehouseMonthAmount,
} from '../../../shared/insights/schemas.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { notFound } from '../../lib/errors.ts';
import { allWarehouses } from '../../lib/scope.ts';
import { getPairs, listStockedPairs, type StockedPair } from '../../inventory/data/insights.ts';
import { allWarehouseFigures, getWarehouseFigures, type WarehouseWithFigures } from '../../inventory/data/warehouses.ts';
import * as imsKeys from '../../inventory/keys.ts';
import { itemFromItem, partnerFromItem } from '../../inventory/records.ts';
import { readLevels, readMonthly, type MonthlyRow } from '../monthly.ts';
import { backfillProgress } from './backfill.ts';

/** Lists inside the answer hold at most this many rows (`more` says there were others); the top lists 10. */
const LIST_CAP = 50;
const TOP = 10;

const get = (f: Figures | undefined, name: string) => f?.[name] ?? 0;

/** Adds `figures` into `target` (a sum per name). */
function addInto(target: Record<string, number>, figures: Figures): void {
  for (const [name, value] of Object.entries(figures)) target[name] = (target[name] ?? 0) + value;
}

/** Sums of rows by a key, over the months from `from` to `to` (both included). */
function sumBy(
  rows: readonly MonthlyRow[],
  keyOf: (row: MonthlyRow) => string | null,
  from: Month,
  to: Month,
): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const row of rows) {
    if (row.month < from || row.month > to) continue;
    const key = keyOf(row);
    if (key === null) continue;
    const sums = out.get(key) ?? {};
    addInto(sums, row.figures);
    out.set(key, sums);
  }
  return out;
}

/** Stock value changes by month as the figures `openingLevels` reads. */
const valueChanges = (changes: ReadonlyMap<Month, number>) => new Map<Month, Figures>([...changes].map(([m, v]) => [m, { stockValue: v }]));

/** The warehouses a request sums: the one asked (404 outside the scope or another company's), else every one in scope. */
async function shownWarehouses(companyId: string, warehouseId: string | null): Promise<WarehouseWithFigures[]> {
  if (warehouseId === null) return allWarehouseFigures(companyId);
  const found = await getWarehouseFigures(companyId, warehouseId);
  if (!found) throw notFound(M.warehouseNotFound);
  return [found];
}

/** Names by id of the items, customers or suppliers listed (one BatchGetItem each; a deleted one keeps its id). */
async function itemNames(companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await batchGetItems(unique.map((id) => imsKeys.item(companyId, id)));
  return new Map(found.map(itemFromItem).map((i) => [i.itemId, i.name]));
}
async function partnerNames(companyId: string, kind: 'customer' | 'supplier', ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await batchGetItems(unique.map((id) => imsKeys.partner(companyId, kind, id)));
  return new Map(found.map(partnerFromItem).map((p) => [p.partnerId, p.name]));
}

/** The top rows by revenue and by margin (highest first, the id breaking ties) of summed sales figures. */
function topRows(sums: ReadonlyMap<string, Record<string, number>>, names: ReadonlyMap<string, string>) {
  const rows = [...sums]
    .filter(([, f]) => get(f, 'sales') !== 0 || get(f, 'cogs') !== 0 || get(f, 'qty') !== 0)
    .map(([id, f]) => ({ id, revenueCents: get(f, 'sales'), marginCents: get(f, 'sales') - get(f, 'cogs'), quantity: get(f, 'qty') }));
  const answer = (r: (typeof rows)[number]): TopRow => ({
    id: r.id,
    name: names.get(r.id) ?? r.id,
    revenue: fromCents(r.revenueCents),
    margin: fromCents(r.marginCents),
    quantity: r.quantity,
  });
  const byRevenue = [...rows].sort((a, b) => b.revenueCents - a.revenueCents || a.id.localeCompare(b.id)).slice(0, TOP);
  const byMargin = [...rows].sort((a, b) => b.marginCents - a.marginCents || a.id.localeCompare(b.id)).slice(0, TOP);
  return { byRevenue, byMargin, answer };
}

export async function inventoryInsights(companyId: string, query: InventoryInsightsQuery, now = new Date()): Promise<InventoryInsights> {
  const { from, to } = query;
  const months = monthsFrom(from, to);
  const warehouses = (await shownWarehouses(companyId, query.warehouse)).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const shown = new Set(warehouses.map((w) => w.warehouseId));
  const inShown = (subject: string) => shown.has(splitSubject(subject).warehouseId);
  const window = turnoverWindow(to);
  const itemsFrom = window.months[0]! < from ? window.months[0]! : from;
  const [warehouseRows, itemRows, customerRows, supplierRows, supplierLevels, stocked, backfill] = await Promise.all([
    readMonthly(companyId, 'W', from, to),
    readMonthly(companyId, 'I', itemsFrom, to),
    readMonthly(companyId, 'C', from, to),
    readMonthly(companyId, 'S', from, to),
    readLevels(companyId, 'S'),
    Promise.all(warehouses.map((w) => listStockedPairs(companyId, w.warehouseId))).then((lists) => lists.flat()),
    backfillProgress(companyId, 'inventory'),
  ]);

  // ── months and stock value by warehouse (its level now and its changes by month on its row) ──
  const ownByWarehouse = new Map<string, Map<Month, Figures>>();
  for (const row of warehouseRows) {
    const byMonth = ownByWarehouse.get(row.subject) ?? new Map<Month, Figures>();
    byMonth.set(row.month, row.figures);
    ownByWarehouse.set(row.subject, byMonth);
  }
  const monthSums = new Map(months.map((m) => [m, { own: {} as Record<string, number>, closing: 0 }]));
  const stockValueByWarehouse: WarehouseMonthAmount[] = [];
  for (const w of warehouses) {
    const own = ownByWarehouse.get(w.warehouseId) ?? new Map<Month, Figures>();
    const changes = valueChanges(w.stockValueChanges);
    const opening = openingLevels({ stockValue: w.stockValue }, changes, months, ['stockValue']);
    for (const month of months) {
      const closing = get(opening.get(month), 'stockValue') + get(changes.get(month), 'stockValue');
      const sums = monthSums.get(month)!;
      addInto(sums.own, own.get(month) ?? {});
      sums.closing += closing;
      stockValueByWarehouse.push({ month, warehouseId: w.warehouseId, warehouseName: w.name, amount: fromCents(closing) });
    }
  }
  // expenses are the company's, not a warehouse's: shown only beside every warehouse, to an account that sees them all
  const withExpenses = query.warehouse === null && allWarehouses();
  const expenses = ownByWarehouse.get(COMPANY_SUBJECT);
  const monthRows: InventoryMonth[] = months.map((month) => {
    const { own, closing } = monthSums.get(month)!;
    const f = inventoryMonthFigures(own, closing, withExpenses ? get(expenses?.get(month), 'expenses') : 0);
    return {
      month,
      sales: fromCents(f.salesCents),
      cogs: fromCents(f.cogsCents),
      margin: fromCents(f.marginCents),
      marginRate: f.marginRate,
      purchases: fromCents(f.purchasesCents),
      expenses: fromCents(f.expensesCents),
      stockValue: fromCents(f.stockValueCents),
    };
  });

  // ── items: top lists, turnover and ABC, dead stock ──
  const shownItemRows = itemRows.filter((r) => inShown(r.subject));
  const itemOf = (row: MonthlyRow) => splitSubject(row.subject).id;
  const itemSums = sumBy(shownItemRows, itemOf, from, to);
  const windowSums = sumBy(shownItemRows, itemOf, window.months[0]!, to);
  // the pairs stocked now, and those sold in the window that no longer are (their rows, by key)
  const stockedKeys = new Set(stocked.map((p) => `${p.warehouseId}#${p.itemId}`));
  const gone = [...new Set(shownItemRows.map((r) => r.subject))]
    .filter((subject) => !stockedKeys.has(subject))
    .map((subject) => ({ warehouseId: splitSubject(subject).warehouseId, itemId: splitSubject(subject).id }));
  const pairs = [...stocked, ...(await getPairs(companyId, gone))];
  const pairsByItem = new Map<string, StockedPair[]>();
  for (const p of pairs) pairsByItem.set(p.itemId, [...(pairsByItem.get(p.itemId) ?? []), p]);
  const itemValue = (itemId: string) => {
    const list = pairsByItem.get(itemId) ?? [];
    const changes = new Map<Month, number>();
    for (const p of list) for (const [m, v] of p.changes) changes.set(m, (changes.get(m) ?? 0) + v);
    return { now: list.reduce((n, p) => n + p.stockValue, 0), changes: valueChanges(changes) };
  };

  const abc = abcClasses([...itemSums].map(([id, f]) => ({ id, revenue: get(f, 'sales') })));
  const turnoverIds = new Set([...itemSums.keys(), ...windowSums.keys(), ...stocked.map((p) => p.itemId)]);
  const turnoverRows = [...turnoverIds].map((itemId) => {
    const { now: valueNow, changes } = itemValue(itemId);
    const opening = openingLevels({ stockValue: valueNow }, changes, window.months, ['stockValue']);
    const closings = window.months.map((m) => get(opening.get(m), 'stockValue') + get(changes.get(m), 'stockValue'));
    const cogs90 = get(windowSums.get(itemId), 'cogs');
    const average = averageStockValue(get(opening.get(window.months[0]!), 'stockValue'), closings);
    return {
      itemId,
      revenue: get(itemSums.get(itemId), 'sales'),
      closing: closings[closings.length - 1]!,
      cogs90,
      average,
    };
  });
  turnoverRows.sort((a, b) => b.revenue - a.revenue || b.closing - a.closing || a.itemId.localeCompare(b.itemId));
  const turnoverShown = turnoverRows.filter((r) => r.revenue !== 0 || r.cogs90 !== 0 || r.closing !== 0 || r.average !== 0);

  const today = isoDateOf(now);
  const dead = [...pairsByItem]
    .map(([itemId, all]) => {
      const list = all.filter((p) => p.quantity > 0);
      const quantity = list.reduce((n, p) => n + p.quantity, 0);
      const lastSaleDay = Math.max(0, ...list.map((p) => p.lastSaleDay ?? 0));
      return { itemId, quantity, valueCents: list.reduce((n, p) => n + p.stockValue, 0), lastSaleDay };
    })
    .filter((d) => isDeadStock(d.quantity, d.lastSaleDay || undefined, today))
    .sort((a, b) => b.valueCents - a.valueCents || a.itemId.localeCompare(b.itemId));

  // ── customers ──
  const customerSums = sumBy(
    customerRows.filter((r) => inShown(r.subject)),
    (r) => splitSubject(r.subject).id,
    from,
    to,
  );

  // ── suppliers: purchases by month, lead times against the rules' ──
  const shownSupplierRows = supplierRows.filter((r) => inShown(r.subject));
  const purchases = sumBy(shownSupplierRows, (r) => `${r.month}#${splitSubject(r.subject).id}`, from, to);
  const leads = sumBy(shownSupplierRows, (r) => splitSubject(r.subject).id, from, to);
  const rules = new Map<string, Record<string, number>>();
  for (const [subject, figures] of supplierLevels) {
    if (!inShown(subject)) continue;
    const id = splitSubject(subject).id;
    const sums = rules.get(id) ?? {};
    addInto(sums, figures);
    rules.set(id, sums);
  }
  const leadIds = [...new Set([...leads.keys(), ...rules.keys()])].filter(
    (id) => get(leads.get(id), 'leadOrders') > 0 || get(rules.get(id), 'rules') > 0,
  );

  const items = topRows(itemSums, new Map());
  const customers = topRows(customerSums, new Map());
  const turnoverPage = turnoverShown.slice(0, LIST_CAP);
  const deadPage = dead.slice(0, LIST_CAP);
  const [names, customerNames, supplierNames] = await Promise.all([
    itemNames(companyId, [
      ...items.byRevenue.map((r) => r.id),
      ...items.byMargin.map((r) => r.id),
      ...turnoverPage.map((r) => r.itemId),
      ...deadPage.map((r) => r.itemId),
    ]),
    partnerNames(
      companyId,
      'customer',
      [...customers.byRevenue, ...customers.byMargin].map((r) => r.id),
    ),
    partnerNames(companyId, 'supplier', [...new Set([...[...purchases.keys()].map((k) => k.slice(8)), ...leadIds])]),
  ]);
  const itemTop = topRows(itemSums, names);
  const customerTop = topRows(customerSums, customerNames);

  const purchasesBySupplier: SupplierMonthAmount[] = [...purchases]
    .filter(([, f]) => get(f, 'purchases') !== 0)
    .map(([key, f]) => {
      const supplierId = key.slice(8);
      return {
        month: key.slice(0, 7),
        supplierId,
        supplierName: supplierNames.get(supplierId) ?? supplierId,
        amount: fromCents(get(f, 'purchases')),
      };
    })
    .sort((a, b) => a.month.localeCompare(b.month) || a.supplierName.localeCompare(b.supplierName, 'en-GB'));

  const leadTimes: LeadTimeRow[] = leadIds
    .map((supplierId) => {
      const l = leads.get(supplierId);
      const r = rules.get(supplierId);
      return {
        supplierId,
        supplierName: supplierNames.get(supplierId) ?? supplierId,
        orders: get(l, 'leadOrders'),
        averageLeadDays: get(l, 'leadOrders') > 0 ? oneDecimal(get(l, 'leadDays') / get(l, 'leadOrders')) : null,
        ruleLeadDays: get(r, 'rules') > 0 ? oneDecimal(get(r, 'ruleLeadDays') / get(r, 'rules')) : null,
      };
    })
    .sort((a, b) => b.orders - a.orders || a.supplierName.localeCompare(b.supplierName, 'en-GB'))
    .slice(0, LIST_CAP);

  const turnoverAnswer: ItemTurnoverRow[] = turnoverPage.map((r) => ({
    itemId: r.itemId,
    name: names.get(r.itemId) ?? r.itemId,
    cogs90: fromCents(r.cogs90),
    averageStockValue: fromCents(r.average),
    turnover: turnover(r.cogs90, r.average),
    daysOfCover: daysOfCover(r.closing, r.cogs90, window.days),
    abc: abc.get(r.itemId) ?? 'C',
  }));
  const deadAnswer: DeadStockRow[] = deadPage.map((d) => ({
    itemId: d.itemId,
    name: names.get(d.itemId) ?? d.itemId,
    quantity: d.quantity,
    value: fromCents(d.valueCents),
    lastSale: saleDayOf(d.lastSaleDay),
  }));

  return {
    from,
    to,
    warehouse: query.warehouse,
    months: monthRows,
    stockValueByWarehouse,
    topItemsByRevenue: itemTop.byRevenue.map(itemTop.answer),
    topItemsByMargin: itemTop.byMargin.map(itemTop.answer),
    topCustomersByRevenue: customerTop.byRevenue.map(customerTop.answer),
    topCustomersByMargin: customerTop.byMargin.map(customerTop.answer),
    turnover: { rows: turnoverAnswer, more: turnoverShown.length > LIST_CAP },
    deadStock: { rows: deadAnswer, more: dead.length > LIST_CAP, totalValue: fromCents(dead.reduce((n, d) => n + d.valueCents, 0)) },
    purchasesBySupplier,
    leadTimes,
    backfill,
  };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
