import { salesOrderIdQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesPaymentList } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { salesPayments } from '../services/sales-orders.ts';

export const handler = createHandler(salesPaymentList, { query: salesOrderIdQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await salesPayments(identity.companyId, query);
  return paged(rows, nextCursor);
});
