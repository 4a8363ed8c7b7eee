import { addSalesPaymentSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { addSalesPayment } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesPaymentAdd, { body: addSalesPaymentSchema }, async ({ body, identity }) =>
  addSalesPayment(identity.companyId, body),
);
