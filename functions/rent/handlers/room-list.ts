import { rentRoutes } from '../../../shared/rent/routes.ts';
import { levelRoomsQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { roomsOfLevel } from '../services/rooms.ts';

export const handler = createHandler(rentRoutes.roomList, { query: levelRoomsQuery }, async ({ query, identity }) =>
  roomsOfLevel(identity.companyId, query.building, query.level),
);
