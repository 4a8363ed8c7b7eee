/** HMS reports: active rents, vacant rooms, overdue payments and revenue, against statuses computed for today. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/dates.ts';
import { parseRentId } from '../../functions/rent/ids.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
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
  // Checked out with arrears: in no current-rent report.
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

describe('GET /api/reports/rent/overdue', () => {
  it('lists exactly the Overdue rents with amount due and next payment date, agreeing with the levels', async () => {
    const rows = await get('/api/reports/rent/overdue');
    expect(rows).toEqual([
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
    expect(lv.summary.overdue_count).toBe(rows.length);
    expect(lv.levels.map((l: any) => l.overdue_count)).toEqual([2, 0, 0]);
  });

  it('a payment that clears the arrears takes the rent off the report; a partial one keeps it with less owed', async () => {
    await pay(api, co, r['102'].roomId, r['102'].rentId!, 70, 'R102-1');
    // 2 weeks due, 1 paid: only the current week is open → Unpaid, off the report.
    let rows = await get('/api/reports/rent/overdue');
    expect(rows.map((x) => x.room_number)).toEqual(['101']);
    await pay(api, co, r['101'].roomId, r['101'].rentId!, 1000, 'R101-2');
    rows = await get('/api/reports/rent/overdue');
    expect(rows).toEqual([expect.objectContaining({ room_number: '101', amount_due: 2000, next_payment_date: monthsFromToday(-1) })]);
    await pay(api, co, r['101'].roomId, r['101'].rentId!, 2000, 'R101-3');
    expect(await get('/api/reports/rent/overdue')).toEqual([]);
    expect((await levels(api, co.token, 12)).summary.overdue_count).toBe(0);
  });
});

describe('POST /api/reports/payment/revenue-report', () => {
  it('sums the payments in the range with their count and first and last dates', async () => {
    const companyId = (await verifyAccessToken(co.token)).companyId;
    const ref = parseRentId(r['201'].rentId!)!;
    // payments recorded on earlier days (setup only, no master password)
    await recordRentPayment(
      companyId,
      ref,
      { method: 'Barclays', reference: 'OLD-40', amountCents: 4000 },
      new Date(`${addDays(today(), -40)}T09:00:00Z`),
    );
    await recordRentPayment(
      companyId,
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
