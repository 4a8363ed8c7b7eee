import { salesOrderIdQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesRestockList } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { salesRestock } from '../services/sales-orders.ts';

export const handler = createHandler(salesRestockList, { query: salesOrderIdQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await salesRestock(identity.companyId, query);
  return paged(rows, nextCursor);
});
