import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { recordIdQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeWarehouse } from '../services/warehouses.ts';

export const handler = createHandler(inventoryRoutes.warehouseDelete, { query: recordIdQuery }, async ({ query, audit }) => {
  await removeWarehouse(audit, query.id);
  return { message: M.warehouseDeleted };
});
