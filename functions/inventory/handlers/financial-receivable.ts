import { financeQuery } from '../../../shared/inventory/finance.ts';
import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { receivableAccount } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.financialReceivable, { query: financeQuery }, async ({ query, identity }) =>
  receivableAccount(identity.companyId, query.filter),
);
