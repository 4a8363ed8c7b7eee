/** Tenants, Add Rent, the unit page, rental history and checkout. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../shared/domain/dates.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  daysFromToday,
  expectStatus,
  history,
  levels,
  monthsFromToday,
  newCompany,
  room,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;

beforeAll(async () => {
  co = await newCompany(api, 'Rents Co');
  await addBuilding(api, co.token, 1, 2, 'Rent Towers');
});

const tenantBody = {
  name: 'Tina Tenant',
  phone: '07700 900123',
  email: 'Tina@Example.com',
  address: '',
  idType: 'National ID',
  idNumber: 'AB123',
  idExpiry: '2031-06-30',
  idIssuingCountry: 'France',
};

describe('tenants', () => {
  it('adds a tenant (address optional) and lists it with every field it was added with, and its version', async () => {
    const { address: _a, ...withoutAddress } = tenantBody;
    const res = await api.call('POST', '/api/tenant/add', { token: co.token, body: withoutAddress });
    expectStatus(res, 201);
    expect(res.body.message).toBe('Tenant added successfully!');
    const list = await api.call('GET', '/api/tenant/all', { token: co.token });
    expectStatus(list, 200);
    expect(list.body).toContainEqual({
      id: res.body.id,
      name: 'Tina Tenant',
      phone: '07700 900123',
      email: 'tina@example.com',
      address: '',
      idType: 'National ID',
      idNumber: 'AB123',
      idExpiry: '2031-06-30',
      idIssuingCountry: 'France',
      version: 0,
    });
  });

  it.each([
    [{ ...tenantBody, name: '' }, 'Please provide all the required fields.'],
    [{ ...tenantBody, idIssuingCountry: undefined }, 'Please provide all the required fields.'],
    [{ ...tenantBody, idExpiry: null }, 'Please provide all the required fields.'],
    [{ ...tenantBody, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...tenantBody, idType: 'Library Card' }, 'ID type must be one of Passport, National ID, Driver License'],
    [{ ...tenantBody, idExpiry: '31/12/2030' }, 'Please enter a valid date.'],
    [{ ...tenantBody, phone: 'abc' }, 'Please enter a valid phone number'],
    [{ ...tenantBody, phone: '12345' }, 'Please enter a valid phone number'],
    [{ ...tenantBody, phone: '0161/496/0000' }, 'Please enter a valid phone number'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await api.call('POST', '/api/tenant/add', { token: co.token, body });
    expectStatus(res, 400);
    expect(res.body).toEqual({ message });
  });

  it('refuses a tenant whose phone is not one and stores nothing', async () => {
    const name = `No Phone ${Date.now()}`;
    const res = await api.call('POST', '/api/tenant/add', { token: co.token, body: { ...tenantBody, name, phone: 'call me' } });
    expectStatus(res, 400);
    const list = await api.call('GET', '/api/tenant/all?limit=200', { token: co.token });
    expect(list.body.map((t: { name: string }) => t.name)).not.toContain(name);
  });
});

describe('Add Rent', () => {
  it('puts a current rent on the room: unit page, room list, history, building card and levels all show it', async () => {
    const roomId = await addRoom(api, co.token, 1, 1, '101');
    const tenantId = await addTenant(api, co.token, 'Ann Able');
    const start = monthsFromToday(-1);
    const res = await api.call('POST', '/api/rooms/add-tenant-to-room', {
      token: co.token,
      body: {
        room_id: roomId,
        tenantID: tenantId,
        rent_price: '1250.50',
        deposit: 600,
        rent_start_date: start,
        rent_end_date: monthsFromToday(11),
        rent_type: '',
      },
    });
    expectStatus(res, 201);
    expect(res.body.message).toBe('Rent added successfully');
    const rentId = res.body.rent_id;

    // Started a month ago, nothing paid: two periods due, the earlier one unpaid → Overdue.
    const unit = await room(api, co.token, roomId);
    expect(unit).toMatchObject({
      id: roomId,
      room_number: '101',
      building_name: 'Rent Towers',
      floor_label: 'G',
      rent_price: 1250.5,
      deposit: 600,
      rent_type: 'Monthly',
      current_rent_id: rentId,
      rent_start_date: start,
      tenant_name: 'Ann Able',
      current_due_periods: 2,
      current_paid_periods: 0,
      total_amount_due_so_far: 2501,
      total_amount_paid: 0,
      amount_due: 2501,
      // "Owed since": the oldest unpaid due date; the next period is due a month from today's period
      next_payment_date: start,
      next_due_date: addMonths(start, 2),
      deposit_available: 600,
      rent_payment_status: 'Overdue',
    });

    const rows = (await api.call('GET', '/api/rooms/all?level=1&building=1', { token: co.token })).body;
    expect(rows.find((r: any) => r.id === roomId)).toMatchObject({
      rent_price: 1250.5,
      rent_payment_status: 'Overdue',
      current_rent_id: rentId,
      tenant_name: 'Ann Able',
    });

    const [item] = await history(api, co.token, roomId);
    expect(item).toMatchObject({
      rent_id: rentId,
      current_rent_id: rentId,
      is_current: true,
      tenant_name: 'Ann Able',
      rent_price: 1250.5,
      deposit: 600,
      rent_type: 'Monthly',
      checkout_date: null,
      total_amount_paid: 0,
      total_amount_due_so_far: 2501,
      rent_payment_status: 'Overdue',
      amount_due: 2501,
      owed_since: start,
      next_due_date: addMonths(start, 2),
      deposit_available: 600,
      payable: true,
    });

    const card = (await buildings(api, co.token)).find((b) => b.building_id === 1);
    expect(card).toMatchObject({ rooms_rented: 1, total_rent_value: 1250.5 });
    const lv = await levels(api, co.token, 1);
    expect(lv.levels[0]).toMatchObject({ rooms_rented: 1, total_rent_value: 1250.5, overdue_count: 1, paid_percentage: 0 });
  });

  it('a vacant unit page answers Vacant with zero figures', async () => {
    const roomId = await addRoom(api, co.token, 1, 2, '201');
    expect(await room(api, co.token, roomId)).toMatchObject({
      rent_payment_status: 'Vacant',
      current_rent_id: null,
      rent_type: null,
      current_due_periods: 0,
      total_amount_due_so_far: 0,
      total_amount_paid: 0,
      next_payment_date: null,
      next_due_date: null,
      amount_due: 0,
      deposit_available: 0,
      floor_label: '1',
    });
  });

  it('refuses with the spec messages', async () => {
    const roomId = await addRoom(api, co.token, 1, 1, '102');
    const tenantId = await addTenant(api, co.token);
    const base = {
      room_id: roomId,
      tenantID: tenantId,
      rent_price: 100,
      deposit: 0,
      rent_start_date: today(),
      rent_end_date: monthsFromToday(1),
      rent_type: 'Weekly',
    };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, tenantID: '' }, 400, 'Please select a tenant.'],
      [{ ...base, tenantID: undefined, rent_price: undefined }, 400, 'Please select a tenant.'],
      [{ ...base, rent_price: '' }, 400, 'All fields are required!'],
      [{ ...base, deposit: null }, 400, 'All fields are required!'],
      [{ ...base, rent_end_date: undefined }, 400, 'All fields are required!'],
      [{ ...base, rent_start_date: monthsFromToday(2) }, 400, 'Rent Start Date cannot be greater than Rent End Date.'],
      [{ ...base, rent_start_date: '2024-02-30' }, 400, 'Please enter a valid date.'],
      // a sane window and at most 50 years (a Daily rent from year 1 to 9999 once made invoices of 46,000 lines)
      [
        { ...base, rent_start_date: '0001-01-01', rent_end_date: '9999-12-31' },
        400,
        'Rent dates must be between 01/01/1900 and 31/12/2100.',
      ],
      [{ ...base, rent_start_date: '1899-12-31' }, 400, 'Rent dates must be between 01/01/1900 and 31/12/2100.'],
      [{ ...base, rent_end_date: '2101-01-01' }, 400, 'Rent dates must be between 01/01/1900 and 31/12/2100.'],
      [{ ...base, rent_start_date: '2000-01-01', rent_end_date: '2050-01-02' }, 400, 'A rent can last at most 50 years.'],
      [{ ...base, rent_type: 'Yearly' }, 400, 'Rent type must be Daily, Weekly or Monthly'],
      [{ ...base, rent_price: -1 }, 400, 'Rent price must be an amount of at least 0 with at most 2 decimals'],
      [{ ...base, rent_price: 10.005 }, 400, 'Rent price must be an amount of at least 0 with at most 2 decimals'],
      [{ ...base, deposit: 'lots' }, 400, 'Deposit must be an amount of at least 0 with at most 2 decimals'],
      [{ ...base, room_id: undefined }, 400, 'Room ID not found.'],
      [{ ...base, room_id: 'garbage' }, 404, 'Room not found'],
      [{ ...base, room_id: roomId.replace(/-1-/, '-2-') }, 404, 'Room not found'],
      [{ ...base, tenantID: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 404, 'Tenant not found'],
      [{ ...base, tenantID: 'nope' }, 404, 'Tenant not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.call('POST', '/api/rooms/add-tenant-to-room', { token: co.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    // none of them wrote anything
    expect(await history(api, co.token, roomId)).toEqual([]);
    await addRent(api, co.token, roomId, tenantId, { rent_type: 'Weekly' });
    const again = await api.call('POST', '/api/rooms/add-tenant-to-room', { token: co.token, body: base });
    expectStatus(again, 409);
    expect(again.body.message).toBe('This room already has a current rent');
  });

  it('two concurrent Add Rent calls on one room: exactly one succeeds and the figures count it once', async () => {
    await addBuilding(api, co.token, 2, 1);
    const roomId = await addRoom(api, co.token, 2, 1, 'C1');
    const [t1, t2] = [await addTenant(api, co.token), await addTenant(api, co.token)];
    const body = (tenantID: string) => ({
      room_id: roomId,
      tenantID,
      rent_price: 700,
      deposit: 0,
      rent_start_date: today(),
      rent_end_date: monthsFromToday(6),
    });
    const results = await Promise.all([
      api.call('POST', '/api/rooms/add-tenant-to-room', { token: co.token, body: body(t1) }),
      api.call('POST', '/api/rooms/add-tenant-to-room', { token: co.token, body: body(t2) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await history(api, co.token, roomId)).toHaveLength(1);
    expect((await buildings(api, co.token)).find((b) => b.building_id === 2)).toMatchObject({ rooms_rented: 1, total_rent_value: 700 });
  });
});

describe('checkout', () => {
  it('checks the tenant out: rent keeps its history with the checkout date, the room is vacant, figures drop', async () => {
    await addBuilding(api, co.token, 3, 1);
    const roomId = await addRoom(api, co.token, 3, 1, 'D1');
    const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token, 'Carl Checkout'), {
      rent_start_date: daysFromToday(-10),
      rent_end_date: daysFromToday(20),
      rent_type: 'Daily',
      rent_price: 10,
    });
    // the card's Rent Value is the monthly equivalent: $10 a day × 365 / 12
    expect((await buildings(api, co.token)).find((b) => b.building_id === 3)).toMatchObject({ rooms_rented: 1, total_rent_value: 304.17 });
    expect((await levels(api, co.token, 3)).levels[0]).toMatchObject({ total_rent_value: 304.17 });

    const res = await api.call('POST', '/api/tenant/checkout', {
      token: co.token,
      body: { room_id: roomId, checkoutDate: daysFromToday(-2) },
    });
    expectStatus(res, 200);
    expect(res.body.message).toBe('Tenant checked out successfully');

    expect(await room(api, co.token, roomId)).toMatchObject({ rent_payment_status: 'Vacant', current_rent_id: null, tenant_name: null });
    const [item] = await history(api, co.token, roomId);
    // Daily from 10 days ago to 2 days ago: 9 periods; nothing paid and checked out → Overdue (owed by someone who left).
    expect(item).toMatchObject({
      rent_id: rentId,
      is_current: false,
      checkout_date: daysFromToday(-2),
      current_due_periods: 9,
      total_amount_due_so_far: 90,
      rent_payment_status: 'Overdue',
      // still owed by the tenant who left: payable until settled
      amount_due: 90,
      owed_since: daysFromToday(-10),
      next_due_date: null,
      payable: true,
    });
    expect((await buildings(api, co.token)).find((b) => b.building_id === 3)).toMatchObject({
      rooms_rented: 0,
      total_rent_value: 0,
      occupancy_rate: 0,
    });

    const again = await api.call('POST', '/api/tenant/checkout', { token: co.token, body: { room_id: roomId, checkoutDate: today() } });
    expectStatus(again, 409);
    expect(again.body.message).toBe('No tenant to checkout.');

    // The room can be rented again; history lists both, newest first.
    const second = await addRent(api, co.token, roomId, await addTenant(api, co.token));
    expect((await history(api, co.token, roomId)).map((h) => h.rent_id)).toEqual([second, rentId]);
  });

  it('refuses a missing, early or future checkout date and unknown rooms', async () => {
    const roomId = await addRoom(api, co.token, 3, 1, 'D2');
    await addRent(api, co.token, roomId, await addTenant(api, co.token), { rent_start_date: daysFromToday(-5) });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ room_id: roomId }, 400, 'Please select a checkout date.'],
      [{ room_id: roomId, checkoutDate: '' }, 400, 'Please select a checkout date.'],
      [{ room_id: roomId, checkoutDate: 'tomorrow' }, 400, 'Please select a checkout date.'],
      [{ room_id: roomId, checkoutDate: daysFromToday(-6) }, 400, 'Checkout Date cannot be earlier than Rent Start Date.'],
      [{ room_id: roomId, checkoutDate: daysFromToday(1) }, 400, 'Checkout Date cannot be later than today.'],
      [{ checkoutDate: today() }, 400, 'Room ID not found.'],
      [{ room_id: 'nope', checkoutDate: today() }, 404, 'Room not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.call('POST', '/api/tenant/checkout', { token: co.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await room(api, co.token, roomId)).rent_payment_status).not.toBe('Vacant');
    const vacant = await addRoom(api, co.token, 3, 1, 'D3');
    const none = await api.call('POST', '/api/tenant/checkout', { token: co.token, body: { room_id: vacant, checkoutDate: today() } });
    expectStatus(none, 409);
    expect(none.body.message).toBe('No tenant to checkout.');
    // checkout on the start date itself is allowed
    const ok = await api.call('POST', '/api/tenant/checkout', {
      token: co.token,
      body: { room_id: roomId, checkoutDate: daysFromToday(-5) },
    });
    expectStatus(ok, 200);
  });
});

describe('unit page and history lookups', () => {
  it('unknown, malformed or missing room ids', async () => {
    for (const path of ['/api/rooms/current-room/data', '/api/rooms/rental-history']) {
      expectStatus(await api.call('GET', `${path}?room_id=not-an-id`, { token: co.token }), 404);
      expectStatus(await api.call('GET', `${path}?room_id=1-1-01ARZ3NDEKTSV4RRFFQ69G5FAV`, { token: co.token }), 404);
      const missing = await api.call('GET', path, { token: co.token });
      expectStatus(missing, 400);
      expect(missing.body.message).toBe('Room ID not found.');
    }
  });
});
