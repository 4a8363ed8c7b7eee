import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { adjustStockSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { adjustStock } from '../services/stock.ts';

export const handler = createHandler(inventoryRoutes.stockAdjust, { body: adjustStockSchema }, async ({ body, audit }) => {
  await adjustStock(audit, body);
  return { message: M.stockAdjusted };
});
