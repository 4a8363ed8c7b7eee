import { portalMaintenance } from '../../../shared/portal/routes.ts';
import { portalPageQuery } from '../../../shared/portal/schemas.ts';
import { paged } from '../../lib/http.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { portalRequests } from '../services/maintenance.ts';

/** The tenant's requests, newest first, paged as every list (at most 20 a page: each reads its public comments). */
export const handler = createHandler(portalMaintenance, { query: portalPageQuery }, async ({ portal, query }) => {
  const page = await portalRequests(portal, query);
  return paged(page.items, page.nextCursor);
});
