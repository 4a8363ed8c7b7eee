import { accountRoutes } from '../../../shared/account/routes.ts';
import { resetPasswordSchema } from '../../../shared/account/auth-schemas.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { createHandler } from '../../lib/http.ts';
import { resetPassword } from '../services/password-reset.ts';

export const handler = createHandler(
  accountRoutes.authResetPassword,
  { body: resetPasswordSchema },
  async ({ body, sourceIp, requestId }) => {
    await resetPassword(body, { address: sourceIp, requestId, action: accountRoutes.authResetPassword.name });
    return { message: ACCOUNT_MESSAGES.passwordReset };
  },
);
