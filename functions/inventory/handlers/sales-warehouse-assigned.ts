import { warehouseAssignedQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { fulfilmentWarehouse } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesWarehouseAssigned, { query: warehouseAssignedQuery }, async ({ query, identity }) =>
  fulfilmentWarehouse(identity.companyId, query.saleOrderId),
);
