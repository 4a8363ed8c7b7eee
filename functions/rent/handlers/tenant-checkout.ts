import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { checkoutSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { checkoutTenant } from '../services/rents.ts';

export const handler = createHandler(rentRoutes.tenantCheckout, { body: checkoutSchema }, async ({ body, audit }) => {
  await checkoutTenant(audit, body);
  return { message: RENT_MESSAGES.tenantCheckedOut };
});
