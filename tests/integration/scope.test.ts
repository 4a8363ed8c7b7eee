/**
 * The scope registry for the rent side (tests/support/scope.ts): a manager scoped to building 2 of the company gets 404
 * for building 1's ids and sees none of it in a list, as another company would.
 */
import { expect } from 'vitest';
import { useTestApi } from '../support/gateway.ts';
import { maintenanceIsolation } from '../support/isolation/maintenance.ts';
import { rentIsolation } from '../support/isolation/rent.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { addBuilding, buildings, history, revenue, room } from '../support/rent.ts';
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
