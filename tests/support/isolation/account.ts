/** Accounts: a second company never reads or changes the first one's linked accounts or company record. */
import { expect } from 'vitest';
import { accountRoutes } from '../../../shared/account/routes.ts';
import { expectStatus } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  staffId: string;
  staffEmail: string;
  invitationId: string;
  warehouseId: string;
}

export const accountIsolation = defineSuite<Ids>({
  area: 'account',
  async seed(api, first) {
    const res = await api.call('POST', accountRoutes.addLinkedAccount.path, {
      token: first.token,
      body: {
        name: 'First Desk',
        email: `first-desk-${Date.now()}@example.com`,
        address: 'Desk',
        phone: '+44 20 7946 0001',
        password: 'desk-password',
      },
    });
    expectStatus(res, 201);
    const warehouse = await api.call('POST', '/api/ims/warehouses/add', {
      token: first.token,
      body: { warehouseName: 'First Depot', warehouseLocation: 'Leeds' },
    });
    expectStatus(warehouse, 201);
    const invited = await api.call('POST', accountRoutes.invite.path, {
      token: first.token,
      body: {
        name: 'First Invitee',
        email: `first-invitee-${Date.now()}@example.com`,
        role: 'viewer',
        apps: ['rent'],
        buildings: 'all',
        warehouses: 'all',
      },
    });
    expectStatus(invited, 201);
    return {
      staffId: res.body.account.id,
      staffEmail: res.body.account.email,
      invitationId: invited.body.invitation.id,
      warehouseId: warehouse.body.id as string,
    };
  },
  cases: [
    {
      route: accountRoutes.companyInfo,
      request: () => ({ path: accountRoutes.companyInfo.path }),
      expect: (res) => expect(res.body.name).toBe('Second Rentals'),
    },
    {
      route: accountRoutes.linkedAccounts,
      request: () => ({ path: accountRoutes.linkedAccounts.path }),
      expect: (res) => expect(res.body).toEqual([]),
    },
    {
      route: accountRoutes.addLinkedAccount,
      // linking always happens in the caller's company; the first company's list must not grow
      request: () => ({
        path: accountRoutes.addLinkedAccount.path,
        body: {
          name: 'Second Desk',
          email: `second-desk-${Date.now()}@example.com`,
          address: 'Desk',
          phone: '+44 20 7946 0002',
          password: 'desk-password',
        },
      }),
      expect: (res) => expect(res.status).toBe(201),
    },
    {
      route: accountRoutes.updateLinkedAccount,
      request: (ids) => ({
        path: accountRoutes.updateLinkedAccount.path,
        body: { id: ids.staffId, name: 'Taken Over', address: 'X', phone: '+44 20 7946 0009', version: 0 },
      }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: accountRoutes.invite,
      // a scope of the first company's warehouse is unknown in the second
      request: (ids) => ({
        path: accountRoutes.invite.path,
        body: {
          name: 'Scout',
          email: `scout-${Date.now()}@example.com`,
          role: 'viewer',
          apps: ['inventory'],
          buildings: 'all',
          warehouses: [ids.warehouseId],
        },
      }),
      expect: (res) => {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Unknown warehouse');
      },
    },
    {
      route: accountRoutes.inviteRevoke,
      request: (ids) => ({ path: `${accountRoutes.inviteRevoke.path}?id=${encodeURIComponent(ids.invitationId)}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: accountRoutes.deleteLinkedAccount,
      request: (ids) => ({ path: `${accountRoutes.deleteLinkedAccount.path}?id=${encodeURIComponent(ids.staffId)}` }),
      expect: (res) => expect(res.status).toBe(404),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const list = await api.call('GET', accountRoutes.linkedAccounts.path, { token: first.token });
    expect(list.body.map((a: { id: string; name: string }) => [a.id, a.name])).toEqual([
      [ids.staffId, 'First Desk'],
      [ids.invitationId, 'First Invitee'],
    ]);
    expect((await api.call('GET', accountRoutes.companyInfo.path, { token: first.token })).body.name).toBe('First Rentals');
  },
});
