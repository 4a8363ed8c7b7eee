import { portalSession } from '../../../shared/portal/routes.ts';
import { portalSessionSchema } from '../../../shared/portal/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { portalCookie } from '../../lib/portal-tokens.ts';
import { startSession } from '../services/sign-in.ts';

export const handler = createHandler(portalSession, { body: portalSessionSchema }, async ({ body, sourceIp }) => {
  const { response, sessionToken } = await startSession(body, sourceIp);
  return json(200, response, sessionToken ? { cookies: [portalCookie(sessionToken)] } : {});
});
