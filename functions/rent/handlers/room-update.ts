import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { updateRoomSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { editRoom } from '../services/rooms.ts';

export const handler = createHandler(rentRoutes.roomUpdate, { body: updateRoomSchema }, async ({ body, audit }) => {
  await editRoom(audit, body);
  return { message: RENT_MESSAGES.roomUpdated };
});
