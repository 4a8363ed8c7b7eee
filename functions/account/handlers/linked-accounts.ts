import { createHandler } from '../lib/http.ts';
import { linkedAccounts } from '../services/accounts.ts';

export const handler = createHandler({ route: 'linkedAccounts' }, async ({ identity }) => linkedAccounts(identity));
