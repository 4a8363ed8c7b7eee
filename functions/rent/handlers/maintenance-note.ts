import { MAINTENANCE_MESSAGES } from '../../../shared/rent/maintenance.ts';
import { maintenanceRoutes } from '../../../shared/rent/maintenance-routes.ts';
import { maintenanceNoteSchema } from '../../../shared/rent/maintenance-schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { addNote } from '../services/maintenance.ts';

export const handler = createHandler(maintenanceRoutes.maintenanceNote, { body: maintenanceNoteSchema }, async ({ body, audit }) => {
  await addNote(audit, body);
  return { message: MAINTENANCE_MESSAGES.noteAdded };
});
