import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { countListQuery } from '../../../shared/inventory/counts.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { countList } from '../services/counts.ts';

export const handler = createHandler(countRoutes.countList, { query: countListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await countList(identity.companyId, query);
  return paged(rows, nextCursor);
});
