import { portalSettings as route } from '../../../shared/portal/settings-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { portalSettings } from '../services/settings.ts';

export const handler = createHandler(route, async ({ identity }) => portalSettings(identity.companyId));
