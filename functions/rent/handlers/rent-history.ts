import { rentRoutes } from '../../../shared/rent/routes.ts';
import { roomIdQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { rentalHistory } from '../services/rents.ts';

export const handler = createHandler(rentRoutes.rentHistory, { query: roomIdQuery }, async ({ query, identity }) =>
  rentalHistory(identity.companyId, query.room_id),
);
