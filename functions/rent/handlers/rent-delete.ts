import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { deleteRentQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeRent } from '../services/rents.ts';

export const handler = createHandler(rentRoutes.rentDelete, { query: deleteRentQuery }, async ({ query, identity }) => {
  await removeRent(identity.companyId, query.room_id, query.rent_id);
  return { message: RENT_MESSAGES.rentDeleted };
});
