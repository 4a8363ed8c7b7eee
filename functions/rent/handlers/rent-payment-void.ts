import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { voidRentPaymentSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { voidRentPayment } from '../services/payments.ts';

export const handler = createHandler(rentRoutes.rentPaymentVoid, { body: voidRentPaymentSchema }, async ({ body, audit }) => {
  await voidRentPayment(audit, body);
  return { message: RENT_MESSAGES.paymentVoided };
});
