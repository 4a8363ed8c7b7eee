import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { activeRentReport } from '../services/reports.ts';

export const handler = createHandler(rentRoutes.reportActiveRents, async ({ identity }) => activeRentReport(identity.companyId));
