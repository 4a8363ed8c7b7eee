import { purchaseReturnables as route } from '../../../shared/inventory/purchase-routes.ts';
import { purchaseReturnablesQuery } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { purchaseReturnables } from '../services/purchase-orders.ts';

export const handler = createHandler(route, { query: purchaseReturnablesQuery }, async ({ query, identity }) =>
  purchaseReturnables(identity.companyId, query.purchaseOrderId),
);
