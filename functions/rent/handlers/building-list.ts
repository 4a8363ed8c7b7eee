import { createHandler } from '../lib/http.ts';
import { buildingCards } from '../services/rent.ts';

export const handler = createHandler({ route: 'buildingList' }, async ({ identity }) => buildingCards(identity.companyId));
