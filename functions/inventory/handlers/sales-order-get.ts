import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { salesOrderDetail } from '../services/sales-orders.ts';

export const handler = createHandler(salesRoutes.salesOrderGet, async ({ pathParameters, identity }) =>
  salesOrderDetail(identity.companyId, pathParameters.id),
);
