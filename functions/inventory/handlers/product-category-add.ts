import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { addCategorySchema } from '../../../shared/inventory/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addCategory } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productCategoryAdd, { body: addCategorySchema }, async ({ body, audit }) => {
  const { id } = await addCategory(audit, body);
  return json(201, { message: M.categoryAdded, id });
});
