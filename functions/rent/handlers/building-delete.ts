import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { buildingQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeBuilding } from '../services/buildings.ts';

export const handler = createHandler(rentRoutes.buildingDelete, { query: buildingQuery }, async ({ query, audit }) => {
  await removeBuilding(audit, query.building);
  return { message: RENT_MESSAGES.buildingDeleted };
});
