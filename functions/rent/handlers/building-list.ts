import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { buildingCards } from '../services/buildings.ts';

export const handler = createHandler(rentRoutes.buildingList, async ({ identity }) => buildingCards(identity.companyId));
