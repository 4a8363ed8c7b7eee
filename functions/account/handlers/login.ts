import { accountRoutes } from '../../../shared/account/routes.ts';
import { loginSchema } from '../../../shared/account/auth-schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { assertRobotCheck } from '../../lib/robot-check.ts';
import { logIn } from '../services/auth.ts';
import { refreshCookie } from '../services/refresh-tokens.ts';

export const handler = createHandler(accountRoutes.authLogin, { body: loginSchema }, async ({ body, sourceIp }) => {
  await assertRobotCheck(body.reCaptchaaToken);
  const signedIn = await logIn(body, sourceIp);
  return json(200, signedIn.body, { cookies: [refreshCookie(signedIn.refreshToken)] });
});
