import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { listQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { lowStock } from '../services/stock.ts';

export const handler = createHandler(inventoryRoutes.stockLow, { query: listQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await lowStock(identity.companyId, query);
  return paged(rows, nextCursor);
});
