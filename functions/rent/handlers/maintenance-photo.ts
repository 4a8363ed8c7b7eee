import { MAINTENANCE_MESSAGES } from '../../../shared/rent/maintenance.ts';
import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { maintenancePhotoSchema } from '../../../shared/rent/maintenance-schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { addPhoto } from '../services/maintenance.ts';

export const handler = createHandler(maintenanceRoutes.maintenancePhoto, { body: maintenancePhotoSchema }, async ({ body, audit }) => {
  const photo = await addPhoto(audit, body);
  return { message: MAINTENANCE_MESSAGES.photoAdded, photo };
});
