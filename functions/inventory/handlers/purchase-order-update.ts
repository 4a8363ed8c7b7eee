import { purchaseOrderUpdate } from '../../../shared/inventory/purchase-routes.ts';
import { updatePurchaseOrderSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { updatePurchaseOrder } from '../services/purchase-orders.ts';

export const handler = createHandler(purchaseOrderUpdate, { body: updatePurchaseOrderSchema }, async ({ body, audit }) =>
  updatePurchaseOrder(audit, body),
);
