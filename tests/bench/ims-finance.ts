/**
 * The ims section's finance half, pure: the ledger's financial day rows that purchases, sales and expenses share
 * (one `FINDAY#<date>` item per day, every field the sum of what each change ADDs: functions/inventory/data/ledger.ts),
 * a company's expenses over 3 years (LARGE 5,000, 4–5 a day; SMALL 1,100, one a day, so that SMALL's day rows carry
 * the same fields as LARGE's) with their items as data/finance.ts writes them (`EXP#<date>#<ulid>` with the record), and the requests of
 * the dashboard, the expense list and the financial account.
 *
 * ims-seed.ts's consistency check replays a few expenses through the real `addExpense` next to the sales replay
 * and compares the expense items and the day rows with these.
 */
import { ulid } from 'ulid';
import * as imsKeys from '../../functions/inventory/keys.ts';
import { isoDateOf } from '../../shared/domain/dates.ts';
import { EXPENSE_CATEGORIES } from '../../shared/inventory/finance.ts';
import type { Item } from './ims-dataset.ts';
import { arrayRows, oneRow, routeTargets, withQuery, type RentTarget } from './targets.ts';

const DAY = 86_400_000;
/** The expenses span this many years before the seed day. */
export const EXPENSE_YEARS = 3;

type LedgerField = 'receivable' | 'received' | 'payable' | 'paid' | 'expenses';

/** The financial day rows of one company: every change's deltas summed per day and field, as the product's ADDs leave them. */
export class LedgerDays {
  private readonly days = new Map<string, Map<LedgerField, number>>();

  /** A delta of 0 is no ADD (ledgerOps drops it); a field that sums to 0 stays, as an ADD leaves it. */
  add(date: string, field: LedgerField, cents: number): void {
    if (cents === 0) return;
    const fields = this.days.get(date) ?? new Map<LedgerField, number>();
    fields.set(field, (fields.get(field) ?? 0) + cents);
    this.days.set(date, fields);
  }

  get size(): number {
    return this.days.size;
  }

  *items(companyId: string): Generator<Item> {
    for (const [date, fields] of this.days) yield { ...imsKeys.financeDay(companyId, date), date, ...Object.fromEntries(fields) };
  }
}

export interface PlanExpense {
  readonly categoryId: (typeof EXPENSE_CATEGORIES)[number]['id'];
  readonly amountCents: number;
  readonly description: string;
  /** yyyy-mm-dd */
  readonly date: string;
  readonly createdAt: string;
  /** A ULID of its time in the seed; the one the service minted in the check. */
  expenseId: string;
}

/** `count` expenses, oldest first, spread evenly over the 3 years before the seed day; recorded on their own day. */
export function buildExpensePlan(count: number, now: Date): PlanExpense[] {
  const end = now.getTime() - DAY;
  const span = EXPENSE_YEARS * 365 * DAY;
  const start = end - span;
  return Array.from({ length: count }, (_, i) => {
    const t = start + Math.floor((i * span) / count);
    const createdAt = new Date(t).toISOString();
    return {
      categoryId: EXPENSE_CATEGORIES[i % EXPENSE_CATEGORIES.length].id,
      amountCents: 1_000 + ((i * 7_919) % 49_000),
      description: `Bench expense ${i + 1}`,
      date: isoDateOf(new Date(t)),
      createdAt,
      expenseId: ulid(t),
    };
  });
}

/** The expense items (data/finance.ts's `expenseToItem`: the key and the record), their sums into `days`. */
export function* expenseItems(companyId: string, expenses: readonly PlanExpense[], days: LedgerDays): Generator<Item> {
  for (const e of expenses) {
    const record = {
      companyId,
      expenseId: e.expenseId,
      categoryId: e.categoryId,
      amountCents: e.amountCents,
      description: e.description,
      date: e.date,
      createdAt: e.createdAt,
    };
    yield { ...imsKeys.expense(companyId, e.date, e.expenseId), ...record };
    days.add(e.date, 'expenses', e.amountCents);
  }
}

// ───────────────────────────── requests ─────────────────────────────

/** The finance and dashboard requests the ims budget covers, in report order (after the sales ones). */
export const FINANCE_ROUTES: ReadonlyArray<{ key: string; route: string; shows: string; query?: Record<string, string> }> = [
  { key: 'dashboardSummary', route: 'dashboardSummary', shows: 'dashboard counters (1 object)' },
  { key: 'dashboardRecentSales', route: 'dashboardRecentSales', shows: '5 newest sales orders' },
  { key: 'dashboardRecentPurchases', route: 'dashboardRecentPurchases', shows: '5 newest purchase orders' },
  { key: 'expenseList', route: 'expenseList', shows: 'expenses, first page (50)' },
  {
    key: 'financialReceivable monthly',
    route: 'financialReceivable',
    shows: "this month's receivable/received from the day rows (1 object)",
    query: { filter: 'monthly' },
  },
  {
    key: 'financialReceivable yearly',
    route: 'financialReceivable',
    shows: "12 months' receivable/received from the day rows (1 object)",
    query: { filter: 'yearly' },
  },
  {
    key: 'financialPayable monthly',
    route: 'financialPayable',
    shows: "this month's payable/paid (1 object)",
    query: { filter: 'monthly' },
  },
  { key: 'financialPayable yearly', route: 'financialPayable', shows: "12 months' payable/paid (1 object)", query: { filter: 'yearly' } },
  { key: 'financialExpenses monthly', route: 'financialExpenses', shows: "this month's expenses (1 object)", query: { filter: 'monthly' } },
  { key: 'financialExpenses yearly', route: 'financialExpenses', shows: "12 months' expenses (1 object)", query: { filter: 'yearly' } },
];

export function financeTargets(companies: ReadonlyArray<{ label: string; token: string }>): RentTarget[] {
  return routeTargets(FINANCE_ROUTES, companies, ({ route: name, query }, _c, route) => ({
    path: query ? withQuery(route.path, query) : route.path,
    rowsOf: name === 'dashboardSummary' || name.startsWith('financial') ? oneRow : arrayRows,
  }));
}
