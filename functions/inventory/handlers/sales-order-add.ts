import { addSalesOrderSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesOrderAdd } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addSalesOrder } from '../services/sales-orders.ts';

export const handler = createHandler(salesOrderAdd, { body: addSalesOrderSchema }, async ({ body, audit }) =>
  json(201, await addSalesOrder(audit, body)),
);
