import { importRoutes } from '../../../shared/import/routes.ts';
import { importListQuery } from '../../../shared/import/schemas.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { listImports } from '../data/imports.ts';
import { summaryOf } from '../records.ts';

/** The company's past imports, newest first; without ?limit= the first 50. */
export const handler = createHandler(importRoutes.importList, { query: importListQuery }, async ({ query, identity }) => {
  const { items, nextCursor } = await listImports(identity.companyId, query);
  return paged(items.map(summaryOf), nextCursor);
});
