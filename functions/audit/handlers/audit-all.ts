import { auditRoutes } from '../../../shared/audit/routes.ts';
import { auditAllQuery } from '../../../shared/audit/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { companyActivity } from '../data/entries.ts';

/** The company's activity, newest first, owner only (the manifest's access). */
export const handler = createHandler(auditRoutes.auditAll, { query: auditAllQuery }, async ({ query, identity }) => {
  const { items, nextCursor } = await companyActivity(identity.companyId, query, { limit: query.limit, cursor: query.cursor });
  return paged(items, nextCursor);
});
