import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { itemsWithStockSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { itemsWithStock } from '../services/stock.ts';

export const handler = createHandler(inventoryRoutes.productItemsWithStock, { body: itemsWithStockSchema }, async ({ body, identity }) => {
  const { rows, nextCursor } = await itemsWithStock(identity.companyId, body);
  return paged(rows, nextCursor);
});
