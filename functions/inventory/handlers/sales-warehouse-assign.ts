import { assignWarehouseSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { assignFulfilmentWarehouse } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesWarehouseAssign, { body: assignWarehouseSchema }, async ({ body, audit }) =>
  assignFulfilmentWarehouse(audit, body),
);
