/**
 * Expenses, the financial day sums and the dashboard counters (access patterns: ../README.md "Expenses, the
 * financial account and the dashboard"). The day sums and counters are written by ./ledger.ts in the transaction
 * of each change; this module reads them: a month or a year is one key-range Query of ≤ 366 small rows.
 */
import { getItem, withoutKeys, type Item } from '../../lib/dynamo/item.ts';
import { beginsWith, between, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard, versionOf } from '../../lib/dynamo/versions.ts';
import * as imsKeys from '../keys.ts';
import { expenseOps } from './insights.ts';
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
  /** Raised by every edit (absent: 0). */
  version?: number;
}

const expenseToItem = (e: ExpenseRecord): Item => ({ ...imsKeys.expense(e.companyId, e.date, e.expenseId), ...e });
const expenseFromItem: (item: Item) => ExpenseRecord = withoutKeys;

/** The expense, its day's `expenses` sum and its audit entry, together. Label `expense`: that id is already recorded on that date. */
export async function putNewExpense(e: ExpenseRecord, audit: TransactOp): Promise<void> {
  await transact([
    { label: 'expense', Put: { Item: expenseToItem(e), ConditionExpression: 'attribute_not_exists(pk)' } },
    { label: 'locator', Put: { Item: locatorOf(e) } },
    ...ledgerOps(e.companyId, { finance: [{ date: e.date, field: 'expenses', cents: e.amountCents }] }),
    ...expenseOps(e.companyId, [{ date: e.date, cents: e.amountCents }]),
    audit,
  ]);
}

const locatorOf = (e: ExpenseRecord): Item => ({ ...imsKeys.expenseLocator(e.companyId, e.expenseId), date: e.date });

/**
 * An expense by its id: its locator gives the date that is part of its key (two consistent GetItems). An edit that
 * moves the date between the two reads leaves the old key empty: the locator is read again and the expense looked
 * for at its new date (a few rounds at most), so a concurrent edit reads as a stale version, never as "not found".
 */
export async function getExpense(companyId: string, expenseId: string): Promise<ExpenseRecord | null> {
  let date: string | undefined;
  for (let round = 0; round < 4; round++) {
    const locator = await getItem(imsKeys.expenseLocator(companyId, expenseId), { consistent: true });
    if (!locator || String(locator.date) === date) return null;
    date = String(locator.date);
    const item = await getItem(imsKeys.expense(companyId, date, expenseId), { consistent: true });
    if (item) return expenseFromItem(item);
  }
  return null;
}

/** The expense's item removed while it still has `version` (label `expense`: gone or changed since). */
function deleteAsRead(e: ExpenseRecord, version: number): TransactOp {
  const guard = versionGuard(version);
  return {
    label: 'expense',
    Delete: {
      Key: imsKeys.expense(e.companyId, e.date, e.expenseId),
      ConditionExpression: `attribute_exists(pk) AND ${guard.condition}`,
      ExpressionAttributeNames: guard.names,
      ExpressionAttributeValues: { ':readVersion': guard.values[':readVersion'] },
    },
  };
}

/**
 * An edit from the version read (label `expense`: gone or changed since → 409 stale), with its audit entry: the
 * expense in place, or moved to its new date's key (and its locator along); the old day's sum loses the old
 * amount and the new day's gains the new one, in the same transaction.
 */
export async function replaceExpense(before: ExpenseRecord, after: ExpenseRecord, version: number, audit: TransactOp): Promise<void> {
  const guard = versionGuard(version);
  const ledger = ledgerOps(before.companyId, {
    finance: [
      { date: before.date, field: 'expenses', cents: -before.amountCents },
      { date: after.date, field: 'expenses', cents: after.amountCents },
    ],
  });
  const moved: TransactOp[] =
    before.date === after.date
      ? [
          {
            label: 'expense',
            Update: {
              Key: imsKeys.expense(before.companyId, before.date, before.expenseId),
              UpdateExpression: `SET categoryId = :categoryId, amountCents = :amountCents, description = :description, ${guard.set}`,
              ConditionExpression: `attribute_exists(pk) AND ${guard.condition}`,
              ExpressionAttributeNames: guard.names,
              ExpressionAttributeValues: {
                ':categoryId': after.categoryId,
                ':amountCents': after.amountCents,
                ':description': after.description,
                ...guard.values,
              },
            },
          },
        ]
      : [
          deleteAsRead(before, version),
          {
            label: 'moved',
            Put: { Item: expenseToItem({ ...after, version: version + 1 }), ConditionExpression: 'attribute_not_exists(pk)' },
          },
          { label: 'locator', Put: { Item: locatorOf(after) } },
        ];
  const insights = expenseOps(before.companyId, [
    { date: before.date, cents: -before.amountCents },
    { date: after.date, cents: after.amountCents },
  ]);
  await transact([...moved, ...ledger, ...insights, audit]);
}

/** Removes an expense and its locator, takes its amount off its day's sum, with its audit entry. Label `expense`: gone. */
export async function deleteExpense(e: ExpenseRecord, audit: TransactOp): Promise<void> {
  await transact([
    // as read: an edit in between (another amount or date) fails it, and the caller reads the expense again
    deleteAsRead(e, versionOf(e)),
    { label: 'locator', Delete: { Key: imsKeys.expenseLocator(e.companyId, e.expenseId) } },
    ...ledgerOps(e.companyId, { finance: [{ date: e.date, field: 'expenses', cents: -e.amountCents }] }),
    ...expenseOps(e.companyId, [{ date: e.date, cents: -e.amountCents }]),
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
