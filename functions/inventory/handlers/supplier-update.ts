import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { updatePartnerSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { updatePartner } from '../services/partners.ts';

export const handler = createHandler(inventoryRoutes.supplierUpdate, { body: updatePartnerSchema }, async ({ body, audit }) => {
  await updatePartner(audit, 'supplier', body);
  return { message: M.supplierUpdated };
});
