import { addSalesOrderSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addSalesOrder } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesOrderAdd, { body: addSalesOrderSchema }, async ({ body, audit }) =>
  json(201, await addSalesOrder(audit, body)),
);
