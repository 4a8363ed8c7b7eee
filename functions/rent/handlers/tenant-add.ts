import { addTenantSchema } from '../../shared/schemas/rent.ts';
import { createHandler, json } from '../lib/http.ts';
import { addTenant } from '../services/rent.ts';

export const handler = createHandler({ route: 'tenantAdd', body: addTenantSchema }, async ({ body, identity }) => {
  const { id } = await addTenant(identity.companyId, body);
  return json(201, { message: 'Tenant added successfully!', id });
});
