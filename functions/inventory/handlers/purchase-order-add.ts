import { purchaseOrderAdd } from '../../../shared/inventory/purchase-routes.ts';
import { addPurchaseOrderSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addPurchaseOrder } from '../services/purchase-orders.ts';

export const handler = createHandler(purchaseOrderAdd, { body: addPurchaseOrderSchema }, async ({ body, audit }) =>
  json(201, await addPurchaseOrder(audit, body)),
);
