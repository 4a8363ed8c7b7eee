import { createHandler } from '../lib/http.ts';
import { companyInfo } from '../services/accounts.ts';

export const handler = createHandler({ route: 'companyInfo' }, async ({ identity }) => companyInfo(identity));
