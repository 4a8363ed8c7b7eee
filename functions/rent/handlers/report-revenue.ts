import { revenueReportSchema } from '../../shared/schemas/rent.ts';
import { createHandler } from '../lib/http.ts';
import { revenueReport } from '../services/rent-reports.ts';

export const handler = createHandler({ route: 'reportRevenue', body: revenueReportSchema }, async ({ body, identity }) =>
  revenueReport(identity.companyId, body),
);
