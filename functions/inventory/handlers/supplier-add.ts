import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { addPartnerSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addPartner } from '../services/partners.ts';

export const handler = createHandler(inventoryRoutes.supplierAdd, { body: addPartnerSchema }, async ({ body, audit }) => {
  const { id } = await addPartner(audit, 'supplier', body);
  return json(201, { message: M.supplierAdded, id });
});
