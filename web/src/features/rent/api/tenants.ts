/** Tenants (spec part 1 §2 Add Tenant; the Add Rent modal's tenant picker). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { useMutation, usePagedQuery } from '../../../lib/api-query.ts';

/** The company's tenants, newest first, in pages of 200; more load as the picker needs them. */
export const useTenants = (enabled = true) =>
  usePagedQuery(rentRoutes.tenantList, enabled ? { query: {} } : null, { limit: PAGE_LIMIT.max });

export const useAddTenant = () =>
  useMutation(rentRoutes.tenantAdd, { revalidates: [rentRoutes.tenantList], defaultError: 'Failed to add tenant.' });
