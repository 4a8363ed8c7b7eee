import { returnSalesItemsSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { returnSalesItems } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesReturnItems, { body: returnSalesItemsSchema }, async ({ body, audit }) =>
  returnSalesItems(audit, body),
);
