import { rentRoutes } from '../../../shared/rent/routes.ts';
import { pageQuery } from '../../../shared/rent/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { activeRentReport } from '../services/reports.ts';

export const handler = createHandler(rentRoutes.reportActiveRents, { query: pageQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await activeRentReport(identity.companyId, query);
  return paged(rows, nextCursor);
});
