import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { expenseCategories } from '../services/finance.ts';

export const handler = createHandler(financeRoutes.expenseCategories, async () => expenseCategories());
