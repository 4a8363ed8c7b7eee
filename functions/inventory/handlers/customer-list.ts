import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { listQuery } from '../../../shared/inventory/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { partnerList } from '../services/partners.ts';

export const handler = createHandler(inventoryRoutes.customerList, { query: listQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await partnerList(identity.companyId, 'customer', query);
  return paged(rows, nextCursor);
});
