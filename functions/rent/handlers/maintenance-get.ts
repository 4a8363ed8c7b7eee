import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { maintenanceDetails } from '../services/maintenance.ts';

export const handler = createHandler(maintenanceRoutes.maintenanceGet, async ({ pathParameters, identity }) =>
  maintenanceDetails(identity.companyId, pathParameters.id),
);
