/** The company's own record (spec part 1 §2 account page: company info and subscription). */
import { accountRoutes } from '../../../../../shared/account/routes.ts';
import { useQuery } from '../../../lib/api-query.ts';

export const useCompanyInfo = () => useQuery(accountRoutes.companyInfo, {});
