import { automationRoutes } from '../../../shared/automation/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { rentSettings } from '../services/settings.ts';

export const handler = createHandler(automationRoutes.rentSettings, async ({ identity }) => rentSettings(identity.companyId));
