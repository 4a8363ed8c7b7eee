import { fulfilmentItemsQuery } from '../../../shared/inventory/sales-orders.ts';
import { salesFulfilmentItems } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { fulfilmentItems } from '../services/sales-fulfilment.ts';

export const handler = createHandler(salesFulfilmentItems, { query: fulfilmentItemsQuery }, async ({ query, identity }) =>
  fulfilmentItems(identity.companyId, query),
);
