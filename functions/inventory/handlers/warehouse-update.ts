import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { updateWarehouseSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { updateWarehouse } from '../services/warehouses.ts';

export const handler = createHandler(inventoryRoutes.warehouseUpdate, { body: updateWarehouseSchema }, async ({ body, audit }) => {
  await updateWarehouse(audit, body);
  return { message: M.warehouseUpdated };
});
