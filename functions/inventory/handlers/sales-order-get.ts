import { salesOrderGet } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { salesOrderDetail } from '../services/sales-orders.ts';

export const handler = createHandler(salesOrderGet, async ({ pathParameters, identity }) =>
  salesOrderDetail(identity.companyId, pathParameters.id),
);
