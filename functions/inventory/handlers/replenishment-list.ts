import { replenishmentQuery } from '../../../shared/inventory/purchase-drafts.ts';
import { replenishmentRoutes } from '../../../shared/inventory/replenishment-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { replenishmentList } from '../services/replenishment.ts';

export const handler = createHandler(replenishmentRoutes.replenishmentList, { query: replenishmentQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await replenishmentList(identity.companyId, query);
  return paged(rows, nextCursor);
});
