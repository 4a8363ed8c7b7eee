import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { productDetails } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productGet, async ({ pathParameters, identity }) =>
  productDetails(identity.companyId, pathParameters.id),
);
