/**
 * Dashboard, expenses and the financial account (spec part 2 §2, §7 "Dashboard", "Expenses and financial", §8
 * fallbacks): the counters and recent orders, the expense list and its categories, the three financial summaries.
 */
import type { FinanceFilter } from '../../../../../shared/inventory/finance.ts';
import { financeRoutes as f } from '../../../../../shared/inventory/finance-routes.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { findRow } from '../../../lib/api-pages.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';

/** Counters and recent lists: silent, each panel says it could not be loaded and offers a retry. */
export const useDashboardSummary = () => useQuery(f.dashboardSummary, {}, { silent: true });
export const useRecentPurchases = () => useQuery(f.dashboardRecentPurchases, {}, { silent: true });
export const useRecentSales = () => useQuery(f.dashboardRecentSales, {}, { silent: true });

/** Expense rows a page at a time (more as the table scrolls). */
export const EXPENSES_PAGE = 30;
export const useExpenses = () => usePagedQuery(f.expenseList, { query: {} }, { limit: EXPENSES_PAGE });

/** The categories for the dialog's select: fetched once the dialog opens. */
export const useExpenseCategories = (enabled: boolean) => useQuery(f.expenseCategories, enabled ? {} : null);

/** A new expense shows in the list and in the financial account's expenses (the balance follows). */
export const useAddExpense = () =>
  useMutation(f.expenseAdd, { revalidates: [f.expenseList, f.financialExpenses], defaultError: M.failedToAddExpense, silent: true });

/** A corrected or deleted expense moves the list and the financial account's expenses. Their dialogs show refusals. */
export const useUpdateExpense = () =>
  useMutation(f.expenseUpdate, { revalidates: [f.expenseList, f.financialExpenses], defaultError: M.failedToAddExpense, silent: true });
export const useDeleteExpense = () =>
  useMutation(f.expenseDelete, { revalidates: [f.expenseList, f.financialExpenses], defaultError: M.failedToAddExpense, silent: true });

/** The expense as saved now (an edit's Reload after a stale version). */
export const fetchExpense = (id: string) => findRow(f.expenseList, { query: {} }, (e) => e.id === id, { silent: true });

/** The three summaries of the financial account, each with its own fallback (spec §8). */
export const useReceivableAccount = (filter: FinanceFilter) =>
  useQuery(f.financialReceivable, { query: { filter } }, { defaultError: M.failedToGetReceivable });
export const usePayableAccount = (filter: FinanceFilter) =>
  useQuery(f.financialPayable, { query: { filter } }, { defaultError: M.failedToGetPayable });
export const useExpensesAccount = (filter: FinanceFilter) =>
  useQuery(f.financialExpenses, { query: { filter } }, { defaultError: M.failedToGetExpenses });
