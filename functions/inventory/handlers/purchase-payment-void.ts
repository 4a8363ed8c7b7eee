import { purchasePaymentVoid } from '../../../shared/inventory/purchase-routes.ts';
import { voidPurchasePaymentSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { voidPurchasePayment } from '../services/purchase-orders.ts';

export const handler = createHandler(purchasePaymentVoid, { body: voidPurchasePaymentSchema }, async ({ body, audit }) =>
  voidPurchasePayment(audit, body),
);
