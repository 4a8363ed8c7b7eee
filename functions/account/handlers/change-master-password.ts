import { changeMasterPasswordSchema } from '../../shared/schemas/account.ts';
import { createHandler } from '../lib/http.ts';
import { changeMasterPassword } from '../services/accounts.ts';

export const handler = createHandler(
  { route: 'changeMasterPassword', body: changeMasterPasswordSchema },
  async ({ body, identity, sourceIp }) => {
    await changeMasterPassword(identity, body, sourceIp);
    return { message: 'Master password changed successfully' };
  },
);
