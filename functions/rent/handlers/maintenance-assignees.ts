import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { maintenanceAssignees } from '../services/maintenance.ts';

export const handler = createHandler(maintenanceRoutes.maintenanceAssignees, async ({ identity }) =>
  maintenanceAssignees(identity.companyId),
);
