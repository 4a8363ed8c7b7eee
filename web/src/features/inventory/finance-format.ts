/**
 * Small pure helpers of the expenses screen (tested in node): the Add Expense dialog's checks in the spec's order
 * (part 2 §5 "Add Expense").
 */
import { isIsoDate } from '../../../../shared/domain/dates.ts';
import { formatDate, formatMoney } from '../../../../shared/domain/format.ts';
import { hasAtMostTwoDecimals } from '../../../../shared/domain/money.ts';
import { addExpenseSchema, isFutureDate, MAX_EXPENSE, type AddExpenseInput, type Expense } from '../../../../shared/inventory/finance.ts';
import * as M from '../../../../shared/inventory/messages.ts';
import { validate, type Validation } from '../../lib/validate.ts';

export interface ExpenseDraft {
  category: string;
  amount: string;
  date: string;
  description: string;
}

/**
 * The dialog's checks in the spec's order, first failure wins: Please select a category; Please enter a valid amount
 * (a number above 0 with at most 2 decimals); Please select a date (a date after `today` is refused); Please enter a
 * description. Field by field, so an amount of 0 is named before a missing description (the shared schema checks
 * presence of all four first); then the handler's own schema, so the dialog never sends what the API refuses.
 */
export function checkExpense(draft: ExpenseDraft, today: string): Validation<AddExpenseInput> {
  const fail = (message: string): Validation<AddExpenseInput> => ({ ok: false, message });
  if (!draft.category.trim()) return fail(M.selectExpenseCategory);
  const amount = draft.amount.trim() === '' ? NaN : Number(draft.amount.trim());
  if (!(amount > 0 && amount <= MAX_EXPENSE && hasAtMostTwoDecimals(amount))) return fail(M.expenseAmountInvalid);
  const date = draft.date.trim();
  if (!isIsoDate(date)) return fail(M.selectExpenseDate);
  if (isFutureDate(date, today)) return fail(M.expenseDateInFuture);
  if (!draft.description.trim()) return fail(M.expenseDescriptionRequired);
  return validate(addExpenseSchema, draft);
}

/** What saving an edit does to the financial account, in words. */
export function expenseEditSummary(before: Expense, after: AddExpenseInput): string {
  const was = `${formatMoney(before.amount)} on ${formatDate(before.date)}`;
  const now = `${formatMoney(after.amount)} on ${formatDate(after.date)}`;
  return was === now
    ? 'The amount and date stay as they are in the financial account.'
    : `The financial account's expenses change from ${was} to ${now}.`;
}
