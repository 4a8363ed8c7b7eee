import { salesReturnablesQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesReturnables as route } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { salesReturnables } from '../services/sales-orders.ts';

export const handler = createHandler(route, { query: salesReturnablesQuery }, async ({ query, identity }) =>
  salesReturnables(identity.companyId, query.salesOrderId),
);
