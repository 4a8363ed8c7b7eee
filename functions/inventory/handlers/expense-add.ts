import { addExpenseSchema } from '../../../shared/inventory/finance.ts';
import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addExpense } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.expenseAdd, { body: addExpenseSchema }, async ({ body, audit }) => {
  const { message, expense } = await addExpense(audit, body);
  return json(201, { message, expense });
});
