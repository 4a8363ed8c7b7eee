import { salesOrderIdQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesShipmentList } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { salesShipments } from '../services/sales-fulfilment.ts';

export const handler = createHandler(salesShipmentList, { query: salesOrderIdQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await salesShipments(identity.companyId, query);
  return paged(rows, nextCursor);
});
