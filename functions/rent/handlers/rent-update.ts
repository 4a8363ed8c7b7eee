import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { updateRentSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { editRent } from '../services/rents.ts';

export const handler = createHandler(rentRoutes.rentUpdate, { body: updateRentSchema }, async ({ body, audit }) => {
  await editRent(audit, body);
  return { message: RENT_MESSAGES.rentUpdated };
});
