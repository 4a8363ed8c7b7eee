import { purchaseOrderCancel } from '../../../shared/inventory/purchase-routes.ts';
import { endPurchaseOrderSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { cancelPurchaseOrder } from '../services/purchase-orders.ts';

export const handler = createHandler(purchaseOrderCancel, { body: endPurchaseOrderSchema }, async ({ body, audit }) =>
  cancelPurchaseOrder(audit, body),
);
