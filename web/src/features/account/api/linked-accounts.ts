/** Linked (staff) accounts: owner only, so staff never ask (they would get 403). */
import { accountRoutes } from '../../../../../shared/account/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';

export const useLinkedAccounts = (enabled: boolean) => useQuery(accountRoutes.linkedAccounts, enabled ? {} : null);

/** Each change refetches the linked accounts table. */
export function useLinkedAccountChanges() {
  const revalidates = [accountRoutes.linkedAccounts];
  return {
    add: useMutation(accountRoutes.addLinkedAccount, { revalidates, defaultError: 'Failed to link account' }),
    update: useMutation(accountRoutes.updateLinkedAccount, { revalidates, defaultError: 'Failed to update linked account' }),
    remove: useMutation(accountRoutes.deleteLinkedAccount, { revalidates, defaultError: 'Failed to un-link account' }),
  };
}
