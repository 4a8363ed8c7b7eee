import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { addRentSchema } from '../../../shared/rent/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addRent } from '../services/rents.ts';

export const handler = createHandler(rentRoutes.rentAdd, { body: addRentSchema }, async ({ body, audit }) => {
  const { rentId } = await addRent(audit, body);
  return json(201, { message: RENT_MESSAGES.rentAdded, rent_id: rentId });
});
