import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { recentPurchases } from '../services/dashboard.ts';

export const handler = createHandler(financeRoutes.dashboardRecentPurchases, async ({ identity }) => recentPurchases(identity.companyId));
