import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { addWarehouseSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addWarehouse } from '../services/warehouses.ts';

export const handler = createHandler(inventoryRoutes.warehouseAdd, { body: addWarehouseSchema }, async ({ body, audit }) => {
  const { id } = await addWarehouse(audit, body);
  return json(201, { message: M.warehouseAdded, id });
});
