import { salesOrderUpdate } from '../../../shared/inventory/sales-order-routes.ts';
import { updateSalesOrderSchema } from '../../../shared/inventory/sales-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { updateSalesOrder } from '../services/sales-orders.ts';

export const handler = createHandler(salesOrderUpdate, { body: updateSalesOrderSchema }, async ({ body, audit }) =>
  updateSalesOrder(audit, body),
);
