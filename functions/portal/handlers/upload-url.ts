import { portalUploadUrl as route } from '../../../shared/portal/routes.ts';
import { portalUploadUrlSchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { portalUploadUrl } from '../services/maintenance.ts';

export const handler = createHandler(route, { body: portalUploadUrlSchema }, async ({ portal, body }) => portalUploadUrl(portal, body));
