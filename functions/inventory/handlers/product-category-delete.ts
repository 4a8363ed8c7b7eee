import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { recordIdQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { removeCategory } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productCategoryDelete, { query: recordIdQuery }, async ({ query, audit }) => {
  await removeCategory(audit, query.id);
  return { message: M.categoryDeleted };
});
