import { payRentSchema } from '../../shared/schemas/rent.ts';
import { createHandler, json } from '../lib/http.ts';
import { payRent } from '../services/rent.ts';

export const handler = createHandler({ route: 'payRent', body: payRentSchema }, async ({ body, identity }) => {
  const { duplicate } = await payRent(identity.companyId, body);
  // The same reference for the same rent is recorded once; a repeat answers 200 and changes nothing.
  return duplicate
    ? json(200, { message: 'Payment already recorded', duplicate: true })
    : json(201, { message: 'Payment recorded successfully', duplicate: false });
});
