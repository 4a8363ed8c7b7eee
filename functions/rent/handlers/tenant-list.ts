import { rentRoutes } from '../../../shared/rent/routes.ts';
import { pageQuery } from '../../../shared/rent/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { tenantList } from '../services/tenants.ts';

/** Newest first; without ?limit= the first 50 (a client that does not page still gets an answer of bounded size). */
export const handler = createHandler(rentRoutes.tenantList, { query: pageQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await tenantList(identity.companyId, query);
  return paged(rows, nextCursor);
});
