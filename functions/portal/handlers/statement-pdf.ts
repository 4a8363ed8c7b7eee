import { portalStatementPdf as route } from '../../../shared/portal/routes.ts';
import { statementQuerySchema } from '../../../shared/portal/schemas.ts';
import { binary, HttpResult } from '../../lib/http.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { portalStatementPdf } from '../services/statement.ts';

/** The statement's PDF itself (application/pdf), downloaded: the portal links to it (the cookie goes with a GET). */
export const handler = createHandler(route, { query: statementQuerySchema }, async ({ portal, query }) => {
  const { pdf, fileName } = await portalStatementPdf(portal, query);
  return new HttpResult<Blob>(binary(pdf, 'application/pdf', { 'content-disposition': `attachment; filename="${fileName}"` }).result);
});
