import { addRoomSchema } from '../../shared/schemas/rent.ts';
import { createHandler, json } from '../lib/http.ts';
import { addRoom } from '../services/rent.ts';

export const handler = createHandler({ route: 'roomAdd', body: addRoomSchema }, async ({ body, identity }) => {
  const { id } = await addRoom(identity.companyId, body);
  return json(201, { message: 'Room added successfully', id });
});
