import { platformRoutes } from '../../../shared/platform/routes.ts';
import { echoSchema } from '../../../shared/platform/schemas.ts';
import { createHandler } from '../../lib/http.ts';

export const handler = createHandler(platformRoutes.whoami, { body: echoSchema }, async ({ body, identity }) => ({
  message: body.message,
  companyId: identity.companyId,
  email: identity.email,
  role: identity.role,
}));
