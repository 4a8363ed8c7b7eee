import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { createHandler, json } from '../../lib/http.ts';
import { logOut } from '../services/auth.ts';
import { REFRESH_COOKIE, clearedRefreshCookie } from '../services/refresh-tokens.ts';

export const handler = createHandler(accountRoutes.authLogout, async ({ cookies }) => {
  await logOut(cookies[REFRESH_COOKIE]);
  return json(200, { message: ACCOUNT_MESSAGES.loggedOut }, { cookies: [clearedRefreshCookie()] });
});
