import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { listQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { warehouseList } from '../services/warehouses.ts';

export const handler = createHandler(inventoryRoutes.warehouseList, { query: listQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await warehouseList(identity.companyId, query);
  return paged(rows, nextCursor);
});
