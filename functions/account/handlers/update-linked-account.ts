import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { updateLinkedAccountSchema } from '../../../shared/account/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { editLinkedAccount } from '../services/accounts.ts';

export const handler = createHandler(accountRoutes.updateLinkedAccount, { body: updateLinkedAccountSchema }, async ({ body, audit }) => {
  await editLinkedAccount(audit, body);
  return { message: ACCOUNT_MESSAGES.linkedAccountUpdated };
});
