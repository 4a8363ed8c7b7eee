import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { endSalesOrderSchema } from '../../../shared/inventory/sales-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { cancelSalesOrder } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesOrderCancel, { body: endSalesOrderSchema }, async ({ body, audit }) =>
  cancelSalesOrder(audit, body),
);
