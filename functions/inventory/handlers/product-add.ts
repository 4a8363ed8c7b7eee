import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { addProductSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addProduct } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productAdd, { body: addProductSchema }, async ({ body, audit }) => {
  const { id } = await addProduct(audit, body);
  return json(201, { message: M.productAdded, id });
});
