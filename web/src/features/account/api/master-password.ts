/** The master password that guards rent payments (owner only). */
import { accountRoutes } from '../../../../../shared/account/routes.ts';
import type { ChangeMasterPasswordInput } from '../../../../../shared/account/schemas.ts';
import { call } from '../../../lib/api-client.ts';

export const changeMasterPassword = (input: ChangeMasterPasswordInput) =>
  call(accountRoutes.changeMasterPassword, { body: input }, { defaultError: 'Failed to change master password' });
