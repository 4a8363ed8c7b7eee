/**
 * Dashboard, expenses and the financial account: request schemas (spec §7 field names), response shapes (spec §3)
 * and the pure rules the server and the screens share (spec §9 balance, chart buckets), INVENTORY.md "Expenses and
 * the financial account", "Dashboard and reports". Money leaves the API as decimal dollars, stays cents inside.
 */
import * as z from 'zod/mini';
import { isoDateOf } from '../domain/dates.ts';
import { fromCents, toCents } from '../domain/money.ts';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import { amountField, idField, isoDateField, pageQueryFields, preprocess, isPresent, required, versionField } from '../schemas/common.ts';
import * as M from './messages.ts';
import { balanceCents, chartBuckets, type FinancialFigures } from './rules.ts';
import type { FulfilmentStatus, ReceivingStatus } from './rules.ts';

export { balanceCents, chartBuckets, type FinancialFigures };

// ───────────────────────────── expenses ─────────────────────────────

/** Every company starts with these expense categories (INVENTORY.md); their ids are stable slugs. */
export const EXPENSE_CATEGORIES = [
  { id: 'rent', name: 'Rent' },
  { id: 'utilities', name: 'Utilities' },
  { id: 'salaries', name: 'Salaries' },
  { id: 'supplies', name: 'Supplies' },
  { id: 'transport', name: 'Transport' },
  { id: 'maintenance', name: 'Maintenance' },
  { id: 'marketing', name: 'Marketing' },
  { id: 'taxes', name: 'Taxes' },
  { id: 'other', name: 'Other' },
] as const;
export type ExpenseCategoryId = (typeof EXPENSE_CATEGORIES)[number]['id'];
const CATEGORY_IDS = EXPENSE_CATEGORIES.map((c) => c.id) as [ExpenseCategoryId, ...ExpenseCategoryId[]];

/** Largest expense accepted: $10,000,000.00 (the catalogue's price limit). */
export const MAX_EXPENSE = 10_000_000;
export const MAX_EXPENSE_DESCRIPTION = 300;

export const expenseCategoryName = (id: string): string | undefined => EXPENSE_CATEGORIES.find((c) => c.id === id)?.name;

/** True when `date` (yyyy-mm-dd) lies after `today` (yyyy-mm-dd, UTC): such an expense is refused. */
export const isFutureDate = (date: string, today: string): boolean => date > today;

/**
 * POST expenses/add: category (id), amount, description, date. The checks run in the dialog's order (category,
 * amount, date, description), each with the spec's message; a date after today (UTC) is refused by the service,
 * which owns the clock (`M.expenseDateInFuture`).
 */
export const addExpenseSchema = /* @__PURE__ */ (() =>
  // one stage per field, in the dialog's order, so the first message is the first field that is wrong
  // (missing or invalid): { amount: 0, description: '' } answers the amount's message, not the description's
  z.object(
    {
      category: z.pipe(required(M.selectExpenseCategory), z.enum(CATEGORY_IDS, { error: M.selectExpenseCategory })),
      amount: z.pipe(required(M.expenseAmountInvalid), amountField(M.expenseAmountInvalid, { max: MAX_EXPENSE, exclusiveMin: true })),
      date: z.pipe(required(M.selectExpenseDate), isoDateField(M.selectExpenseDate)),
      description: z.pipe(
        required(M.expenseDescriptionRequired),
        z
          .string({ error: M.expenseDescriptionRequired })
          .check(
            z.trim(),
            z.minLength(1, { error: M.expenseDescriptionRequired }),
            z.maxLength(MAX_EXPENSE_DESCRIPTION, { error: M.expenseDescriptionTooLong }),
          ),
      ),
    },
    { error: M.selectExpenseCategory },
  ))();
export type AddExpenseInput = z.output<typeof addExpenseSchema>;

/** POST expenses/update (CORRECTIONS.md): the add call's fields and messages, the expense's id and the version read. */
export const updateExpenseSchema = /* @__PURE__ */ (() =>
  z.extend(addExpenseSchema, { id: idField(M.expenseNotFound, 40), version: versionField(CORRECTION_MESSAGES.version) }))();
export type UpdateExpenseInput = z.output<typeof updateExpenseSchema>;

/** DELETE expenses/delete?id= */
export const expenseIdQuery = /* @__PURE__ */ (() => z.object({ id: idField(M.expenseIdRequired, 40) }))();
export type ExpenseIdQuery = z.output<typeof expenseIdQuery>;

/** GET expenses/all: paged, newest date first (same date: the later recorded first). */
export const expenseListQuery = /* @__PURE__ */ (() => z.object({ ...pageQueryFields() }))();
export type ExpenseListQuery = z.output<typeof expenseListQuery>;

/** Expense category (spec §3): id, name. */
export interface ExpenseCategory {
  id: string;
  name: string;
}

/** An expense in the list (spec §3 category, amount, description, date; `category` is the name). */
export interface Expense {
  id: string;
  category_id: string;
  category: string;
  amount: number;
  description: string;
  /** yyyy-mm-dd */
  date: string;
  created_at: string;
  /** What an edit sends back (CORRECTIONS.md "Principles"). */
  version: number;
}

export interface ExpenseAdded {
  message: string;
  expense: Expense;
}

// ───────────────────────────── financial account ─────────────────────────────

export const FINANCE_FILTERS = ['monthly', 'yearly'] as const;
export type FinanceFilter = (typeof FINANCE_FILTERS)[number];

/** GET financial/…/all?filter: `monthly` (default, absent or empty) or `yearly`; anything else 400. */
export const financeQuery = /* @__PURE__ */ (() =>
  z.object({
    filter: preprocess((v) => (isPresent(v) ? v : 'monthly'), z.enum(FINANCE_FILTERS, { error: M.financeFilterInvalid })),
  }))();
export type FinanceQuery = z.output<typeof financeQuery>;

export interface ChartPoint {
  /** yyyy-mm-dd (monthly) or yyyy-mm (yearly) */
  x: string;
  /** dollars */
  y: number;
}
export interface ChartSeries<L extends string = string> {
  label: L;
  data: ChartPoint[];
}

/** Series labels, one fixed colour each on the page (INVENTORY.md). */
export const CHART_LABELS = ['Received', 'Receivable', 'Paid', 'Payable', 'Expenses'] as const;
export type ChartLabel = (typeof CHART_LABELS)[number];

interface FinanceRange {
  filter: FinanceFilter;
  /** First and last day of the range, yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

export interface ReceivableAccount extends FinanceRange {
  summary: { paid_receivable: number; pending_receivable: number };
  chart: [ChartSeries<'Received'>, ChartSeries<'Receivable'>];
}
export interface PayableAccount extends FinanceRange {
  summary: { paid_payable: number; pending_payable: number };
  chart: [ChartSeries<'Paid'>, ChartSeries<'Payable'>];
}
export interface ExpensesAccount extends FinanceRange {
  summary: { total_expenses: number };
  chart: [ChartSeries<'Expenses'>];
}

/** The range a filter covers on `today` (UTC): the current calendar month or year. */
export function financeRange(filter: FinanceFilter, today: string): { from: string; to: string } {
  const buckets = chartBuckets(filter, today);
  if (filter === 'yearly') return { from: `${buckets[0]}-01`, to: `${buckets[11]}-31` };
  return { from: buckets[0], to: buckets[buckets.length - 1] };
}

/** Today as yyyy-mm-dd in UTC. */
export const utcToday = (now: Date): string => isoDateOf(now);

/** The bucket a day falls in: the day itself (monthly) or its month (yearly). */
export const bucketOf = (filter: FinanceFilter, date: string): string => (filter === 'yearly' ? date.slice(0, 7) : date);

/**
 * One chart series from day sums in cents: every bucket of the range, zeros included, y in dollars. The buckets are
 * summed in cents and converted once each, so the series' points add up to `fromCents(Σ cents)` to the cent.
 */
export function chartSeries<L extends string>(
  label: L,
  filter: FinanceFilter,
  today: string,
  days: ReadonlyArray<{ date: string; cents: number }>,
): ChartSeries<L> {
  const sums = new Map(chartBuckets(filter, today).map((b) => [b, 0]));
  for (const d of days) {
    const b = bucketOf(filter, d.date);
    const sum = sums.get(b);
    if (sum !== undefined) sums.set(b, sum + d.cents);
  }
  return { label, data: [...sums].map(([x, cents]) => ({ x, y: fromCents(cents) })) };
}

/** The Balance card from the three responses' summaries (dollars in, dollars out), spec §9 as stated. */
export function balanceOf(
  receivable: ReceivableAccount['summary'],
  payable: PayableAccount['summary'],
  expenses: ExpensesAccount['summary'],
): number {
  return fromCents(
    balanceCents({
      paidReceivableCents: toCents(receivable.paid_receivable),
      pendingReceivableCents: toCents(receivable.pending_receivable),
      paidPayableCents: toCents(payable.paid_payable),
      pendingPayableCents: toCents(payable.pending_payable),
      totalExpensesCents: toCents(expenses.total_expenses),
    }),
  );
}

// ───────────────────────────── dashboard ─────────────────────────────

/** GET dashboard/summary (spec §3): purchase orders not fully received, sales orders not fully fulfilled, items. */
export interface DashboardSummary {
  toReceive: number;
  toShip: number;
  items: number;
}

/** How many orders the recent lists show (INVENTORY.md "Dashboard and reports"). */
export const RECENT_ORDERS = 5;

/** GET dashboard/recent-purchases: spec §3 "Recent purchase order", plus what the row shows. */
export interface RecentPurchaseOrder {
  purchase_order_id: number;
  order_number: string;
  total_amount: number;
  total_received_quantity: number;
  total_ordered_quantity: number;
  supplier_name: string;
  order_date: string;
  status: ReceivingStatus;
}

/** GET dashboard/recent-sales: spec §3 "Recent sales order", plus what the row shows. */
export interface RecentSalesOrder {
  sales_order_id: number;
  order_number: string;
  total_amount: number;
  total_delivered_quantity: number;
  total_ordered_quantity: number;
  customer_name: string;
  order_date: string;
  status: FulfilmentStatus;
}
