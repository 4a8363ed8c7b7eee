import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { recentSales } from '../services/dashboard.ts';

export const handler = createHandler(financeRoutes.dashboardRecentSales, async ({ identity }) => recentSales(identity.companyId));
