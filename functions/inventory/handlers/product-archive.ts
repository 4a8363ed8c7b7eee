import * as M from '../../../shared/inventory/messages.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { archiveProductSchema } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { archiveProduct } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productArchive, { body: archiveProductSchema }, async ({ body, audit }) => {
  await archiveProduct(audit, body);
  return { message: body.archived ? M.productArchived : M.productUnarchived };
});
