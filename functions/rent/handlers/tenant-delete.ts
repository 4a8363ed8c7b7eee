import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { tenantIdQuery } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeTenant } from '../services/tenants.ts';

export const handler = createHandler(rentRoutes.tenantDelete, { query: tenantIdQuery }, async ({ query, audit }) => {
  await removeTenant(audit, query.id);
  return { message: RENT_MESSAGES.tenantDeleted };
});
