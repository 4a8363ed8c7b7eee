import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { updateBuildingSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { editBuilding } from '../services/buildings.ts';

export const handler = createHandler(rentRoutes.buildingUpdate, { body: updateBuildingSchema }, async ({ body, audit }) => {
  await editBuilding(audit, body);
  return { message: RENT_MESSAGES.buildingUpdated };
});
