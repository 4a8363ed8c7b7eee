import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { listQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { stockDashboard } from '../services/stock.ts';

export const handler = createHandler(inventoryRoutes.stockDashboard, { query: listQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await stockDashboard(identity.companyId, query);
  return paged(rows, nextCursor);
});
