import { portalRents } from '../../../shared/portal/routes.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { tenantRents } from '../services/tenant.ts';

export const handler = createHandler(portalRents, async ({ portal }) => tenantRents(portal));
