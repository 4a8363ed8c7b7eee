import { savePortalSettings as route } from '../../../shared/portal/settings-routes.ts';
import { portalSettingsBodySchema } from '../../../shared/portal/settings-schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { savePortalSettings } from '../services/settings.ts';

export const handler = createHandler(route, { body: portalSettingsBodySchema }, async ({ body, audit }) => savePortalSettings(audit, body));
