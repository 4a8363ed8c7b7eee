import { createHandler } from '../lib/http.ts';
import { activeRentReport } from '../services/rent-reports.ts';

export const handler = createHandler({ route: 'reportActiveRents' }, async ({ identity }) => activeRentReport(identity.companyId));
