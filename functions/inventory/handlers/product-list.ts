import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { productListQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { productList } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productList, { query: productListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await productList(identity.companyId, query);
  return paged(rows, nextCursor);
});
