import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { updateTenantSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { editTenant } from '../services/tenants.ts';

export const handler = createHandler(rentRoutes.tenantUpdate, { body: updateTenantSchema }, async ({ body, audit }) => {
  await editTenant(audit, body);
  return { message: RENT_MESSAGES.tenantUpdated };
});
