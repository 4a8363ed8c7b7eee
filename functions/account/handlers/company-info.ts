import { accountRoutes } from '../../../shared/account/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { companyInfo } from '../services/accounts.ts';

export const handler = createHandler(accountRoutes.companyInfo, async ({ identity }) => companyInfo(identity));
