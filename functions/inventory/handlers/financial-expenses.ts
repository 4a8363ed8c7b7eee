import { financeQuery } from '../../../shared/inventory/finance.ts';
import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { expensesAccount } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.financialExpenses, { query: financeQuery }, async ({ query, identity }) =>
  expensesAccount(identity.companyId, query.filter),
);
