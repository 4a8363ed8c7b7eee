import { salesOrderListQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesOrderList as route } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { salesOrderList } from '../services/sales-orders.ts';

export const handler = createHandler(route, { query: salesOrderListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await salesOrderList(identity.companyId, query);
  return paged(rows, nextCursor);
});
