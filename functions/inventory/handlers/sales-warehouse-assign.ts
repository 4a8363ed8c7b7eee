import { assignWarehouseSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesWarehouseAssign } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { assignFulfilmentWarehouse } from '../services/sales-orders.ts';

export const handler = createHandler(salesWarehouseAssign, { body: assignWarehouseSchema }, async ({ body, audit }) =>
  assignFulfilmentWarehouse(audit, body),
);
