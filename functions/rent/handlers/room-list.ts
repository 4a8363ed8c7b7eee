import { levelRoomsQuery } from '../../shared/schemas/rent.ts';
import { createHandler } from '../lib/http.ts';
import { roomsOfLevel } from '../services/rent.ts';

export const handler = createHandler({ route: 'roomList', query: levelRoomsQuery }, async ({ query, identity }) =>
  roomsOfLevel(identity.companyId, query.building, query.level),
);
