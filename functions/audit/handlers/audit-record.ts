import { auditRoutes } from '../../../shared/audit/routes.ts';
import { auditRecordQuery } from '../../../shared/audit/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { recordHistory } from '../data/entries.ts';
import { entryInScope } from '../data/scope.ts';

/** One record's history, newest first; another company's record id reads as an empty history (its keys are the caller's company's). */
export const handler = createHandler(auditRoutes.auditRecord, { query: auditRecordQuery }, async ({ query, identity }) => {
  // a record outside the account's scope reads as another company's: an empty history
  if (!entryInScope({ kind: query.kind, record_id: query.id }, identity.apps)) return paged([], null);
  const { items, nextCursor } = await recordHistory(identity.companyId, query.kind, query.id, { limit: query.limit, cursor: query.cursor });
  return paged(items, nextCursor);
});
