import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { productWithStock } from '../services/stock.ts';

export const handler = createHandler(inventoryRoutes.productGet, async ({ pathParameters, identity }) =>
  productWithStock(identity.companyId, pathParameters.id),
);
