import { expenseIdQuery } from '../../../shared/inventory/finance.ts';
import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import * as M from '../../../shared/inventory/messages.ts';
import { createHandler } from '../../lib/http.ts';
import { removeExpense } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.expenseDelete, { query: expenseIdQuery }, async ({ query, audit }) => {
  await removeExpense(audit, query.id);
  return { message: M.expenseDeleted };
});
