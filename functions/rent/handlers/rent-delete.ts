import { deleteRentQuery } from '../../shared/schemas/rent.ts';
import { createHandler } from '../lib/http.ts';
import { removeRent } from '../services/rent.ts';

export const handler = createHandler({ route: 'rentDelete', query: deleteRentQuery }, async ({ query, identity }) => {
  await removeRent(identity.companyId, query.room_id, query.rent_id);
  return { message: 'Rent deleted successfully' };
});
