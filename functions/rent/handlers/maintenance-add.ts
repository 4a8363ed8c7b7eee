import { MAINTENANCE_MESSAGES } from '../../../shared/rent/maintenance.ts';
import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { addMaintenanceSchema } from '../../../shared/rent/maintenance-schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addMaintenance } from '../services/maintenance.ts';

export const handler = createHandler(maintenanceRoutes.maintenanceAdd, { body: addMaintenanceSchema }, async ({ body, audit }) => {
  const { id } = await addMaintenance(audit, body);
  return json(201, { message: MAINTENANCE_MESSAGES.added, id });
});
