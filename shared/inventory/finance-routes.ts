/**
 * Dashboard, expenses and the financial account (spec part 2 §7 "Dashboard", "Expenses and financial"; INVENTORY.md "Expenses and the financial account", "Dashboard and reports"): part of the inventory
 * area's manifest (shared/routes.ts spreads it in), in a module of its own so the area's files stay readable.
 */
import { defineRoute, io, type RouteDefinition } from '../route.ts';
import type {
  AddExpenseInput,
  DashboardSummary,
  Expense,
  ExpenseAdded,
  ExpenseCategory,
  ExpenseListQuery,
  ExpensesAccount,
  FinanceQuery,
  PayableAccount,
  ReceivableAccount,
  RecentPurchaseOrder,
  RecentSalesOrder,
} from './finance.ts';

const spec = (call: string) => `Part 2 §7 ${call}`;

export const financeRoutes = {
  dashboardSummary: defineRoute({
    name: 'dashboardSummary',
    method: 'GET',
    path: '/api/ims/dashboard/summary',
    handler: 'functions/inventory/handlers/dashboard-summary.ts',
    access: 'user',
    spec: spec('GET dashboard/summary (maintained counters)'),
    types: io<{ response: DashboardSummary }>(),
  }),
  dashboardRecentSales: defineRoute({
    name: 'dashboardRecentSales',
    method: 'GET',
    path: '/api/ims/dashboard/recent-sales',
    handler: 'functions/inventory/handlers/dashboard-recent-sales.ts',
    access: 'user',
    spec: spec('GET dashboard/recent-sales (the 5 newest sales orders)'),
    types: io<{ response: RecentSalesOrder[] }>(),
  }),
  dashboardRecentPurchases: defineRoute({
    name: 'dashboardRecentPurchases',
    method: 'GET',
    path: '/api/ims/dashboard/recent-purchases',
    handler: 'functions/inventory/handlers/dashboard-recent-purchases.ts',
    access: 'user',
    spec: spec('GET dashboard/recent-purchases (the 5 newest purchase orders)'),
    types: io<{ response: RecentPurchaseOrder[] }>(),
  }),
  expenseCategories: defineRoute({
    name: 'expenseCategories',
    method: 'GET',
    path: '/api/ims/expenses/categories',
    handler: 'functions/inventory/handlers/expense-categories.ts',
    access: 'user',
    spec: spec('GET expenses/categories (the default list)'),
    types: io<{ response: ExpenseCategory[] }>(),
  }),
  expenseList: defineRoute({
    name: 'expenseList',
    method: 'GET',
    path: '/api/ims/expenses/all',
    handler: 'functions/inventory/handlers/expense-list.ts',
    access: 'user',
    spec: spec('GET expenses/all (paged, newest date first)'),
    types: io<{ query: ExpenseListQuery; response: Expense[] }>(),
  }),
  expenseAdd: defineRoute({
    name: 'expenseAdd',
    method: 'POST',
    path: '/api/ims/expenses/add',
    handler: 'functions/inventory/handlers/expense-add.ts',
    access: 'user',
    spec: spec('POST expenses/add: category (id), amount, description, date'),
    types: io<{ body: AddExpenseInput; response: ExpenseAdded }>(),
  }),
  financialReceivable: defineRoute({
    name: 'financialReceivable',
    method: 'GET',
    path: '/api/ims/financial/receivable/all',
    handler: 'functions/inventory/handlers/financial-receivable.ts',
    access: 'user',
    spec: spec('GET financial/receivable/all?filter (monthly | yearly)'),
    types: io<{ query: FinanceQuery; response: ReceivableAccount }>(),
  }),
  financialPayable: defineRoute({
    name: 'financialPayable',
    method: 'GET',
    path: '/api/ims/financial/payable/all',
    handler: 'functions/inventory/handlers/financial-payable.ts',
    access: 'user',
    spec: spec('GET financial/payable/all?filter (monthly | yearly)'),
    types: io<{ query: FinanceQuery; response: PayableAccount }>(),
  }),
  financialExpenses: defineRoute({
    name: 'financialExpenses',
    method: 'GET',
    path: '/api/ims/financial/expenses/all',
    handler: 'functions/inventory/handlers/financial-expenses.ts',
    access: 'user',
    spec: spec('GET financial/expenses/all?filter (monthly | yearly)'),
    types: io<{ query: FinanceQuery; response: ExpensesAccount }>(),
  }),
} as const satisfies Record<string, RouteDefinition>;
