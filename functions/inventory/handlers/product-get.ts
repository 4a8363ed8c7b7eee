import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { withImageUrls } from '../services/catalogue.ts';
import { productWithStock } from '../services/stock.ts';

export const handler = createHandler(inventoryRoutes.productGet, async ({ pathParameters, identity }) => {
  const [product] = await withImageUrls([await productWithStock(identity.companyId, pathParameters.id)]);
  return product;
});
