import { addSalesPaymentSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesPaymentAdd } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addSalesPayment } from '../services/sales-payments.ts';

export const handler = createHandler(salesPaymentAdd, { body: addSalesPaymentSchema }, async ({ body, audit }) => {
  const result = await addSalesPayment(audit, body);
  return json(result.recorded ? 201 : 200, result);
});
