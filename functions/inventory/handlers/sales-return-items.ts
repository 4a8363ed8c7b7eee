import { returnSalesItemsSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesReturnItems } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { returnSalesItems } from '../services/sales-orders.ts';

export const handler = createHandler(salesReturnItems, { body: returnSalesItemsSchema }, async ({ body, audit }) =>
  returnSalesItems(audit, body),
);
