import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { addRoomSchema } from '../../../shared/rent/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addRoom } from '../services/rooms.ts';

export const handler = createHandler(rentRoutes.roomAdd, { body: addRoomSchema }, async ({ body, audit }) => {
  const { id } = await addRoom(audit, body);
  return json(201, { message: RENT_MESSAGES.roomAdded, id });
});
