import { salesOrderClose } from '../../../shared/inventory/sales-order-routes.ts';
import { endSalesOrderSchema } from '../../../shared/inventory/sales-orders.ts';
import { createHandler } from '../../lib/http.ts';
import { closeSalesOrder } from '../services/sales-orders.ts';

export const handler = createHandler(salesOrderClose, { body: endSalesOrderSchema }, async ({ body, audit }) =>
  closeSalesOrder(audit, body),
);
