import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { listQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { categoryList } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productCategories, { query: listQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await categoryList(identity.companyId, query);
  return paged(rows, nextCursor);
});
