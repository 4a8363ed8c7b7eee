/**
 * Expenses and the financial account (INVENTORY.md "Expenses and the financial account"): expenses with a default
 * category list, and the receivable, payable and expense summaries of the current month or year (UTC), read from
 * the maintained day sums (./../data/ledger.ts), never from the orders.
 */
import { ulid } from 'ulid';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { fromCents, toCents } from '../../../shared/domain/money.ts';
import {
  EXPENSE_CATEGORIES,
  chartSeries,
  expenseCategoryName,
  financeRange,
  isFutureDate,
  utcToday,
  type AddExpenseInput,
  type Expense,
  type ExpenseAdded,
  type ExpenseCategory,
  type ExpensesAccount,
  type FinanceFilter,
  type PayableAccount,
  type ReceivableAccount,
  type UpdateExpenseInput,
} from '../../../shared/inventory/finance.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  deleteExpense,
  financeDays,
  getExpense,
  listExpenses,
  putNewExpense,
  replaceExpense,
  type ExpenseRecord,
  type FinanceDay,
} from '../data/finance.ts';
import type { FinanceField } from '../data/ledger.ts';

export const expenseCategories = (): ExpenseCategory[] => EXPENSE_CATEGORIES.map((c) => ({ id: c.id, name: c.name }));

const expenseOf = (e: ExpenseRecord): Expense => ({
  id: e.expenseId,
  category_id: e.categoryId,
  category: expenseCategoryName(e.categoryId) ?? e.categoryId,
  amount: fromCents(e.amountCents),
  description: e.description,
  date: e.date,
  created_at: e.createdAt,
  version: versionOf(e),
});

/** An expense as its audit entries show it (the list's field names, money in dollars). */
const expenseSnapshot = (e: ExpenseRecord) => {
  const { category, amount, description, date } = expenseOf(e);
  return { category, amount, description, date };
};
const expenseLabel = (e: ExpenseRecord) => `${expenseOf(e).category} · ${e.date}`;

/**
 * Records an expense and adds it to its day's sum, in one transaction. A date after today (UTC) is 400.
 * `expenseId` (the demo seed's fixed ids) makes a repeat a no-op: `recorded: false`, nothing written.
 */
export async function addExpense(
  audit: AuditContext,
  input: AddExpenseInput,
  now = new Date(),
  options: { expenseId?: string } = {},
): Promise<ExpenseAdded & { recorded: boolean }> {
  if (isFutureDate(input.date, utcToday(now))) throw badRequest(M.expenseDateInFuture);
  const record: ExpenseRecord = {
    companyId: audit.companyId,
    expenseId: options.expenseId ?? ulid(now.getTime()),
    categoryId: input.category,
    amountCents: toCents(input.amount),
    description: input.description,
    date: input.date,
    createdAt: now.toISOString(),
  };
  try {
    await putNewExpense(
      record,
      auditOp(
        audit,
        { kind: 'expense', recordId: record.expenseId, recordLabel: expenseLabel(record), changes: created(expenseSnapshot(record)) },
        now,
      ),
    );
  } catch (err) {
    if (options.expenseId && isConditionFailed(err, 'expense'))
      return { message: M.expenseAdded, expense: expenseOf(record), recorded: false };
    throw err;
  }
  return { message: M.expenseAdded, expense: expenseOf(record), recorded: true };
}

/** 404 unknown (or another company's); 400 a future date or no change; 409 stale. The day sums move with it. */
export async function updateExpense(audit: AuditContext, input: UpdateExpenseInput, now = new Date()): Promise<void> {
  const before = await getExpense(audit.companyId, input.id);
  if (!before) throw notFound(M.expenseNotFound);
  if (isFutureDate(input.date, utcToday(now))) throw badRequest(M.expenseDateInFuture);
  const after: ExpenseRecord = {
    ...before,
    categoryId: input.category,
    amountCents: toCents(input.amount),
    description: input.description,
    date: input.date,
  };
  const changes = changesBetween(expenseSnapshot(before), expenseSnapshot(after));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  try {
    await replaceExpense(
      before,
      after,
      input.version,
      auditOp(audit, { kind: 'expense', recordId: before.expenseId, recordLabel: expenseLabel(after), changes }, now),
    );
  } catch (err) {
    throw mapConditionFailed(err, { expense: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
}

/**
 * 404 unknown (or another company's, or deleted meanwhile); the day sum loses the amount. The delete is of the expense as
 * read (its version): an edit in between (another amount, or another date and so another key) fails it, and the
 * expense is read again and deleted as it is now, so the day sums lose what the expense held (a delete takes no
 * version from the caller: the person asked for this expense to go).
 */
export async function removeExpense(audit: AuditContext, expenseId: string, now = new Date()): Promise<void> {
  for (let round = 0; ; round++) {
    const before = await getExpense(audit.companyId, expenseId);
    if (!before) throw notFound(M.expenseNotFound);
    try {
      await deleteExpense(
        before,
        auditOp(
          audit,
          { kind: 'expense', recordId: before.expenseId, recordLabel: expenseLabel(before), changes: removed(expenseSnapshot(before)) },
          now,
        ),
      );
      return;
    } catch (err) {
      if (round < 2 && isConditionFailed(err, 'expense')) continue;
      throw mapConditionFailed(err, { expense: notFound(M.expenseNotFound) });
    }
  }
}

export async function expenseList(companyId: string, page: { limit: number; cursor?: string }) {
  const { items, nextCursor } = await listExpenses(companyId, page);
  return { rows: items.map(expenseOf), nextCursor };
}

/** The range of `filter` on today (UTC) and its day sums: one Query. */
async function account(companyId: string, filter: FinanceFilter, now: Date) {
  const today = utcToday(now);
  const range = financeRange(filter, today);
  const days = await financeDays(companyId, range.from, range.to);
  const total = (field: FinanceField) => days.reduce((n, d) => n + d[field], 0);
  const series = <L extends string>(label: L, field: FinanceField) =>
    chartSeries(
      label,
      filter,
      today,
      days.map((d: FinanceDay) => ({ date: d.date, cents: d[field] })),
    );
  return { head: { filter, ...range }, total, series };
}

/** `paid_receivable` = sales payments dated in the range; `pending_receivable` = still owed on sales orders placed in it. */
export async function receivableAccount(companyId: string, filter: FinanceFilter, now = new Date()): Promise<ReceivableAccount> {
  const { head, total, series } = await account(companyId, filter, now);
  return {
    ...head,
    summary: { paid_receivable: fromCents(total('received')), pending_receivable: fromCents(total('receivable')) },
    chart: [series('Received', 'received'), series('Receivable', 'receivable')],
  };
}

/** `paid_payable` = purchase payments dated in the range; `pending_payable` = still owed on purchase orders placed in it. */
export async function payableAccount(companyId: string, filter: FinanceFilter, now = new Date()): Promise<PayableAccount> {
  const { head, total, series } = await account(companyId, filter, now);
  return {
    ...head,
    summary: { paid_payable: fromCents(total('paid')), pending_payable: fromCents(total('payable')) },
    chart: [series('Paid', 'paid'), series('Payable', 'payable')],
  };
}

/** `total_expenses` = expenses dated in the range. */
export async function expensesAccount(companyId: string, filter: FinanceFilter, now = new Date()): Promise<ExpensesAccount> {
  const { head, total, series } = await account(companyId, filter, now);
  return { ...head, summary: { total_expenses: fromCents(total('expenses')) }, chart: [series('Expenses', 'expenses')] };
}
