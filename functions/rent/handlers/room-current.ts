import { roomIdQuery } from '../../shared/schemas/rent.ts';
import { createHandler } from '../lib/http.ts';
import { roomDetails } from '../services/rent.ts';

export const handler = createHandler({ route: 'roomCurrent', query: roomIdQuery }, async ({ query, identity }) =>
  roomDetails(identity.companyId, query.room_id),
);
