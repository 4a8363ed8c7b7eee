import { MAINTENANCE_MESSAGES } from '../../../shared/rent/maintenance.ts';
import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { updateMaintenanceSchema } from '../../../shared/rent/maintenance-schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { editMaintenance } from '../services/maintenance.ts';

export const handler = createHandler(maintenanceRoutes.maintenanceUpdate, { body: updateMaintenanceSchema }, async ({ body, audit }) => {
  await editMaintenance(audit, body);
  return { message: MAINTENANCE_MESSAGES.updated };
});
