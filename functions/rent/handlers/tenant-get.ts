import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { tenantDetails } from '../services/tenants.ts';

export const handler = createHandler(rentRoutes.tenantGet, async ({ pathParameters, identity }) =>
  tenantDetails(identity.companyId, pathParameters.id),
);
