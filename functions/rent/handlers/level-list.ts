import { buildingQuery } from '../../shared/schemas/rent.ts';
import { createHandler } from '../lib/http.ts';
import { buildingLevels } from '../services/rent.ts';

export const handler = createHandler({ route: 'levelList', query: buildingQuery }, async ({ query, identity }) =>
  buildingLevels(identity.companyId, query.building),
);
