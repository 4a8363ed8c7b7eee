import { purchaseReturnItems } from '../../../shared/inventory/purchase-routes.ts';
import { returnPurchaseItemsSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { returnPurchaseItems } from '../services/purchase-orders.ts';

export const handler = createHandler(purchaseReturnItems, { body: returnPurchaseItemsSchema }, async ({ body, audit }) =>
  returnPurchaseItems(audit, body),
);
