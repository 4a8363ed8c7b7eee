import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { addStockSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addStock } from '../services/stock.ts';

export const handler = createHandler(inventoryRoutes.stockAdd, { body: addStockSchema }, async ({ body, audit }) => {
  await addStock(audit, body);
  return json(201, { message: M.stockAdded });
});
