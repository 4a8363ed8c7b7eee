import { createHandler, json } from '../lib/http.ts';
import { logOut } from '../services/auth.ts';
import { REFRESH_COOKIE, clearedRefreshCookie } from '../services/refresh-tokens.ts';

export const handler = createHandler({ route: 'authLogout' }, async ({ cookies }) => {
  await logOut(cookies[REFRESH_COOKIE]);
  return json(200, { message: 'Logged out successfully' }, { cookies: [clearedRefreshCookie()] });
});
