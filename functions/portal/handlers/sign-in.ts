import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { portalSignIn } from '../../../shared/portal/routes.ts';
import { portalSignInSchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { requestSignIn } from '../services/sign-in.ts';

export const handler = createHandler(portalSignIn, { body: portalSignInSchema }, async ({ body, sourceIp }) => {
  await requestSignIn(body.email, sourceIp);
  return { message: PORTAL_MESSAGES.signInLinkSent };
});
