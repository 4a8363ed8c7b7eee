import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { roomIdQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeRoom } from '../services/rooms.ts';

export const handler = createHandler(rentRoutes.roomDelete, { query: roomIdQuery }, async ({ query, audit }) => {
  await removeRoom(audit, query.room_id);
  return { message: RENT_MESSAGES.roomDeleted };
});
