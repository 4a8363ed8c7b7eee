/** Linked accounts and invitations: `account.manage` only, so no one else asks (they would get 403). */
import { accountRoutes } from '../../../../../shared/account/routes.ts';
import { inventoryRoutes } from '../../../../../shared/inventory/routes.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { call } from '../../../lib/api-client.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';

export const useLinkedAccounts = (enabled: boolean) => useQuery(accountRoutes.linkedAccounts, enabled ? {} : null);

/** The account as saved now (an edit's Reload after a stale version). */
export const fetchLinkedAccount = async (id: string) =>
  (await call(accountRoutes.linkedAccounts, {}, { silent: true })).find((account) => account.id === id);

/** Each change refetches the linked accounts table. The dialogs show refusals of an edit, unlink or invitation. */
export function useLinkedAccountChanges() {
  const revalidates = [accountRoutes.linkedAccounts];
  return {
    add: useMutation(accountRoutes.addLinkedAccount, { revalidates, defaultError: 'Failed to link account', silent: true }),
    update: useMutation(accountRoutes.updateLinkedAccount, { revalidates, defaultError: 'Failed to update linked account', silent: true }),
    remove: useMutation(accountRoutes.deleteLinkedAccount, { revalidates, defaultError: 'Failed to un-link account', silent: true }),
    invite: useMutation(accountRoutes.invite, { revalidates, defaultError: 'Failed to send the invitation', silent: true }),
    withdraw: useMutation(accountRoutes.inviteRevoke, { revalidates, defaultError: 'Failed to withdraw the invitation' }),
  };
}

/** What an account's access can name: the company's buildings and warehouses (the pickers, and names in the table). */
export function useScopeOptions(enabled: { buildings: boolean; warehouses: boolean }) {
  const buildings = useQuery(rentRoutes.buildingList, enabled.buildings ? {} : null, { silent: true });
  const warehouses = usePagedQuery(inventoryRoutes.warehouseList, enabled.warehouses ? { query: {} } : null, { limit: PAGE_LIMIT.max });
  const buildingRows = buildings.data ?? [];
  const warehouseRows = warehouses.data ?? [];
  return {
    buildings: buildingRows.map((b) => ({
      id: String(b.building_id),
      label: b.building_name ? `${b.building_id} · ${b.building_name}` : String(b.building_id),
    })),
    warehouses: warehouseRows.map((w) => ({ id: w.id, label: w.name })),
    names: {
      buildings: new Map(buildingRows.map((b) => [b.building_id, b.building_name])),
      warehouses: new Map(warehouseRows.map((w) => [w.id, w.name])),
    },
  };
}
