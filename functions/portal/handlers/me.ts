import { portalRoutes } from '../../../shared/portal/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { portalMe } from '../services/me.ts';

export const handler = createHandler(portalRoutes.portalMe, async ({ portal }) => portalMe(portal));
