import { addLinkedAccountSchema } from '../../shared/schemas/account.ts';
import { createHandler, json } from '../lib/http.ts';
import { linkAccount } from '../services/accounts.ts';

export const handler = createHandler({ route: 'addLinkedAccount', body: addLinkedAccountSchema }, async ({ body, identity }) => {
  const account = await linkAccount(identity, body);
  return json(201, { message: 'Linked account successfully', account });
});
