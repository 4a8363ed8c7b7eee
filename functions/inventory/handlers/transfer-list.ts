import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { transferListQuery } from '../../../shared/inventory/transfers.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { transferList } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferList, { query: transferListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await transferList(identity.companyId, query);
  return paged(rows, nextCursor);
});
