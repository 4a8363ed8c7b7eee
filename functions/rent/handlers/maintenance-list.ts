import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { maintenanceListQuery } from '../../../shared/rent/maintenance-schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { maintenanceList } from '../services/maintenance.ts';

/** Newest first; without ?limit= the first 50. */
export const handler = createHandler(maintenanceRoutes.maintenanceList, { query: maintenanceListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await maintenanceList(identity.companyId, query);
  return paged(rows, nextCursor);
});
