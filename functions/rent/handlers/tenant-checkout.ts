import { checkoutSchema } from '../../shared/schemas/rent.ts';
import { createHandler } from '../lib/http.ts';
import { checkoutTenant } from '../services/rent.ts';

export const handler = createHandler({ route: 'tenantCheckout', body: checkoutSchema }, async ({ body, identity }) => {
  await checkoutTenant(identity.companyId, body);
  return { message: 'Tenant checked out successfully' };
});
