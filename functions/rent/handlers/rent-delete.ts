import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { deleteRentBodySchema, deleteRentQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeRent } from '../services/rents.ts';

export const handler = createHandler(
  rentRoutes.rentDelete,
  { query: deleteRentQuery, body: deleteRentBodySchema },
  async ({ query, body, audit }) => {
    // The master password is needed only when the rent has payments (the service decides).
    await removeRent(audit, query.room_id, query.rent_id, body.masterPassword);
    return { message: RENT_MESSAGES.rentDeleted };
  },
);
