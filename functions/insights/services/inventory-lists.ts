/**
 * The inventory Insights page's lists (INSIGHTS.md "Inventory" 2, 4, 5, 6): top items and customers by revenue and by
 * margin for the period, turnover, days of cover and ABC, dead stock, purchases by supplier and lead times.
 *
 * Each list ranks every item, customer or supplier active in the warehouses shown, so working one out reads all of
 * their month items of the range and every stocked pair: its cost grows with what is active per warehouse, not with
 * history, but it is not bounded by the rows shown. The product keeps them instead (the README, "Insights"):
 * - worked out from the monthly figures (never from history) and kept as one item per warehouses shown and range
 *   (`LISTS#…`, keys.ts), with the moment they were worked out (`asOf`), shown on the page;
 * - the daily run works out the default period (the last 12 months) for every warehouse and for all of them
 *   (`insightsListsJob`), so the page's usual read is one GetItem of lists at most a day old;
 * - a page asking a range or warehouses kept for none, or kept more than a day ago, works them out and keeps them;
 *   "Refresh lists" (`lists=fresh`) does so at once; the comparison beside a period asks for none (`lists=none`).
 * The monthly charts beside them stay live (inventory-insights.ts).
 */
import { createHash } from 'node:crypto';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import {
  abcClasses,
  averageStockValue,
  daysOfCover,
  isDeadStock,
  saleDayOf,
  splitSubject,
  turnover,
  turnoverWindow,
} from '../../../shared/insights/inventory-figures.ts';
import { openingLevels, type Figures } from '../../../shared/insights/levels.ts';
import { addMonths, monthOf, type Month } from '../../../shared/insights/months.ts';
import type {
  DeadStockRow,
  InventoryLists,
  ItemTurnoverRow,
  LeadTimeRow,
  ListsMode,
  SupplierMonthAmount,
  TopRow,
} from '../../../shared/insights/schemas.ts';
import type { Job, JobContext, JobResult } from '../../automation/job.ts';
import { batchGetItems } from '../../lib/dynamo/batch.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { putItem } from '../../lib/dynamo/transact.ts';
import { log, serializeError } from '../../lib/logger.ts';
import { tableDefinition } from '../../../shared/table.ts';
import { getPairs, listStockedPairs, type StockedPair } from '../../inventory/data/insights.ts';
import { allWarehouseFigures } from '../../inventory/data/warehouses.ts';
import * as imsKeys from '../../inventory/keys.ts';
import { itemFromItem, partnerFromItem } from '../../inventory/records.ts';
import * as insightKeys from '../keys.ts';
import { readLevels, readMonthly, type MonthlyRow } from '../monthly.ts';
import { backfillProgress } from './backfill.ts';

/** Lists hold at most this many rows (`more` says there were others); the top lists 10, the purchases chart 10 suppliers. */
const LIST_CAP = 50;
const TOP = 10;
/** The purchases chart's suppliers beyond the top ones, summed into one. */
export const OTHER_SUPPLIERS = { id: 'other', name: 'Other suppliers' } as const;
/** Kept lists older than this are worked out again when asked for (the daily run keeps the default ones younger). */
export const LISTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long a kept item stays in the table after it was worked out (the TTL attribute). */
const LISTS_KEPT_SECONDS = 7 * 24 * 60 * 60;

export const get = (f: Figures | undefined, name: string) => f?.[name] ?? 0;

/** Adds `figures` into `target` (a sum per name). */
export function addInto(target: Record<string, number>, figures: Figures): void {
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
export const valueChanges = (changes: ReadonlyMap<Month, number>) =>
  new Map<Month, Figures>([...changes].map(([m, v]) => [m, { stockValue: v }]));

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
function topRows(sums: ReadonlyMap<string, Record<string, number>>) {
  const rows = [...sums]
    .filter(([, f]) => get(f, 'sales') !== 0 || get(f, 'cogs') !== 0 || get(f, 'qty') !== 0)
    .map(([id, f]) => ({ id, revenueCents: get(f, 'sales'), marginCents: get(f, 'sales') - get(f, 'cogs'), quantity: get(f, 'qty') }));
  const byRevenue = [...rows].sort((a, b) => b.revenueCents - a.revenueCents || a.id.localeCompare(b.id)).slice(0, TOP);
  const byMargin = [...rows].sort((a, b) => b.marginCents - a.marginCents || a.id.localeCompare(b.id)).slice(0, TOP);
  const answer =
    (names: ReadonlyMap<string, string>) =>
    (r: (typeof rows)[number]): TopRow => ({
      id: r.id,
      name: names.get(r.id) ?? r.id,
      revenue: fromCents(r.revenueCents),
      margin: fromCents(r.marginCents),
      quantity: r.quantity,
    });
  return { byRevenue, byMargin, answer };
}

/** What the lists are worked out from: the month items of every warehouse asked, and their stocked pairs. */
interface ListSource {
  itemRows: MonthlyRow[];
  customerRows: MonthlyRow[];
  supplierRows: MonthlyRow[];
  supplierLevels: Map<string, Figures>;
  stocked: StockedPair[];
}

async function readListSource(companyId: string, warehouseIds: readonly string[], from: Month, to: Month): Promise<ListSource> {
  const window = turnoverWindow(to);
  const itemsFrom = window.months[0]! < from ? window.months[0]! : from;
  const [itemRows, customerRows, supplierRows, supplierLevels, stocked] = await Promise.all([
    readMonthly(companyId, 'I', itemsFrom, to),
    readMonthly(companyId, 'C', from, to),
    readMonthly(companyId, 'S', from, to),
    readLevels(companyId, 'S'),
    Promise.all(warehouseIds.map((id) => listStockedPairs(companyId, id))).then((lists) => lists.flat()),
  ]);
  return { itemRows, customerRows, supplierRows, supplierLevels, stocked };
}

/** Every list for the warehouses `shown` (a subset of those the source was read for). */
async function listsOf(
  companyId: string,
  source: ListSource,
  shown: ReadonlySet<string>,
  from: Month,
  to: Month,
  now: Date,
): Promise<InventoryLists> {
  const inShown = (subject: string) => shown.has(splitSubject(subject).warehouseId);
  const window = turnoverWindow(to);
  const stocked = source.stocked.filter((p) => shown.has(p.warehouseId));

  // ── items: top lists, turnover and ABC, dead stock ──
  const shownItemRows = source.itemRows.filter((r) => inShown(r.subject));
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
    return { itemId, revenue: get(itemSums.get(itemId), 'sales'), closing: closings[closings.length - 1]!, cogs90, average };
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
    source.customerRows.filter((r) => inShown(r.subject)),
    (r) => splitSubject(r.subject).id,
    from,
    to,
  );

  // ── suppliers: purchases by month (the period's top ones, the rest as one), lead times against the rules' ──
  const shownSupplierRows = source.supplierRows.filter((r) => inShown(r.subject));
  const leads = sumBy(shownSupplierRows, (r) => splitSubject(r.subject).id, from, to);
  // the period's largest suppliers, largest first (their place orders the chart's series; the rest come last as one)
  const topOrder = [...leads]
    .filter(([, f]) => get(f, 'purchases') !== 0)
    .sort(([a, fa], [b, fb]) => get(fb, 'purchases') - get(fa, 'purchases') || a.localeCompare(b))
    .slice(0, TOP)
    .map(([id]) => id);
  const topSuppliers = new Set(topOrder);
  const purchases = sumBy(
    shownSupplierRows,
    (r) => `${r.month}#${topSuppliers.has(splitSubject(r.subject).id) ? splitSubject(r.subject).id : OTHER_SUPPLIERS.id}`,
    from,
    to,
  );
  const rules = new Map<string, Record<string, number>>();
  for (const [subject, figures] of source.supplierLevels) {
    if (!inShown(subject)) continue;
    const id = splitSubject(subject).id;
    const sums = rules.get(id) ?? {};
    addInto(sums, figures);
    rules.set(id, sums);
  }
  const leadIds = [...new Set([...leads.keys(), ...rules.keys()])].filter(
    (id) => get(leads.get(id), 'leadOrders') > 0 || get(rules.get(id), 'rules') > 0,
  );
  const leadRows = leadIds
    .map((supplierId) => {
      const l = leads.get(supplierId);
      const r = rules.get(supplierId);
      return {
        supplierId,
        orders: get(l, 'leadOrders'),
        averageLeadDays: get(l, 'leadOrders') > 0 ? oneDecimal(get(l, 'leadDays') / get(l, 'leadOrders')) : null,
        ruleLeadDays: get(r, 'rules') > 0 ? oneDecimal(get(r, 'ruleLeadDays') / get(r, 'rules')) : null,
      };
    })
    .sort((a, b) => b.orders - a.orders || a.supplierId.localeCompare(b.supplierId));

  const items = topRows(itemSums);
  const customers = topRows(customerSums);
  const turnoverPage = turnoverShown.slice(0, LIST_CAP);
  const deadPage = dead.slice(0, LIST_CAP);
  // names of what is shown only: the lead times are ranked by orders, then named and ordered by name within a tie
  const leadCandidates = leadRows.filter((r, i) => i < LIST_CAP || r.orders === leadRows[LIST_CAP - 1]?.orders);
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
    partnerNames(companyId, 'supplier', [...topSuppliers, ...leadCandidates.map((r) => r.supplierId)]),
  ]);
  const supplierName = (id: string) => (id === OTHER_SUPPLIERS.id ? OTHER_SUPPLIERS.name : (supplierNames.get(id) ?? id));

  const purchasesBySupplier: SupplierMonthAmount[] = [...purchases]
    .filter(([, f]) => get(f, 'purchases') !== 0)
    .map(([key, f]) => ({
      month: key.slice(0, 7),
      supplierId: key.slice(8),
      supplierName: supplierName(key.slice(8)),
      amount: fromCents(get(f, 'purchases')),
    }))
    // by month, then the period's largest supplier first, "Other suppliers" last
    .sort((a, b) => a.month.localeCompare(b.month) || rankOf(a.supplierId) - rankOf(b.supplierId));
  function rankOf(id: string): number {
    const i = topOrder.indexOf(id);
    return i < 0 ? TOP : i;
  }

  const leadTimes: LeadTimeRow[] = leadCandidates
    .map((r) => ({ ...r, supplierName: supplierName(r.supplierId) }))
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
    listsAsOf: now.toISOString(),
    topItemsByRevenue: items.byRevenue.map(items.answer(names)),
    topItemsByMargin: items.byMargin.map(items.answer(names)),
    topCustomersByRevenue: customers.byRevenue.map(customers.answer(customerNames)),
    topCustomersByMargin: customers.byMargin.map(customers.answer(customerNames)),
    turnover: { rows: turnoverAnswer, more: turnoverShown.length > LIST_CAP },
    deadStock: { rows: deadAnswer, more: dead.length > LIST_CAP, totalValue: fromCents(dead.reduce((n, d) => n + d.valueCents, 0)) },
    purchasesBySupplier,
    leadTimes,
  };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The lists' key part for a set of warehouses (any order, any size): a digest of their sorted ids. */
export function warehousesKey(warehouseIds: readonly string[]): string {
  return createHash('sha256')
    .update([...warehouseIds].sort().join(','))
    .digest('base64url')
    .slice(0, 22);
}

/** No lists (the comparison beside a period asks for none). */
export const NO_LISTS: InventoryLists = {
  listsAsOf: null,
  topItemsByRevenue: [],
  topItemsByMargin: [],
  topCustomersByRevenue: [],
  topCustomersByMargin: [],
  turnover: { rows: [], more: false },
  deadStock: { rows: [], more: false, totalValue: 0 },
  purchasesBySupplier: [],
  leadTimes: [],
};

/** Keeps lists just worked out; a failed write is logged, never the request's failure (the answer is already made). */
async function keep(companyId: string, warehouseIds: readonly string[], from: Month, to: Month, lists: InventoryLists): Promise<void> {
  try {
    await putItem('insights lists', {
      Item: {
        ...insightKeys.listsItem(companyId, warehousesKey(warehouseIds), from, to),
        asOf: lists.listsAsOf,
        lists: JSON.stringify(lists),
        // past its day it is worked out again when asked: the table's TTL takes away the ones nobody asks for again
        [tableDefinition.ttlAttribute]: Math.floor(Date.parse(lists.listsAsOf!) / 1000) + LISTS_KEPT_SECONDS,
      },
    });
  } catch (err) {
    log('warn', 'insights lists not kept', { companyId, from, to, error: serializeError(err) });
  }
}

/**
 * The lists of the warehouses shown (already the account's scope) over `from`..`to`: the kept ones when younger than
 * a day (`kept`), else worked out and kept; worked out and kept at once (`fresh`); none (`none`). While the one-off
 * backfill is `preparing` the figures, they are worked out and not kept.
 */
export async function inventoryLists(
  companyId: string,
  warehouseIds: readonly string[],
  from: Month,
  to: Month,
  mode: ListsMode,
  now: Date,
  preparing = false,
): Promise<InventoryLists> {
  if (mode === 'none') return NO_LISTS;
  if (mode === 'kept' && !preparing) {
    const item = await getItem(insightKeys.listsItem(companyId, warehousesKey(warehouseIds), from, to));
    const asOf = typeof item?.asOf === 'string' ? Date.parse(item.asOf) : Number.NaN;
    if (item && now.getTime() - asOf < LISTS_MAX_AGE_MS && now.getTime() >= asOf) return JSON.parse(item.lists as string) as InventoryLists;
  }
  const source = await readListSource(companyId, warehouseIds, from, to);
  const lists = await listsOf(companyId, source, new Set(warehouseIds), from, to, now);
  // while the one-off backfill still runs, lists of part of the history are answered, never kept
  if (!preparing) await keep(companyId, warehouseIds, from, to, lists);
  return lists;
}

/** The default period the daily run keeps lists for: the last 12 months up to the run's local month. */
export function defaultListsRange(localDate: string): { from: Month; to: Month } {
  const to = monthOf(localDate);
  return { from: addMonths(to, -11), to };
}

/**
 * The daily run's part (../../automation/jobs.ts): the default period's lists of every warehouse and of all of them,
 * worked out from one read of the company's month items. The run covers the whole company (no scope).
 */
export async function keepDefaultLists(companyId: string, localDate: string, now: Date): Promise<number> {
  // before the one-off backfill is done (it runs before this job, and may go on in later runs), nothing is kept
  if (await backfillProgress(companyId, 'inventory')) return 0;
  const warehouseIds = (await allWarehouseFigures(companyId)).map((w) => w.warehouseId);
  if (!warehouseIds.length) return 0;
  const { from, to } = defaultListsRange(localDate);
  const source = await readListSource(companyId, warehouseIds, from, to);
  const sets = [warehouseIds, ...(warehouseIds.length > 1 ? warehouseIds.map((id) => [id]) : [])];
  for (const set of sets) await keep(companyId, set, from, to, await listsOf(companyId, source, new Set(set), from, to, now));
  return sets.length;
}

export const insightsListsJob: Job = {
  name: 'insights-lists',
  run: async (ctx: JobContext): Promise<JobResult> => {
    await keepDefaultLists(ctx.companyId, ctx.localDate, ctx.now);
    return {};
  },
};
