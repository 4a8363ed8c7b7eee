import { createHandler } from '../lib/http.ts';
import { tenantList } from '../services/rent.ts';

export const handler = createHandler({ route: 'tenantList' }, async ({ identity }) => tenantList(identity.companyId));
