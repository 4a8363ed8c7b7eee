import { purchaseOrderClose } from '../../../shared/inventory/purchase-routes.ts';
import { endPurchaseOrderSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { closePurchaseOrder } from '../services/purchase-orders.ts';

export const handler = createHandler(purchaseOrderClose, { body: endPurchaseOrderSchema }, async ({ body, audit }) =>
  closePurchaseOrder(audit, body),
);
