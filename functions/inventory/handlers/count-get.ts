import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { countSheetQuery } from '../../../shared/inventory/counts.ts';
import { createHandler, json } from '../../lib/http.ts';
import { countSheet } from '../services/counts.ts';

/** The count sheet: its lines are one page (`?limit=&cursor=`), the next page's cursor in X-Next-Cursor. */
export const handler = createHandler(countRoutes.countGet, { query: countSheetQuery }, async ({ query, pathParameters, identity }) => {
  const { detail, nextCursor } = await countSheet(identity.companyId, pathParameters.id, query);
  return json(200, detail, nextCursor ? { headers: { 'x-next-cursor': nextCursor } } : {});
});
