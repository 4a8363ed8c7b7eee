import { rentRoutes } from '../../../shared/rent/routes.ts';
import { buildingQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { buildingLevels } from '../services/buildings.ts';

export const handler = createHandler(rentRoutes.levelList, { query: buildingQuery }, async ({ query, identity }) =>
  buildingLevels(identity.companyId, query.building),
);
