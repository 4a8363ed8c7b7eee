import { fulfilmentItemsQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { fulfilmentItems } from '../services/sales-fulfilment.ts';

export const handler = createHandler(salesRoutes.salesFulfilmentItems, { query: fulfilmentItemsQuery }, async ({ query, identity }) =>
  fulfilmentItems(identity.companyId, query),
);
