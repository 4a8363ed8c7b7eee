import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { addTenantSchema } from '../../../shared/rent/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addTenant } from '../services/tenants.ts';

export const handler = createHandler(rentRoutes.tenantAdd, { body: addTenantSchema }, async ({ body, audit }) => {
  const { id } = await addTenant(audit, body);
  return json(201, { message: RENT_MESSAGES.tenantAdded, id });
});
