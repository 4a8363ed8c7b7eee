import { expenseListQuery } from '../../../shared/inventory/finance.ts';
import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { expenseList } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.expenseList, { query: expenseListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await expenseList(identity.companyId, query);
  return paged(rows, nextCursor);
});
