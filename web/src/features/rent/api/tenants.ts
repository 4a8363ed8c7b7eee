/** Tenants (spec part 1 §2 Add Tenant; the Add Rent modal's tenant picker). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';

export const useTenants = (enabled = true) => useQuery(rentRoutes.tenantList, enabled ? {} : null);

export const useAddTenant = () =>
  useMutation(rentRoutes.tenantAdd, { revalidates: [rentRoutes.tenantList], defaultError: 'Failed to add tenant.' });
