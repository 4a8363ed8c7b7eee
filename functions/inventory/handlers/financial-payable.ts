import { financeQuery } from '../../../shared/inventory/finance.ts';
import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { payableAccount } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.financialPayable, { query: financeQuery }, async ({ query, identity }) =>
  payableAccount(identity.companyId, query.filter),
);
