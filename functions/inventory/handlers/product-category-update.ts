import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { updateCategorySchema } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { renameCategory } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productCategoryUpdate, { body: updateCategorySchema }, async ({ body, audit }) => {
  await renameCategory(audit, body);
  return { message: M.categoryUpdated };
});
