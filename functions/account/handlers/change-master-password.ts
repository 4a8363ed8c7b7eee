import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { changeMasterPasswordSchema } from '../../../shared/account/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { changeMasterPassword } from '../services/accounts.ts';

export const handler = createHandler(
  accountRoutes.changeMasterPassword,
  { body: changeMasterPasswordSchema },
  async ({ body, identity, audit, sourceIp }) => {
    await changeMasterPassword(identity, audit, body, sourceIp);
    return { message: ACCOUNT_MESSAGES.masterPasswordChanged };
  },
);
