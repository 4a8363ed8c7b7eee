import { purchaseOrderList as route } from '../../../shared/inventory/purchase-routes.ts';
import { purchaseOrderListQuery } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { purchaseOrderList } from '../services/purchase-orders.ts';

export const handler = createHandler(route, { query: purchaseOrderListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await purchaseOrderList(identity.companyId, query);
  return paged(rows, nextCursor);
});
