import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { addBuildingSchema } from '../../../shared/rent/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addBuilding } from '../services/buildings.ts';

export const handler = createHandler(rentRoutes.buildingAdd, { body: addBuildingSchema }, async ({ body, audit }) => {
  await addBuilding(audit, body);
  return json(201, { message: RENT_MESSAGES.buildingAdded, building_id: body.buildingNumber });
});
