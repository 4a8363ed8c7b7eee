import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { recordIdQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removePartner } from '../services/partners.ts';

export const handler = createHandler(inventoryRoutes.supplierDelete, { query: recordIdQuery }, async ({ query, audit }) => {
  await removePartner(audit, 'supplier', query.id);
  return { message: M.supplierDeleted };
});
