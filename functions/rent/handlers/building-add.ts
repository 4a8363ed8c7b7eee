import { addBuildingSchema } from '../../shared/schemas/rent.ts';
import { createHandler, json } from '../lib/http.ts';
import { addBuilding } from '../services/rent.ts';

export const handler = createHandler({ route: 'buildingAdd', body: addBuildingSchema }, async ({ body, identity }) => {
  await addBuilding(identity.companyId, body);
  return json(201, { message: 'Building added successfully', building_id: body.buildingNumber });
});
