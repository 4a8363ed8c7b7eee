import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { overdueRentReport } from '../services/reports.ts';

export const handler = createHandler(rentRoutes.reportOverdueRents, async ({ identity }) => overdueRentReport(identity.companyId));
