import { signupSchema } from '../../shared/schemas/auth.ts';
import { createHandler, json } from '../lib/http.ts';
import { assertRobotCheck } from '../lib/robot-check.ts';
import { signUp } from '../services/auth.ts';

export const handler = createHandler({ route: 'authSignup', body: signupSchema }, async ({ body }) => {
  await assertRobotCheck(body.reCaptchaaToken);
  await signUp(body);
  return json(201, { message: 'Account created successfully, please login' });
});
