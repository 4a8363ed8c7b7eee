/** Accounts: linking, unlinking and the master password write their entries. */
import { accountRoutes } from '../../../shared/account/routes.ts';
import { inviteAndReadToken, requestResetToken } from '../accounts.ts';
import { expectStatus } from '../rent.ts';
import type { AuditCase } from './registry.ts';

let seq = 0;
const staff = () => ({
  name: `Audit Desk ${++seq}`,
  email: `audit-desk-${seq}-${Date.now()}@example.com`,
  address: 'Desk',
  phone: '+44 20 7946 0004',
  password: 'desk-password',
});

export const accountAuditCases: AuditCase[] = [
  {
    route: accountRoutes.addLinkedAccount,
    fields: ['name', 'email', 'address', 'phone', 'role', 'apps', 'buildings', 'warehouses'],
    async change(api, company) {
      const res = await api.call('POST', accountRoutes.addLinkedAccount.path, { token: company.token, body: staff() });
      expectStatus(res, 201);
      return { kind: 'account', id: res.body.account.id };
    },
  },
  {
    route: accountRoutes.updateLinkedAccount,
    // role, apps and scope changes are audited with before and after (ROLES.md)
    fields: ['name', 'phone', 'role', 'apps', 'buildings'],
    async change(api, company) {
      const body = staff();
      const added = await api.call('POST', accountRoutes.addLinkedAccount.path, { token: company.token, body });
      expectStatus(added, 201);
      const id = added.body.account.id as string;
      const res = await api.call('POST', accountRoutes.updateLinkedAccount.path, {
        token: company.token,
        body: {
          id,
          name: `${body.name} (front)`,
          address: body.address,
          phone: '+44 20 7946 0010',
          version: 0,
          role: 'accountant',
          apps: ['inventory'],
          buildings: [],
          warehouses: 'all',
        },
      });
      expectStatus(res, 200);
      return { kind: 'account', id };
    },
  },
  {
    route: accountRoutes.deleteLinkedAccount,
    fields: ['name', 'email', 'address', 'phone', 'role', 'apps', 'buildings', 'warehouses'],
    async change(api, company) {
      const added = await api.call('POST', accountRoutes.addLinkedAccount.path, { token: company.token, body: staff() });
      expectStatus(added, 201);
      const id = added.body.account.id as string;
      expectStatus(await api.call('DELETE', `${accountRoutes.deleteLinkedAccount.path}?id=${id}`, { token: company.token }), 200);
      return { kind: 'account', id };
    },
  },
  {
    route: accountRoutes.invite,
    fields: ['invited', 'name', 'role', 'apps', 'buildings', 'warehouses'],
    async change(api, company) {
      const { invitation } = await inviteAndReadToken(api, company.token, { email: staff().email, role: 'viewer' });
      return { kind: 'account', id: invitation.id };
    },
  },
  {
    route: accountRoutes.inviteRevoke,
    fields: ['invited', 'name', 'role', 'apps', 'buildings', 'warehouses'],
    async change(api, company) {
      const { invitation } = await inviteAndReadToken(api, company.token, { email: staff().email, role: 'viewer' });
      expectStatus(await api.call('DELETE', `${accountRoutes.inviteRevoke.path}?id=${invitation.id}`, { token: company.token }), 200);
      return { kind: 'account', id: invitation.id };
    },
  },
  {
    // the actor is the new account itself (the holder of the mailbox), as on a reset link
    route: accountRoutes.acceptInvite,
    fields: ['name', 'email', 'accepted', 'role', 'apps', 'buildings', 'warehouses'],
    actor: 'record',
    async change(api, company) {
      const email = staff().email;
      const { token } = await inviteAndReadToken(api, company.token, { email, role: 'staff' });
      expectStatus(await api.call('POST', accountRoutes.acceptInvite.path, { body: { token, password: 'invited-password' } }), 200);
      const list = await api.call('GET', accountRoutes.linkedAccounts.path, { token: company.token });
      return { kind: 'account', id: (list.body as { id: string; email: string }[]).find((a) => a.email === email)!.id };
    },
  },
  {
    // the actor is the account itself (the holder of its mailbox), here the owner: the test's expected actor
    route: accountRoutes.authResetPassword,
    fields: ['password'],
    async change(api, company) {
      const token = await requestResetToken(api, company.owner.email);
      const res = await api.call('POST', accountRoutes.authResetPassword.path, { body: { token, password: company.owner.password } });
      expectStatus(res, 200);
      return { kind: 'account', id: claimsOf(company.token).sub };
    },
  },
  {
    route: accountRoutes.changeMasterPassword,
    fields: ['masterPassword'],
    async change(api, company) {
      const res = await api.call('POST', accountRoutes.changeMasterPassword.path, {
        token: company.token,
        body: { password: company.owner.password, newMasterPassword: company.owner.masterPassword },
      });
      expectStatus(res, 200);
      return { kind: 'settings', id: companyIdOf(company.token) };
    },
  },
];

/** An access token's claims, as the test reads its own token (the API verifies them; this only decodes). */
export const claimsOf = (token: string): { sub: string; cid: string } =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
export const companyIdOf = (token: string) => claimsOf(token).cid;
