import { salesOrderIdQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { salesShipments } from '../services/sales-fulfilment.ts';

export const handler = createHandler(salesRoutes.salesShipmentList, { query: salesOrderIdQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await salesShipments(identity.companyId, query);
  return paged(rows, nextCursor);
});
