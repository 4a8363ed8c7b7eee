import { updateExpenseSchema } from '../../../shared/inventory/finance.ts';
import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { createHandler } from '../../lib/http.ts';
import { updateExpense } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.expenseUpdate, { body: updateExpenseSchema }, async ({ body, audit }) => {
  await updateExpense(audit, body);
  return { message: M.expenseUpdated };
});
