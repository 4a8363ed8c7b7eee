import { portalMe as route } from '../../../shared/portal/routes.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { portalMe } from '../services/me.ts';

export const handler = createHandler(route, async ({ portal }) => portalMe(portal));
