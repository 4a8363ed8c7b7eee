import { roomIdQuery } from '../../shared/schemas/rent.ts';
import { createHandler } from '../lib/http.ts';
import { rentalHistory } from '../services/rent.ts';

export const handler = createHandler({ route: 'rentHistory', query: roomIdQuery }, async ({ query, identity }) =>
  rentalHistory(identity.companyId, query.room_id),
);
