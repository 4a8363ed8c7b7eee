import { paymentAlreadyRecorded } from '../../../shared/domain/payments.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { payRentSchema } from '../../../shared/rent/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { payRent } from '../services/payments.ts';

export const handler = createHandler(rentRoutes.payRent, { body: payRentSchema }, async ({ body, audit }) => {
  const { duplicate } = await payRent(audit, body);
  // The same payment (reference, amount, method) is recorded once: a repeat answers 200 and changes nothing.
  return duplicate
    ? json(200, { message: paymentAlreadyRecorded, duplicate: true })
    : json(201, { message: RENT_MESSAGES.paymentRecorded, duplicate: false });
});
