import { maintenanceAssigneesQuery } from '../../../shared/rent/maintenance-schemas.ts';
import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { maintenanceAssignees } from '../services/maintenance.ts';

export const handler = createHandler(
  maintenanceRoutes.maintenanceAssignees,
  { query: maintenanceAssigneesQuery },
  async ({ identity, query }) => maintenanceAssignees(identity.companyId, query.building),
);
