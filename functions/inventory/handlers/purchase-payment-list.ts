import { purchasePaymentList } from '../../../shared/inventory/purchase-routes.ts';
import { purchaseOrderIdQuery } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { purchasePayments } from '../services/purchase-orders.ts';

export const handler = createHandler(purchasePaymentList, { query: purchaseOrderIdQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await purchasePayments(identity.companyId, query);
  return paged(rows, nextCursor);
});
