import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { linkedAccountIdQuery } from '../../../shared/account/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { unlinkAccount } from '../services/accounts.ts';

export const handler = createHandler(accountRoutes.deleteLinkedAccount, { query: linkedAccountIdQuery }, async ({ query, audit }) => {
  await unlinkAccount(audit, query.id);
  return { message: ACCOUNT_MESSAGES.accountUnlinked };
});
