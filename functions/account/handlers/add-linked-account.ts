import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { addLinkedAccountSchema } from '../../../shared/account/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { linkAccount } from '../services/accounts.ts';

export const handler = createHandler(accountRoutes.addLinkedAccount, { body: addLinkedAccountSchema }, async ({ body, audit }) => {
  const account = await linkAccount(audit, body);
  return json(201, { message: ACCOUNT_MESSAGES.accountLinked, account });
});
