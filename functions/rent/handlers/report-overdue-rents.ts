import { rentRoutes } from '../../../shared/rent/routes.ts';
import { pageQuery } from '../../../shared/rent/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { overdueRentReport } from '../services/reports.ts';

export const handler = createHandler(rentRoutes.reportOverdueRents, { query: pageQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await overdueRentReport(identity.companyId, query);
  return paged(rows, nextCursor);
});
