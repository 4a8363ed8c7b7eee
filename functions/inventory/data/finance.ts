/**
 * Expenses, the financial day sums and the dashboard counters (access patterns: ../README.md "Expenses, the
 * financial account and the dashboard"). The day sums and counters are written by ./ledger.ts in the transaction
 * of each change; this module reads them: a month or a year is one key-range Query of ≤ 366 small rows.
 */
import { getItem, withoutKeys, type Item } from '../../lib/dynamo/item.ts';
import { beginsWith, between, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';
import { DASHBOARD_COUNTERS, FINANCE_FIELDS, ledgerOps, type DashboardCounter, type FinanceField } from './ledger.ts';

export interface ExpenseRecord {
  companyId: string;
  expenseId: string;
  categoryId: string;
  amountCents: number;
  description: string;
  /** yyyy-mm-dd (UTC) */
  date: string;
  createdAt: string;
}

const expenseToItem = (e: ExpenseRecord): Item => ({ ...imsKeys.expense(e.companyId, e.date, e.expenseId), ...e });
const expenseFromItem: (item: Item) => ExpenseRecord = withoutKeys;

/** The expense, its day's `expenses` sum and its audit entry, together. Label `expense`: that id is already recorded on that date. */
export async function putNewExpense(e: ExpenseRecord, audit: TransactOp): Promise<void> {
  await transact([
    { label: 'expense', Put: { Item: expenseToItem(e), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...ledgerOps(e.companyId, { finance: [{ date: e.date, field: 'expenses', cents: e.amountCents }] }),
    audit,
  ]);
}

/** One page of the company's expenses, newest date first (same date: the later ULID first). */
export async function listExpenses(companyId: string, page: { limit: number; cursor?: string | null }) {
  const found = await queryPage({
    partition: imsKeys.companyPartition(companyId),
    sort: beginsWith(imsKeys.expensesPrefix),
    descending: true,
    ...page,
  });
  return { items: found.items.map(expenseFromItem), nextCursor: found.nextCursor };
}

export type FinanceDay = { date: string } & Record<FinanceField, number>;

/** The day sums from `from` to `to` (inclusive, yyyy-mm-dd): one key-range Query; days without a row are absent. */
export async function financeDays(companyId: string, from: string, to: string): Promise<FinanceDay[]> {
  const items = await queryAll({
    partition: imsKeys.companyPartition(companyId),
    sort: between(imsKeys.financeDaySk(from), imsKeys.financeDaySk(to)),
  });
  return items.map((item) => {
    const day = { date: String(item.date) } as FinanceDay;
    for (const f of FINANCE_FIELDS) day[f] = Number(item[f] ?? 0);
    return day;
  });
}

/** The dashboard counters (0 before the first change). */
export async function dashboardCounters(companyId: string): Promise<Record<DashboardCounter, number>> {
  const item = await getItem(imsKeys.dashboardCounters(companyId));
  const out = {} as Record<DashboardCounter, number>;
  for (const c of DASHBOARD_COUNTERS) out[c] = Number(item?.[c] ?? 0);
  return out;
}
