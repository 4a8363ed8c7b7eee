import { accountRoutes } from '../../../shared/account/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { linkedAccounts } from '../services/accounts.ts';

export const handler = createHandler(accountRoutes.linkedAccounts, async ({ identity }) => linkedAccounts(identity));
