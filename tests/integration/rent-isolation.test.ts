/** A second company never sees or changes the first one's rent data: 404 or an empty list on every rent route. */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeByName, routes } from '../../shared/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  expectStatus,
  history,
  levels,
  monthsFromToday,
  newCompany,
  pay,
  payBody,
  revenue,
  room,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let first: Company;
let second: Company;
const ids = { roomId: '', rentId: '', tenantId: '', vacantRoomId: '' };

beforeAll(async () => {
  [first, second] = await Promise.all([newCompany(api, 'First Rentals'), newCompany(api, 'Second Rentals')]);
  await addBuilding(api, first.token, 1, 2, 'First Block');
  ids.roomId = await addRoom(api, first.token, 1, 1, '1A');
  ids.vacantRoomId = await addRoom(api, first.token, 1, 2, '2A');
  ids.tenantId = await addTenant(api, first.token, 'First Tenant');
  ids.rentId = await addRent(api, first.token, ids.roomId, ids.tenantId, { rent_start_date: monthsFromToday(-3) });
  await pay(api, first, ids.roomId, ids.rentId, 100, 'FIRST-1');
});

/** Every rent route with what the second company gets when it uses the first company's ids. */
const cases: Array<{ route: string; path: () => string; body?: () => unknown; expect: (res: { status: number; body: any }) => void }> = [
  { route: 'buildingList', path: () => '/api/building/all', expect: (res) => expect(res.body).toEqual([]) },
  { route: 'levelList', path: () => '/api/levels/all?building=1', expect: (res) => expect(res.status).toBe(404) },
  { route: 'roomList', path: () => '/api/rooms/all?level=1&building=1', expect: (res) => expect(res.body).toEqual([]) },
  { route: 'roomCurrent', path: () => `/api/rooms/current-room/data?room_id=${ids.roomId}`, expect: (res) => expect(res.status).toBe(404) },
  { route: 'rentHistory', path: () => `/api/rooms/rental-history?room_id=${ids.roomId}`, expect: (res) => expect(res.status).toBe(404) },
  {
    route: 'roomAdd',
    path: () => '/api/rooms/add',
    body: () => ({ roomNumber: '9Z', buildingNumber: 1, levelNumber: 1 }),
    expect: (res) => expect(res.status).toBe(404),
  },
  {
    route: 'rentAdd',
    path: () => '/api/rooms/add-tenant-to-room',
    body: () => ({ room_id: ids.vacantRoomId, tenantID: ids.tenantId, rent_price: 1, deposit: 0, rent_start_date: today(), rent_end_date: today() }),
    expect: (res) => expect(res.status).toBe(404),
  },
  {
    route: 'rentDelete',
    path: () => `/api/rooms/rent/delete?room_id=${ids.roomId}&rent_id=${ids.rentId}`,
    expect: (res) => expect(res.status).toBe(404),
  },
  { route: 'tenantList', path: () => '/api/tenant/all', expect: (res) => expect(res.body).toEqual([]) },
  {
    route: 'tenantCheckout',
    path: () => '/api/tenant/checkout',
    body: () => ({ room_id: ids.roomId, checkoutDate: today() }),
    expect: (res) => expect(res.status).toBe(404),
  },
  {
    route: 'payRent',
    path: () => '/api/payment/pay-rent',
    // the second company's own master password: the rent is looked up first, so this is a 404, not a 422
    body: () => payBody(second, ids.roomId, ids.rentId, 50, 'SECOND-1'),
    expect: (res) => expect(res.status).toBe(404),
  },
  { route: 'reportActiveRents', path: () => '/api/reports/rent/active', expect: (res) => expect(res.body).toEqual([]) },
  { route: 'reportVacantRooms', path: () => '/api/reports/rooms/vacant', expect: (res) => expect(res.body).toEqual([]) },
  { route: 'reportOverdueRents', path: () => '/api/reports/rent/overdue', expect: (res) => expect(res.body).toEqual([]) },
  {
    route: 'reportRevenue',
    path: () => '/api/reports/payment/revenue-report',
    body: () => ({ startDate: monthsFromToday(-12), endDate: today() }),
    expect: (res) => expect(res.body).toEqual({ total_revenue: 0, total_payments: 0, first_payment_date: null, last_payment_date: null }),
  },
  {
    route: 'tenantAdd',
    path: () => '/api/tenant/add',
    // adding is always within the caller's company; the first company's list must not grow
    body: () => ({ name: 'Second Tenant', phone: '1', email: 's@example.com', idType: 'Passport', idNumber: '1', idExpiry: '2030-01-01', idIssuingCountry: 'UK' }),
    expect: (res) => expect(res.status).toBe(201),
  },
  {
    route: 'buildingAdd',
    path: () => '/api/building/add',
    // building numbers are per company: the same number is free for the second company
    body: () => ({ buildingNumber: 1, buildingName: 'Second Block', buildingLevels: 1, address: 'Elsewhere' }),
    expect: (res) => expect(res.status).toBe(201),
  },
];

describe('isolation between companies', () => {
  it('the first company sees its data (the ids below are real)', async () => {
    expect(await room(api, first.token, ids.roomId)).toMatchObject({ current_rent_id: ids.rentId, total_amount_paid: 100 });
  });

  it('covers every rent and report route of the manifest (invoice routes have their own tests)', () => {
    for (const c of cases) expect(routeByName(c.route).path).toBe(c.path().split('?')[0]);
    const rentRoutes = routes
      .filter((r) => /^functions\/(rent|reports)\//.test(r.handler) && !/invoice/i.test(r.name))
      .map((r) => r.name);
    expect(rentRoutes.length).toBeGreaterThanOrEqual(17);
    expect(cases.map((c) => c.route).sort()).toEqual(expect.arrayContaining(rentRoutes.sort()));
  });

  for (const c of cases) {
    it(`${c.route}: the second company gets 404 or only its own data`, async () => {
      const route = routeByName(c.route);
      const res = await api.call(route.method, c.path(), { token: second.token, body: c.body?.() });
      c.expect(res);
    });
  }

  it('nothing of the first company changed, and its building 1 is not the second company\'s building 1', async () => {
    expect(await room(api, first.token, ids.roomId)).toMatchObject({ current_rent_id: ids.rentId, total_amount_paid: 100, tenant_name: 'First Tenant' });
    expect(await history(api, first.token, ids.roomId)).toHaveLength(1);
    expect(await room(api, first.token, ids.vacantRoomId)).toMatchObject({ rent_payment_status: 'Vacant' });
    expect((await api.call('GET', '/api/tenant/all', { token: first.token })).body.map((t: any) => t.name)).toEqual(['First Tenant']);
    expect((await buildings(api, first.token)).map((b) => [b.building_name, b.total_rooms, b.rooms_rented])).toEqual([['First Block', 2, 1]]);
    expect((await buildings(api, second.token)).map((b) => [b.building_name, b.total_rooms])).toEqual([['Second Block', 0]]);
    expect((await levels(api, first.token, 1)).summary.total_rooms).toBe(2);
    expect((await revenue(api, first.token)).total_payments).toBe(1);
    // the second company's building 1 has no rooms of the first
    expect((await api.call('GET', '/api/rooms/all?level=1&building=1', { token: second.token })).body).toEqual([]);
  });

  it('a linked (staff) account of the first company works on the company\'s rent data', async () => {
    const add = await api.call('POST', '/api/account/add-linked-account', {
      token: first.token,
      body: { name: 'Desk', email: `desk-${Date.now()}@example.com`, address: 'Desk', phone: '1', password: 'desk-password' },
    });
    expectStatus(add, 201);
    const { logIn } = await import('../support/accounts.ts');
    const staff = await logIn(api, add.body.account.email, 'desk-password', '1');
    expect((await room(api, staff.accessToken, ids.roomId)).current_rent_id).toBe(ids.rentId);
  });
});
