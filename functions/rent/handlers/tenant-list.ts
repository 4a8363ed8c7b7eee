import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { tenantList } from '../services/tenants.ts';

export const handler = createHandler(rentRoutes.tenantList, async ({ identity }) => tenantList(identity.companyId));
