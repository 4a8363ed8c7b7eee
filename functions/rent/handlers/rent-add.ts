import { addRentSchema } from '../../shared/schemas/rent.ts';
import { createHandler, json } from '../lib/http.ts';
import { addRent } from '../services/rent.ts';

export const handler = createHandler({ route: 'rentAdd', body: addRentSchema }, async ({ body, identity }) => {
  const { rentId } = await addRent(identity.companyId, body);
  return json(201, { message: 'Rent added successfully', rent_id: rentId });
});
