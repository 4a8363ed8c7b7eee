import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { recordIdQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeProduct } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productDelete, { query: recordIdQuery }, async ({ query, audit }) => {
  await removeProduct(audit, query.id);
  return { message: M.productDeleted };
});
