/** HMS reports: active rents, vacant rooms, overdue payments and revenue, against statuses computed for today. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/dates.ts';
import { parseRentId } from '../../functions/rent/ids.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { recordRentPayment } from '../../functions/rent/services/payments.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  daysFromToday,
  expectStatus,
  levels,
  monthsFromToday,
  newCompany,
  pay,
  revenue,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;
const r: Record<string, { roomId: string; rentId?: string }> = {};

async function rent(key: string, level: number, options: Parameters<typeof addRent>[4], tenant = `Tenant ${key}`) {
  const roomId = await addRoom(api, co.token, 12, level, key);
  const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token, tenant), options);
  r[key] = { roomId, rentId };
  return r[key];
}

beforeAll(async () => {
  co = await newCompany(api, 'Reports Co');
  await addBuilding(api, co.token, 12, 3, 'Report House');
  // Monthly from 3 months ago, 1 month paid: Overdue, $3,000 owed, next due = start + 1 month.
  const overdue = await rent(
    '101',
    1,
    { rent_price: 1000, rent_start_date: monthsFromToday(-3), rent_end_date: monthsFromToday(9) },
    'Olly Overdue',
  );
  await pay(api, co, overdue.roomId, overdue.rentId!, 1000, 'R101-1');
  // Weekly from 8 days ago, nothing paid: 2 weeks due → Overdue.
  await rent(
    '102',
    1,
    { rent_price: 70, rent_type: 'Weekly', rent_start_date: daysFromToday(-8), rent_end_date: monthsFromToday(2) },
    'Wendy Weekly',
  );
  // Monthly from today, unpaid → Unpaid.
  await rent('201', 2, { rent_price: 500, rent_start_date: today(), rent_end_date: monthsFromToday(6) });
  // Monthly from 2 months ago, all 3 periods paid → Paid.
  const paid = await rent('202', 2, { rent_price: 400, rent_start_date: monthsFromToday(-2), rent_end_date: monthsFromToday(6) });
  await pay(api, co, paid.roomId, paid.rentId!, 1200, 'R202-1');
  // Ended a month ago, still there, nothing paid → Overstay (not Overdue: first match wins).
  await rent('203', 2, { rent_price: 300, rent_start_date: monthsFromToday(-3), rent_end_date: monthsFromToday(-1) });
  // Free room: Paid, never due.
  await rent('301', 3, { rent_price: 0, rent_start_date: monthsFromToday(-5), rent_end_date: monthsFromToday(5) });
  // Daily from today: Unpaid, turns Overdue tomorrow.
  await rent('302', 3, { rent_price: 20, rent_type: 'Daily', rent_start_date: today(), rent_end_date: daysFromToday(30) });
  // Checked out with arrears ($4,500): vacant, not active, but Overdue (in the report and the figures) until settled.
  const gone = await rent('303', 3, { rent_price: 900, rent_start_date: monthsFromToday(-4), rent_end_date: monthsFromToday(4) });
  expectStatus(
    await api.call('POST', '/api/tenant/checkout', { token: co.token, body: { room_id: gone.roomId, checkoutDate: today() } }),
    200,
  );
  r['304'] = { roomId: await addRoom(api, co.token, 12, 3, '304') };
});

const get = async (path: string) => {
  const res = await api.call('GET', path, { token: co.token });
  expectStatus(res, 200);
  return res.body as any[];
};

describe('GET /api/reports/rent/active', () => {
  it('lists every current rent with its status for today, by building, level and room', async () => {
    const rows = await get('/api/reports/rent/active');
    expect(rows.map((x) => [x.room_number, x.rent_payment_status])).toEqual([
      ['101', 'Overdue'],
      ['102', 'Overdue'],
      ['201', 'Unpaid'],
      ['202', 'Paid'],
      ['203', 'Overstay'],
      ['301', 'Paid'],
      ['302', 'Unpaid'],
    ]);
    expect(rows[0]).toEqual({
      rent_id: r['101'].rentId,
      room_id: r['101'].roomId,
      tenant_name: 'Olly Overdue',
      room_number: '101',
      building_id: 12,
      building_name: 'Report House',
      floor: 1,
      rent_price: 1000,
      rent_payment_status: 'Overdue',
      rent_start_date: monthsFromToday(-3),
      rent_end_date: monthsFromToday(9),
    });
  });
});

describe('GET /api/reports/rooms/vacant', () => {
  it('lists rooms without a current rent, including one freed by checkout', async () => {
    const rows = await get('/api/reports/rooms/vacant');
    expect(rows).toEqual([
      { room_id: r['303'].roomId, room_number: '303', floor: 3, floor_label: '2', building_id: 12, building_name: 'Report House' },
      { room_id: r['304'].roomId, room_number: '304', floor: 3, floor_label: '2', building_id: 12, building_name: 'Report House' },
    ]);
  });
});

/** Every page of a paged list, following X-Next-Cursor: the pages' bodies and the requests made. */
async function pages(path: string, limit: number, token = co.token) {
  const out: any[][] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await api.call('GET', `${path}${sep}limit=${limit}${after}`, { token });
    expectStatus(res, 200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    out.push(res.body);
    cursor = res.headers.get('x-next-cursor');
    expect(out.length, 'pages end').toBeLessThan(50);
  } while (cursor);
  return out;
}

describe('paged reports: ?limit=, ?cursor= and X-Next-Cursor, the body still the array', () => {
  it.each([
    ['/api/reports/rent/active', 3],
    ['/api/reports/rooms/vacant', 1],
    ['/api/reports/rent/overdue', 1],
  ])('%s in pages of %i gives the same rows, in the same order, as one page of 200', async (path, limit) => {
    const whole = await api.call('GET', `${path}?limit=200`, { token: co.token });
    expectStatus(whole, 200);
    expect(whole.headers.get('x-next-cursor')).toBeNull();
    expect(whole.body.length).toBeGreaterThan(limit);
    const paged = await pages(path, limit);
    expect(paged.length).toBeGreaterThan(1);
    expect(paged.flat()).toEqual(whole.body);
    // without paging parameters: the first 50 rows (all of them here), no cursor
    const plain = await api.call('GET', path, { token: co.token });
    expect(plain.body).toEqual(whole.body);
    expect(plain.headers.get('x-next-cursor')).toBeNull();
  });

  it('reads the active and vacant reports in building, level, room order and the overdue one oldest arrears first', async () => {
    expect((await pages('/api/reports/rent/active', 2)).flat().map((x) => x.room_number)).toEqual([
      '101',
      '102',
      '201',
      '202',
      '203',
      '301',
      '302',
    ]);
    // a page that ends exactly at the last row still carries a cursor; the page after it is empty
    expect((await pages('/api/reports/rooms/vacant', 1)).map((p) => p.map((x: any) => x.room_number))).toEqual([['303'], ['304'], []]);
    const overdue = (await pages('/api/reports/rent/overdue', 1)).flat();
    expect(overdue.map((x) => x.rent_id)).toEqual(expect.arrayContaining([r['101'].rentId, r['102'].rentId]));
    expect(overdue.map((x) => x.rent_id).indexOf(r['101'].rentId)).toBeLessThan(overdue.map((x) => x.rent_id).indexOf(r['102'].rentId));
  });

  it('orders the Overdue report by Owed since, oldest first, whatever the rent type (not by the day each turned Overdue)', async () => {
    const own = await newCompany(api, 'Owed Since Co');
    await addBuilding(api, own.token, 1, 1, 'Order House');
    const rentOn = async (room: string, tenant: string, options: Parameters<typeof addRent>[4]) =>
      addRent(api, own.token, await addRoom(api, own.token, 1, 1, room), await addTenant(api, own.token, tenant), options);
    // Daily from 40 days ago, nothing paid: owes since 40 days ago, Overdue since 39 days ago.
    await rentOn('D1', 'Dora Daily', {
      rent_price: 10,
      rent_type: 'Daily',
      rent_start_date: daysFromToday(-40),
      rent_end_date: monthsFromToday(3),
    });
    // Monthly from 2 months ago, nothing paid: owes since 2 months ago (about 61 days), Overdue only since a month ago.
    await rentOn('M1', 'Molly Monthly', { rent_price: 500, rent_start_date: monthsFromToday(-2), rent_end_date: monthsFromToday(6) });
    // Weekly from 3 weeks ago, nothing paid: owes since 21 days ago.
    await rentOn('W1', 'Will Weekly', {
      rent_price: 70,
      rent_type: 'Weekly',
      rent_start_date: daysFromToday(-21),
      rent_end_date: monthsFromToday(2),
    });
    const rows = (await pages('/api/reports/rent/overdue', 1, own.token)).flat();
    expect(rows.map((x) => [x.tenant_name, x.next_payment_date])).toEqual([
      ['Molly Monthly', monthsFromToday(-2)],
      ['Dora Daily', daysFromToday(-40)],
      ['Will Weekly', daysFromToday(-21)],
    ]);
  });

  it('the Overdue report reads `limit` rents a page and leaves out the overstaying one: a short page is not the end', async () => {
    // 203 ended a month ago with nothing paid: in the due index, but Overstay, not Overdue
    const paged = await pages('/api/reports/rent/overdue', 1);
    expect(paged.flat().map((x) => x.rent_id)).not.toContain(r['203'].rentId);
    const empty = paged.findIndex((p) => p.length === 0);
    expect(empty).toBeGreaterThanOrEqual(0);
    expect(empty).toBeLessThan(paged.findLastIndex((p) => p.length > 0));
  });

  it.each(['/api/reports/rent/active', '/api/reports/rooms/vacant', '/api/reports/rent/overdue', '/api/tenant/all'])(
    '%s refuses a bad limit or cursor with 400 and a message',
    async (path) => {
      for (const q of ['limit=0', 'limit=201', 'limit=abc', 'limit=2.5']) {
        const res = await api.call('GET', `${path}?${q}`, { token: co.token });
        expect(res.status, q).toBe(400);
        expect(res.body).toEqual({ message: 'Limit must be a whole number from 1 to 200' });
      }
      for (const cursor of ['not-a-cursor', Buffer.from(JSON.stringify({ pk: 'C#x', sk: 'y' })).toString('base64url')]) {
        const res = await api.call('GET', `${path}?cursor=${cursor}`, { token: co.token });
        expect(res.status, cursor).toBe(400);
        expect(res.body).toEqual({ message: 'Invalid cursor' });
      }
    },
  );

  it('a cursor of one company is refused for another (400), and one report’s cursor by another report', async () => {
    const first = await api.call('GET', '/api/reports/rent/active?limit=1', { token: co.token });
    const cursor = first.headers.get('x-next-cursor')!;
    expect(cursor).toBeTruthy();
    const other = await newCompany(api, 'Cursor Thief');
    expect(await api.call('GET', `/api/reports/rent/active?cursor=${cursor}`, { token: other.token })).toMatchObject({
      status: 400,
      body: { message: 'Invalid cursor' },
    });
    expect(await api.call('GET', `/api/reports/rooms/vacant?cursor=${cursor}`, { token: co.token })).toMatchObject({
      status: 400,
      body: { message: 'Invalid cursor' },
    });
  });
});

describe('GET /api/tenant/all pages too', () => {
  it('answers the first 50 tenants without paging parameters, newest first, and the rest through the cursor', async () => {
    const many = await newCompany(api, 'Many Tenants Co');
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) ids.push(await addTenant(api, many.token, `Tenant ${String(i).padStart(2, '0')}`));
    const plain = await api.call('GET', '/api/tenant/all', { token: many.token });
    expectStatus(plain, 200);
    expect(plain.body).toHaveLength(50);
    expect(plain.body[0]).toEqual({
      id: ids[52],
      name: 'Tenant 52',
      phone: expect.any(String),
      email: expect.any(String),
      address: '1 Test Road',
      idType: 'Passport',
      idNumber: expect.any(String),
      idExpiry: '2035-01-01',
      idIssuingCountry: 'United Kingdom',
      version: 0,
    });
    expect(plain.headers.get('x-next-cursor')).toBeTruthy();
    const all = (await pages('/api/tenant/all', 20, many.token)).flat();
    expect(all.map((t) => t.id)).toEqual([...ids].reverse());
    const rest = await api.call('GET', `/api/tenant/all?cursor=${plain.headers.get('x-next-cursor')}`, { token: many.token });
    expect(rest.body.map((t: any) => t.id)).toEqual(ids.slice(0, 3).reverse());
    expect(rest.headers.get('x-next-cursor')).toBeNull();
  });
});

describe('GET /api/reports/rent/overdue', () => {
  it('lists exactly the Overdue rents with amount due and next payment date, agreeing with the levels', async () => {
    const rows = await get('/api/reports/rent/overdue');
    expect(rows).toEqual([
      // the tenant who left owing: Overdue since the second period started (the first unpaid one is the first)
      expect.objectContaining({
        rent_id: r['303'].rentId,
        room_number: '303',
        amount_due: 4500,
        next_payment_date: monthsFromToday(-4),
        floor: 3,
      }),
      expect.objectContaining({
        rent_id: r['101'].rentId,
        tenant_name: 'Olly Overdue',
        room_number: '101',
        amount_due: 3000,
        next_payment_date: monthsFromToday(-2),
        floor: 1,
        building_name: 'Report House',
      }),
      expect.objectContaining({
        rent_id: r['102'].rentId,
        tenant_name: 'Wendy Weekly',
        room_number: '102',
        amount_due: 140,
        next_payment_date: daysFromToday(-8),
      }),
    ]);
    // oldest arrears first
    const lv = await levels(api, co.token, 12);
    // the report = the rooms rented now that are Overdue + the checked-out tenants who still owe (303, apart)
    expect(lv.summary.overdue_count + lv.summary.arrears_count).toBe(rows.length);
    expect(lv.levels.map((l: any) => l.overdue_count)).toEqual([2, 0, 0]);
    expect(lv.levels.map((l: any) => l.arrears_count)).toEqual([0, 0, 1]);
  });

  it('a payment that clears the arrears takes the rent off the report; a partial one keeps it with less owed', async () => {
    await pay(api, co, r['102'].roomId, r['102'].rentId!, 70, 'R102-1');
    // 2 weeks due, 1 paid: only the current week is open → Unpaid, off the report.
    let rows = await get('/api/reports/rent/overdue');
    expect(rows.map((x) => x.room_number)).toEqual(['303', '101']);
    await pay(api, co, r['101'].roomId, r['101'].rentId!, 1000, 'R101-2');
    rows = await get('/api/reports/rent/overdue');
    expect(rows.filter((x) => x.room_number === '101')).toEqual([
      expect.objectContaining({ room_number: '101', amount_due: 2000, next_payment_date: monthsFromToday(-1) }),
    ]);
    await pay(api, co, r['101'].roomId, r['101'].rentId!, 2000, 'R101-3');
    // only the checked-out tenant's arrears are left (settling them: tests/integration/rent-payments.test.ts)
    expect((await get('/api/reports/rent/overdue')).map((x) => x.room_number)).toEqual(['303']);
    expect((await levels(api, co.token, 12)).summary).toMatchObject({ overdue_count: 0, arrears_count: 1 });
  });
});

describe('POST /api/reports/payment/revenue-report', () => {
  it('sums the payments in the range with their count and first and last dates', async () => {
    const companyId = (await verifyAccessToken(co.token)).companyId;
    const ref = parseRentId(r['201'].rentId!)!;
    // payments recorded on earlier days (setup only, no master password)
    await recordRentPayment(
      systemAuditContext(companyId, 'testSetup', 'import'),
      ref,
      { method: 'Barclays', reference: 'OLD-40', amountCents: 4000 },
      new Date(`${addDays(today(), -40)}T09:00:00Z`),
    );
    await recordRentPayment(
      systemAuditContext(companyId, 'testSetup', 'import'),
      ref,
      { method: 'Barclays', reference: 'OLD-10', amountCents: 1050 },
      new Date(`${addDays(today(), -10)}T09:00:00Z`),
    );

    const all = await revenue(api, co.token, monthsFromToday(-12), today());
    // today: 1000 + 1200 + 70 + 1000 + 2000 paid through the API above
    expect(all).toEqual({
      total_revenue: 5270 + 40 + 10.5,
      total_payments: 7,
      first_payment_date: daysFromToday(-40),
      last_payment_date: today(),
    });
    expect(await revenue(api, co.token, daysFromToday(-41), daysFromToday(-9))).toEqual({
      total_revenue: 50.5,
      total_payments: 2,
      first_payment_date: daysFromToday(-40),
      last_payment_date: daysFromToday(-10),
    });
    expect(await revenue(api, co.token, daysFromToday(-9), daysFromToday(-1))).toEqual({
      total_revenue: 0,
      total_payments: 0,
      first_payment_date: null,
      last_payment_date: null,
    });
  });

  it('validates the range', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Please fill in all fields.'],
      [{ startDate: today() }, 'Please fill in all fields.'],
      [{ startDate: 'yesterday', endDate: today() }, 'Please enter a valid date.'],
      [{ startDate: today(), endDate: daysFromToday(-1) }, 'Start date cannot be greater than end date.'],
      [{ startDate: monthsFromToday(-13), endDate: today() }, 'The report can cover at most 366 days.'],
    ];
    for (const [body, message] of cases) {
      const res = await api.call('POST', '/api/reports/payment/revenue-report', { token: co.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
