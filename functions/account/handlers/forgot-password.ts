import { accountRoutes } from '../../../shared/account/routes.ts';
import { forgotPasswordSchema } from '../../../shared/account/auth-schemas.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { createHandler } from '../../lib/http.ts';
import { assertRobotCheck } from '../../lib/robot-check.ts';
import { requestPasswordReset } from '../services/password-reset.ts';

export const handler = createHandler(accountRoutes.authForgotPassword, { body: forgotPasswordSchema }, async ({ body, sourceIp }) => {
  await assertRobotCheck(body.reCaptchaaToken);
  await requestPasswordReset(body, sourceIp);
  return { message: ACCOUNT_MESSAGES.resetLinkSent };
});
