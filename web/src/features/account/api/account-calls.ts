import useSWR from 'swr';
import type {
  AddLinkedAccountInput,
  ChangeMasterPasswordInput,
  CompanyInfo,
  LinkedAccount,
  UpdateLinkedAccountInput,
} from '../../../../../shared/schemas/account.ts';
import { api } from '../../../lib/api-client.ts';

export const COMPANY_INFO_KEY = '/account/company-ifo';
export const LINKED_ACCOUNTS_KEY = '/account/linked-accounts';

type MessageResponse = { message?: string };

export const useCompanyInfo = () => useSWR<CompanyInfo>(COMPANY_INFO_KEY);

/** Owner only: staff accounts would get 403, so they do not ask. */
export const useLinkedAccounts = (enabled: boolean) => useSWR<LinkedAccount[]>(enabled ? LINKED_ACCOUNTS_KEY : null);

export const addLinkedAccount = (input: AddLinkedAccountInput) =>
  api.post<MessageResponse>('/account/add-linked-account', input, { defaultError: 'Failed to link account' });

export const updateLinkedAccount = (input: UpdateLinkedAccountInput) =>
  api.post<MessageResponse>('/account/update-linked-account', input, { defaultError: 'Failed to update linked account' });

export const deleteLinkedAccount = (id: string) =>
  api.del<MessageResponse>('/account/delete-linked-account', { query: { id }, defaultError: 'Failed to un-link account' });

export const changeMasterPassword = (input: ChangeMasterPasswordInput) =>
  api.post<MessageResponse>('/account/change-master-password', input, { defaultError: 'Failed to change master password' });
