/**
 * The scope registry for the rent side (tests/support/scope.ts): a manager scoped to building 2 of the company gets 404
 * for building 1's ids and sees none of it in a list, as another company would.
 */
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/gateway.ts';
import { maintenanceIsolation } from '../support/isolation/maintenance.ts';
import { rentIsolation } from '../support/isolation/rent.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { logIn } from '../support/accounts.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  expectStatus,
  history,
  monthsFromToday,
  newCompany,
  revenue,
  room,
} from '../support/rent.ts';
import { refusedWholeCompany, runScopeSuites, type ScopeSuite } from '../support/scope.ts';

const SCOPE_BUILDING = 2;

const rentScope: ScopeSuite = {
  suite: rentIsolation,
  covers: (route) => route.permission.startsWith('rent.') && !route.path.startsWith('/api/maintenance/'),
  async scope(api, first) {
    // the building the scoped account sees, named as the second company's so the suite's own checks read the same
    await addBuilding(api, first.token, SCOPE_BUILDING, 1, 'Second Block');
    return { buildings: [SCOPE_BUILDING] };
  },
  instead: {
    buildingList: {
      why: 'its own building is listed: only that one',
      expect: (res) => expect(res.body.map((b: { building_id: number }) => b.building_id)).toEqual([SCOPE_BUILDING]),
    },
    buildingAdd: { why: 'a new building is outside every scope but "all": adding one needs every building', expect: refusedWholeCompany },
    tenantAdd: {
      why: 'a tenant with no rent yet is everyone’s to place: the scoped account adds one (and deletes it again)',
      async expect(res, { api, token }) {
        expect(res.status).toBe(201);
        const removed = await api.call('DELETE', `/api/tenant/delete?id=${res.body.id}`, { token });
        expect(removed.status).toBe(200);
      },
    },
    reportRevenue: { why: 'revenue is company-wide money: it needs every building (ROLES.md)', expect: refusedWholeCompany },
  },
  async unchanged(api, first, scoped, ids) {
    const { roomId, rentId, vacantRoomId, linkId } = ids as { roomId: string; rentId: string; vacantRoomId: string; linkId: string };
    expect(await room(api, first.token, roomId)).toMatchObject({
      current_rent_id: rentId,
      total_amount_paid: 100,
      tenant_name: 'First Tenant',
    });
    expect(await history(api, first.token, roomId)).toHaveLength(1);
    expect(await room(api, first.token, vacantRoomId)).toMatchObject({ rent_payment_status: 'Vacant' });
    const tenants = await api.call('GET', rentRoutes.tenantList.path, { token: first.token });
    expect(tenants.body.map((t: { name: string }) => t.name)).toEqual(['First Tenant']);
    expect((await buildings(api, first.token)).map((b) => [b.building_name, b.total_rooms, b.rooms_rented])).toEqual([
      ['First Block', 2, 1],
      ['Second Block', 0, 0],
    ]);
    expect((await buildings(api, scoped.token)).map((b) => b.building_name)).toEqual(['Second Block']);
    expect((await revenue(api, first.token)).total_payments).toBe(1);
    const links = await api.call('GET', `${rentRoutes.rentInvoiceLinkList.path}?rent_id=${rentId}`, { token: first.token });
    expect(links.body).toEqual([expect.objectContaining({ linkId, status: 'Active', revokedAt: null })]);
  },
};

const maintenanceScope: ScopeSuite = {
  suite: maintenanceIsolation,
  covers: (route) => route.path.startsWith('/api/maintenance/'),
  async scope(api, first) {
    await addBuilding(api, first.token, SCOPE_BUILDING, 1, 'Second Block');
    return { buildings: [SCOPE_BUILDING] };
  },
  instead: {
    maintenanceAssignees: {
      why: 'the company’s own accounts that can work in the scoped building are listed: the owner and the scoped manager',
      expect: (res) => expect(res.body.map((a: { name: string }) => a.name).sort()).toEqual(['Olivia Owner', 'Scoped Manager']),
    },
  },
};

const api = useTestApi();
runScopeSuites(api, [rentScope, maintenanceScope]);

describe('a caretaker of building 1', () => {
  it('sees building 1’s figures only in every report and list the exports read; Activity of its scope, by role', async () => {
    const co = await newCompany(api, 'Two Blocks');
    const place = async (building: number, tenant: string) => {
      await addBuilding(api, co.token, building, 1, `Block ${building}`);
      const roomId = await addRoom(api, co.token, building, 1, `${building}01`);
      await addRoom(api, co.token, building, 1, `${building}02`);
      const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token, tenant), { rent_start_date: monthsFromToday(-2) });
      return { roomId, rentId };
    };
    await place(1, 'Tenant of One');
    await place(2, 'Tenant of Two');
    const account = async (role: string, name: string) => {
      const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
      const res = await api.call('POST', accountRoutes.addLinkedAccount.path, {
        token: co.token,
        body: { name, email, address: 'Desk', phone: '+44 20 7946 0789', password: 'caretaker-pass', role, apps: ['rent'], buildings: [1] },
      });
      expectStatus(res, 201);
      return (await logIn(api, email, 'caretaker-pass', '1')).accessToken;
    };
    const caretaker = await account('staff', 'Carl Caretaker');
    const manager = await account('manager', 'Mona Manager');
    const get = async (path: string, token: string) => {
      const res = await api.call('GET', path, { token });
      expectStatus(res, 200);
      return res.body as any[];
    };
    // the same reports and lists for the owner (both) and the caretaker (building 1 only)
    const lists: Array<[string, (row: any) => unknown]> = [
      [rentRoutes.buildingList.path, (b) => b.building_name],
      [rentRoutes.reportActiveRents.path, (r) => r.tenant_name],
      [rentRoutes.reportVacantRooms.path, (r) => r.room_number],
      [rentRoutes.reportOverdueRents.path, (r) => r.tenant_name],
      [rentRoutes.tenantList.path, (t) => t.name],
    ];
    for (const [path, label] of lists) {
      const all = (await get(path, co.token)).map(label);
      const mine = (await get(path, caretaker)).map(label);
      expect(all.length, path).toBe(2);
      expect(mine, path).toEqual([all.find((x) => /One|^1|Block 1/.test(String(x)))]);
    }
    // Activity: the manager of building 1 sees building 1's entries, none of building 2's, and filters by role
    const activity = await get(`${auditRoutes.auditAll.path}?limit=100`, manager);
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.some((e) => /Building 2|Block 2|2-1-/.test(`${e.record_label} ${e.record_id}`))).toBe(false);
    expect(activity.some((e) => e.kind === 'room' && e.record_id.startsWith('1-'))).toBe(true);
    expect(activity.some((e) => e.kind === 'tenant' || e.kind === 'account')).toBe(false);
    expect(await get(`${auditRoutes.auditAll.path}?role=staff`, co.token)).toEqual([]);
    expect((await get(`${auditRoutes.auditAll.path}?role=owner&limit=5`, co.token)).length).toBe(5);
    // importing rooms writes into buildings for the whole company: it needs every building; tenants are anyone's to add
    const importAs = (kind: string) =>
      api.call('POST', '/api/import/validate', { token: caretaker, body: { kind, fileKey: 'imports/none.csv', mapping: {} } });
    const rooms = await importAs('rooms');
    expect({ status: rooms.status, message: rooms.body.message }).toEqual({
      status: 403,
      message: 'You do not have permission to do this',
    });
    expect((await importAs('tenants')).status).toBe(404); // past the check: the file is not there
    expect((await importAs('items')).status).toBe(403); // not the caretaker's app
    const staffOnly = await api.call('GET', `${auditRoutes.auditAll.path}`, { token: caretaker });
    expect({ status: staffOnly.status, message: staffOnly.body.message }).toEqual({
      status: 403,
      message: 'You do not have permission to do this',
    });
  });
});
