import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import { portalSignOut } from '../../../shared/portal/routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { clearedPortalCookie } from '../../lib/portal-tokens.ts';

/** Public: clearing the cookie needs no live session (an expired one signs out too). */
export const handler = createHandler(portalSignOut, async () =>
  json(200, { message: PORTAL_MESSAGES.signedOut }, { cookies: [clearedPortalCookie()] }),
);
