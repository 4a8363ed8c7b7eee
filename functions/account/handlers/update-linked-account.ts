import { updateLinkedAccountSchema } from '../../shared/schemas/account.ts';
import { createHandler } from '../lib/http.ts';
import { editLinkedAccount } from '../services/accounts.ts';

export const handler = createHandler({ route: 'updateLinkedAccount', body: updateLinkedAccountSchema }, async ({ body, identity }) => {
  await editLinkedAccount(identity, body);
  return { message: 'Linked account updated successfully' };
});
