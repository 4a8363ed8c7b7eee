/**
 * The scope registry for the rent side (tests/support/scope.ts): a manager scoped to building 2 of the company gets 404
 * for building 1's ids and sees none of it in a list, as another company would.
 */
import { expect } from 'vitest';
import { useTestApi } from '../support/gateway.ts';
import { maintenanceIsolation } from '../support/isolation/maintenance.ts';
import { rentIsolation } from '../support/isolation/rent.ts';
import { addBuilding } from '../support/rent.ts';
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
      expect: (res) => expect(res.body.map((b: { building_number: number }) => b.building_number)).toEqual([SCOPE_BUILDING]),
    },
    buildingAdd: { why: 'a new building is outside every scope but "all": adding one needs every building', expect: refusedWholeCompany },
    reportRevenue: { why: 'revenue is company-wide money: it needs every building (ROLES.md)', expect: refusedWholeCompany },
  },
};

const maintenanceScope: ScopeSuite = {
  suite: maintenanceIsolation,
  covers: (route) => route.path.startsWith('/api/maintenance/'),
  async scope(api, first) {
    await addBuilding(api, first.token, SCOPE_BUILDING, 1, 'Second Block');
    return { buildings: [SCOPE_BUILDING] };
  },
  instead: {},
};

const api = useTestApi();
runScopeSuites(api, [rentScope, maintenanceScope]);
