import { automationRoutes } from '../../../shared/automation/routes.ts';
import { rentSettingsBodySchema } from '../../../shared/automation/settings.ts';
import { createHandler } from '../../lib/http.ts';
import { saveRentSettings } from '../services/settings.ts';

export const handler = createHandler(automationRoutes.saveRentSettings, { body: rentSettingsBodySchema }, async ({ body, audit }) =>
  saveRentSettings(audit, body),
);
