import { purchaseOrderGet } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { purchaseOrderDetail } from '../services/purchase-orders.ts';

export const handler = createHandler(purchaseOrderGet, async ({ pathParameters, identity }) =>
  purchaseOrderDetail(identity.companyId, pathParameters.id),
);
