import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { updateProductSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { updateProduct } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productUpdate, { body: updateProductSchema }, async ({ body, audit }) => {
  await updateProduct(audit, body);
  return { message: M.productUpdated };
});
