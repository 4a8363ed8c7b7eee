import { accountRoutes } from '../../../shared/account/routes.ts';
import { HttpError } from '../../lib/errors.ts';
import { createHandler, json, jsonError } from '../../lib/http.ts';
import { refresh } from '../services/auth.ts';
import { REFRESH_COOKIE, clearedRefreshCookie, refreshCookie } from '../services/refresh-tokens.ts';

export const handler = createHandler(accountRoutes.authRefresh, async ({ cookies }) => {
  try {
    const signedIn = await refresh(cookies[REFRESH_COOKIE]);
    return json(200, signedIn.body, { cookies: [refreshCookie(signedIn.refreshToken)] });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401) {
      return jsonError(401, err.message, { cookies: [clearedRefreshCookie()] });
    }
    throw err;
  }
});
