/** Tenants (spec part 1 §2 Add Tenant; the Add Rent modal's tenant picker). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';
import { occupancyRoutes } from './occupancy.ts';

/** The company's tenants, newest first, in pages of 200; more load as the picker needs them. */
export const useTenants = (enabled = true) =>
  usePagedQuery(rentRoutes.tenantList, enabled ? { query: {} } : null, { limit: PAGE_LIMIT.max });

export const useAddTenant = () =>
  useMutation(rentRoutes.tenantAdd, { revalidates: [rentRoutes.tenantList], defaultError: 'Failed to add tenant.' });

/** A tenant's page (CORRECTIONS.md GET /api/tenant/{id}): their fields, version and rents. */
export const useTenant = (id: string) => useQuery(rentRoutes.tenantGet, id ? { params: { id } } : null, { silent: true });

/**
 * Edit tenant: the list, the tenant page and, as name, phone and email are copied onto their rents, the rooms,
 * unit pages and reports refetch. The dialog shows refusals.
 */
export const useUpdateTenant = () =>
  useMutation(rentRoutes.tenantUpdate, { revalidates: [rentRoutes.tenantList, rentRoutes.tenantGet, ...occupancyRoutes], silent: true });

/** Delete tenant (owner only; only one with no rents). The dialog shows refusals. */
export const useDeleteTenant = () => useMutation(rentRoutes.tenantDelete, { revalidates: [rentRoutes.tenantList], silent: true });
