import { warehouseAssignedQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesWarehouseAssigned } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { fulfilmentWarehouse } from '../services/sales-orders.ts';

export const handler = createHandler(salesWarehouseAssigned, { query: warehouseAssignedQuery }, async ({ query, identity }) =>
  fulfilmentWarehouse(identity.companyId, query.saleOrderId),
);
