import { purchasePaymentAdd } from '../../../shared/inventory/purchase-routes.ts';
import { addPurchasePaymentSchema } from '../../../shared/inventory/purchase-orders.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addPurchasePayment } from '../services/purchase-orders.ts';

export const handler = createHandler(purchasePaymentAdd, { body: addPurchasePaymentSchema }, async ({ body, audit }) => {
  const result = await addPurchasePayment(audit, body);
  return json(result.recorded ? 201 : 200, result);
});
