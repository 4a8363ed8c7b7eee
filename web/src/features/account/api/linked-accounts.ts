/** Linked (staff) accounts: owner only, so staff never ask (they would get 403). */
import { accountRoutes } from '../../../../../shared/account/routes.ts';
import { call } from '../../../lib/api-client.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';

export const useLinkedAccounts = (enabled: boolean) => useQuery(accountRoutes.linkedAccounts, enabled ? {} : null);

/** The account as saved now (an edit's Reload after a stale version). */
export const fetchLinkedAccount = async (id: string) =>
  (await call(accountRoutes.linkedAccounts, {}, { silent: true })).find((account) => account.id === id);

/** Each change refetches the linked accounts table. The Manage dialog shows refusals of an edit or unlink. */
export function useLinkedAccountChanges() {
  const revalidates = [accountRoutes.linkedAccounts];
  return {
    add: useMutation(accountRoutes.addLinkedAccount, { revalidates, defaultError: 'Failed to link account', silent: true }),
    update: useMutation(accountRoutes.updateLinkedAccount, { revalidates, defaultError: 'Failed to update linked account', silent: true }),
    remove: useMutation(accountRoutes.deleteLinkedAccount, { revalidates, defaultError: 'Failed to un-link account', silent: true }),
  };
}
