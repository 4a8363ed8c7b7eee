import { createHandler } from '../lib/http.ts';
import { overdueRentReport } from '../services/rent-reports.ts';

export const handler = createHandler({ route: 'reportOverdueRents' }, async ({ identity }) => overdueRentReport(identity.companyId));
