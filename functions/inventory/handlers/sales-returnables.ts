import { salesReturnablesQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { salesReturnables } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesReturnables, { query: salesReturnablesQuery }, async ({ query, identity }) =>
  salesReturnables(identity.companyId, query.salesOrderId),
);
