import { linkedAccountIdQuery } from '../../shared/schemas/account.ts';
import { createHandler } from '../lib/http.ts';
import { unlinkAccount } from '../services/accounts.ts';

export const handler = createHandler({ route: 'deleteLinkedAccount', query: linkedAccountIdQuery }, async ({ query, identity }) => {
  await unlinkAccount(identity, query.id);
  return { message: 'Un-linked account successfully' };
});
