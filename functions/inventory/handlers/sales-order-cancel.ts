import { salesOrderCancel } from '../../../shared/inventory/sales-order-routes.ts';
import { endSalesOrderSchema } from '../../../shared/inventory/sales-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { cancelSalesOrder } from '../services/sales-orders.ts';

export const handler = createHandler(salesOrderCancel, { body: endSalesOrderSchema }, async ({ body, audit }) =>
  cancelSalesOrder(audit, body),
);
