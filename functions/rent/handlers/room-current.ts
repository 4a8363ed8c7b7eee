import { rentRoutes } from '../../../shared/rent/routes.ts';
import { roomIdQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { roomDetails } from '../services/rooms.ts';

export const handler = createHandler(rentRoutes.roomCurrent, { query: roomIdQuery }, async ({ query, identity }) =>
  roomDetails(identity.companyId, query.room_id),
);
