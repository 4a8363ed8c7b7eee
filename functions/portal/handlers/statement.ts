import { portalStatement as route } from '../../../shared/portal/routes.ts';
import { statementQuerySchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { portalStatement } from '../services/statement.ts';

/** A tenant's statement over their rents; a customer's over their account. */
export const handler = createHandler(route, { query: statementQuerySchema }, async ({ portal, query }) => portalStatement(portal, query));
