import { echoSchema } from '../../shared/schemas/system.ts';
import { createHandler } from '../lib/http.ts';

export const handler = createHandler({ route: 'whoami', body: echoSchema }, async ({ body, identity }) => ({
  message: body.message,
  companyId: identity.companyId,
  email: identity.email,
  role: identity.role,
}));
