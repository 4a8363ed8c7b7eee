/**
 * GET /api/insights/inventory (INSIGHTS.md "Inventory"): every chart of the page in one answer, from the figures kept
 * as the business runs (shared/insights/inventory-figures.ts, functions/inventory/data/insights.ts), never from history:
 * - the monthly charts (sales, COGS, margin, purchases, expenses, stock value by warehouse), live: one Query of the
 *   warehouses' month items of the months asked and the shown warehouses' `WH#` rows (stock value now and its change
 *   by month), so their cost is the warehouses and months shown;
 * - the lists (top items and customers, turnover and ABC, dead stock, purchases by supplier, lead times): kept, one
 *   GetItem (inventory-lists.ts says when they are worked out again).
 * Only warehouses in the account's scope are summed; a warehouse asked for outside it (or another company's) is 404.
 */
import { COMPANY_SUBJECT, inventoryMonthFigures } from '../../../shared/insights/inventory-figures.ts';
import { openingLevels, type Figures } from '../../../shared/insights/levels.ts';
import { monthsFrom, type Month } from '../../../shared/insights/months.ts';
import type { InventoryInsights, InventoryInsightsQuery, InventoryMonth, WarehouseMonthAmount } from '../../../shared/insights/schemas.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { allWarehouses } from '../../lib/scope.ts';
import { allWarehouseFigures, getWarehouseFigures, type WarehouseWithFigures } from '../../inventory/data/warehouses.ts';
import { readMonthly } from '../monthly.ts';
import { backfillProgress } from './backfill.ts';
import { addInto, get, inventoryLists, valueChanges } from './inventory-lists.ts';

/** The warehouses a request sums: the one asked (404 outside the scope or another company's), else every one in scope. */
async function shownWarehouses(companyId: string, warehouseId: string | null): Promise<WarehouseWithFigures[]> {
  if (warehouseId === null) return allWarehouseFigures(companyId);
  const found = await getWarehouseFigures(companyId, warehouseId);
  if (!found) throw notFound(M.warehouseNotFound);
  return [found];
}

export async function inventoryInsights(companyId: string, query: InventoryInsightsQuery, now = new Date()): Promise<InventoryInsights> {
  const { from, to } = query;
  const months = monthsFrom(from, to);
  const warehouses = (await shownWarehouses(companyId, query.warehouse)).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const progress = backfillProgress(companyId, 'inventory');
  const [warehouseRows, backfill, lists] = await Promise.all([
    readMonthly(companyId, 'W', from, to),
    progress,
    progress.then((preparing) =>
      inventoryLists(
        companyId,
        warehouses.map((w) => w.warehouseId),
        from,
        to,
        query.lists ?? 'kept',
        now,
        preparing !== null,
      ),
    ),
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

  return {
    from,
    to,
    warehouse: query.warehouse,
    months: monthRows,
    stockValueByWarehouse,
    ...lists,
    backfill,
  };
}
