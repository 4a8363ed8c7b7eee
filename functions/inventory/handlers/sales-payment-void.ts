import { salesPaymentVoid } from '../../../shared/inventory/sales-order-routes.ts';
import { voidSalesPaymentSchema } from '../../../shared/inventory/sales-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { voidSalesPayment } from '../services/sales-orders.ts';

export const handler = createHandler(salesPaymentVoid, { body: voidSalesPaymentSchema }, async ({ body, audit }) =>
  voidSalesPayment(audit, body),
);
