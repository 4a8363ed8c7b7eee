import { financeRoutes } from '../../../shared/inventory/finance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { dashboardSummary } from '../services/dashboard.ts';

export const handler = createHandler(financeRoutes.dashboardSummary, async ({ identity }) => dashboardSummary(identity.companyId));
