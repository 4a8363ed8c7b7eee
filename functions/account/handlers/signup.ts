import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { signupSchema } from '../../../shared/account/auth-schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { assertRobotCheck } from '../../lib/robot-check.ts';
import { signUp } from '../services/auth.ts';

export const handler = createHandler(accountRoutes.authSignup, { body: signupSchema }, async ({ body }) => {
  await assertRobotCheck(body.reCaptchaaToken);
  await signUp(body);
  return json(201, { message: ACCOUNT_MESSAGES.accountCreated });
});
