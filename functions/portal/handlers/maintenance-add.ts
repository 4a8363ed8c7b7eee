import { portalMaintenanceAdd } from '../../../shared/portal/routes.ts';
import { portalMaintenanceSchema } from '../../../shared/portal/schemas.ts';
import { json } from '../../lib/http.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { openPortalRequest } from '../services/maintenance.ts';

export const handler = createHandler(portalMaintenanceAdd, { body: portalMaintenanceSchema }, async ({ portal, audit, body }) =>
  json(201, await openPortalRequest(portal, audit, body)),
);
