import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { movementsQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { stockMovements } from '../services/stock.ts';

export const handler = createHandler(
  inventoryRoutes.stockMovements,
  { query: movementsQuery },
  async ({ query, pathParameters, identity }) => stockMovements(identity.companyId, pathParameters.id, query.offset),
);
