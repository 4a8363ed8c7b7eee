import { purchaseReceiveItem } from '../../../shared/inventory/purchase-routes.ts';
import { receivePurchaseItemSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { receivePurchaseItem } from '../services/purchase-orders.ts';

export const handler = createHandler(purchaseReceiveItem, { body: receivePurchaseItemSchema }, async ({ body, audit }) =>
  receivePurchaseItem(audit, body),
);
