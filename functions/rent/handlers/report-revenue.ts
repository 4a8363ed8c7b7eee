import { rentRoutes } from '../../../shared/rent/routes.ts';
import { revenueReportSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { revenueReport } from '../services/reports.ts';

export const handler = createHandler(rentRoutes.reportRevenue, { body: revenueReportSchema }, async ({ body, identity }) =>
  revenueReport(identity.companyId, body),
);
