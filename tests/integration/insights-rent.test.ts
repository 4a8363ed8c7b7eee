/**
 * GET /api/insights/rent (INSIGHTS.md): the figures of a small company worked out by hand, the building filter and its
 * scope, and bad ranges answered 400/404 with a message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../shared/domain/dates.ts';
import { INSIGHT_RANGE_MESSAGES } from '../../shared/insights/months.ts';
import { insightsRoutes } from '../../shared/insights/routes.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { maintenanceRoutes } from '../../shared/rent/maintenance-routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  daysFromToday,
  expectStatus,
  newCompany,
  pay,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
const path = insightsRoutes.insightsRent.path;

const insights = (token: string, query: string) => api.call('GET', `${path}?${query}`, { token });

describe('insights: bad input', () => {
  let company: Company;
  let other: Company;
  beforeAll(async () => {
    [company, other] = await Promise.all([newCompany(api, 'Range Rentals'), newCompany(api, 'Other Rentals')]);
    await addBuilding(api, other.token, 7, 1, 'Other Block');
  });

  it.each([
    ['from=2026-1&to=2026-03', INSIGHT_RANGE_MESSAGES.from],
    ['to=2026-03', INSIGHT_RANGE_MESSAGES.from],
    ['from=2026-01&to=2026-13', INSIGHT_RANGE_MESSAGES.to],
    ['from=2026-01&to=banana', INSIGHT_RANGE_MESSAGES.to],
    ['from=2026-05&to=2026-04', INSIGHT_RANGE_MESSAGES.order],
    ['from=2024-01&to=2026-01', INSIGHT_RANGE_MESSAGES.tooLong],
    ['from=2026-01&to=2026-03&building=abc', 'Building must be a building number'],
    ['from=2026-01&to=2026-03&building=-1', 'Building must be a building number'],
  ])('%s → 400 %s', async (query, message) => {
    const res = await insights(company.token, query);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('24 months is the longest range answered', async () => {
    const res = await insights(company.token, 'from=2024-02&to=2026-01');
    expectStatus(res, 200);
    expect(res.body.months).toHaveLength(24);
  });

  it('a building of another company, or none, is 404 with a message', async () => {
    for (const building of [7, 99]) {
      const res = await insights(company.token, `from=2026-01&to=2026-03&building=${building}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Building not found');
    }
  });
});

describe('insights: a company worked out by hand', () => {
  let company: Company;
  let scoped: string;
  const now = today();
  const thisMonth = now.slice(0, 7);
  const weeklyEnd = daysFromToday(45);

  beforeAll(async () => {
    company = await newCompany(api, 'Hand Rentals');
    await addBuilding(api, company.token, 1, 2, 'North House');
    await addBuilding(api, company.token, 2, 1, 'South House');
    const roomA = await addRoom(api, company.token, 1, 1, '101');
    const roomB = await addRoom(api, company.token, 1, 1, '102');
    await addRoom(api, company.token, 2, 1, 'S1');
    const [amy, ben] = [await addTenant(api, company.token, 'Amy Able'), await addTenant(api, company.token, 'Ben Baker')];
    // Monthly $1,000 from 15 Jan 2026, checked out 10 Mar 2026: the periods of 15 Jan and 15 Feb are owed
    const rentA = await addRent(api, company.token, roomA, amy, {
      rent_price: 1000,
      rent_start_date: '2026-01-15',
      rent_end_date: '2027-01-15',
      rent_type: 'Monthly',
    });
    await pay(api, company, roomA, rentA, 1500, 'AMY-1');
    await checkout(api, company.token, roomA, '2026-03-10');
    // Weekly $200 from Monday 2 Feb 2026 (Mondays: 4 in February, 5 in March), still there
    const rentB = await addRent(api, company.token, roomB, ben, {
      rent_price: 200,
      rent_start_date: '2026-02-02',
      rent_end_date: weeklyEnd,
      rent_type: 'Weekly',
    });
    await pay(api, company, roomB, rentB, 800, 'BEN-1');
    // a repair with its cost, still open
    const repair = await api.call('POST', maintenanceRoutes.maintenanceAdd.path, {
      token: company.token,
      body: { room_id: roomB, title: 'Boiler', description: 'No hot water', priority: 'High', cost: 120 },
    });
    expectStatus(repair, 201);
    // a manager who sees building 2 only
    const email = `insights-scoped-${Date.now()}@example.com`;
    const added = await api.call('POST', accountRoutes.addLinkedAccount.path, {
      token: company.token,
      body: {
        name: 'South Manager',
        email,
        address: 'Desk',
        phone: '+44 20 7946 0456',
        password: 'scoped-password',
        role: 'manager',
        buildings: [2],
      },
    });
    expectStatus(added, 201);
    scoped = (await logIn(api, email, 'scoped-password', '1')).accessToken;
  }, 60_000);

  it('occupancy, billing, collection and vacancy cost by month', async () => {
    const res = await insights(company.token, 'from=2026-01&to=2026-04');
    expectStatus(res, 200);
    const byMonth = Object.fromEntries(res.body.months.map((m: Record<string, unknown>) => [m.month, m]));
    // rooms count from their first rent's start (both were added today, after their rents began); S1 from today
    expect(byMonth['2026-01']).toMatchObject({
      roomDays: 17,
      occupiedDays: 17,
      occupancy: 1,
      billed: 1000,
      collected: 1000,
      collectionRate: 1,
    });
    expect(byMonth['2026-02']).toMatchObject({ roomDays: 28 + 27, occupiedDays: 55, occupancy: 1, billed: 1800, collected: 1300 });
    expect(byMonth['2026-02'].collectionRate).toBeCloseTo(1300 / 1800, 4);
    // A left on 10 March: 9 days occupied; B all 31; room 101 stands vacant at A's $12,000 a year for 22 days
    expect(byMonth['2026-03']).toMatchObject({ roomDays: 62, occupiedDays: 40, billed: 1000, collected: 0, vacancyCost: 723.29 });
    expect(byMonth['2026-04']).toMatchObject({ roomDays: 60, occupiedDays: 30, billed: 800, vacancyCost: 986.3 });
    // every payment was made today: none counts as income in those months
    expect(res.body.months.map((m: { income: number }) => m.income)).toEqual([0, 0, 0, 0]);
  });

  it('income, days to pay and late payers in the month of the payments', async () => {
    const res = await insights(company.token, `from=${thisMonth}&to=${thisMonth}`);
    expectStatus(res, 200);
    expect(res.body.months[0].income).toBe(2300);
    expect(res.body.incomeByBuilding).toEqual(
      expect.arrayContaining([
        { month: thisMonth, building: 1, buildingName: 'North House', amount: 2300 },
        { month: thisMonth, building: 2, buildingName: 'South House', amount: 0 },
      ]),
    );
    const due = await insights(company.token, 'from=2026-01&to=2026-02');
    // the January period was completed by today's payment; February's four weekly periods too (A's is half paid)
    const janDays = daysBetween('2026-01-15', now);
    const febDays = ['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23'].map((d) => daysBetween(d, now));
    expect(due.body.months[0].averageDaysToPay).toBe(Math.round(janDays * 10) / 10);
    expect(due.body.months[1].averageDaysToPay).toBe(Math.round((febDays.reduce((a, b) => a + b, 0) / 4) * 10) / 10);
    expect(due.body.latePayers.rows.map((r: { tenantName: string; periods: number }) => [r.tenantName, r.periods])).toEqual([
      ['Amy Able', 1],
      ['Ben Baker', 4],
    ]);
  });

  it('arrears by age, past tenants included, and leases ending soon', async () => {
    const res = await insights(company.token, `from=${thisMonth}&to=${thisMonth}`);
    const amy = res.body.arrears.rows.find((r: { tenantName: string }) => r.tenantName === 'Amy Able');
    // $2,000 owed at checkout, $1,500 paid: February's $500 is long past due
    expect(amy).toMatchObject({ checkedOut: true, total: 500, buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 500 } });
    const ben = res.body.arrears.rows.find((r: { tenantName: string }) => r.tenantName === 'Ben Baker');
    expect(ben.checkedOut).toBe(false);
    expect(res.body.arrears.totals.total).toBe(500 + ben.total);
    expect(res.body.expiries).toMatchObject({ within30: 0, within60: 1, within90: 1 });
    expect(res.body.expiries.rows[0]).toMatchObject({
      tenantName: 'Ben Baker',
      endDate: weeklyEnd,
      daysLeft: daysBetween(now, weeklyEnd),
      rent: 200,
    });
    expect(addDays(now, res.body.expiries.rows[0].daysLeft)).toBe(weeklyEnd);
  });

  it('maintenance cost by building and open requests by age and priority', async () => {
    const res = await insights(company.token, `from=${thisMonth}&to=${thisMonth}`);
    expect(res.body.months[0].maintenanceCost).toBe(120);
    expect(res.body.maintenanceByBuilding).toEqual(
      expect.arrayContaining([{ month: thisMonth, building: 1, buildingName: 'North House', amount: 120 }]),
    );
    expect(res.body.openMaintenance).toEqual([
      { age: 'This month', low: 0, normal: 0, high: 1, urgent: 0 },
      { age: 'Last month', low: 0, normal: 0, high: 0, urgent: 0 },
      { age: '2 months ago', low: 0, normal: 0, high: 0, urgent: 0 },
      { age: 'Older', low: 0, normal: 0, high: 0, urgent: 0 },
    ]);
  });

  it('the building filter, and an account scoped to building 2 sees building 2 only', async () => {
    const south = await insights(company.token, 'from=2026-01&to=2026-04&building=2');
    expectStatus(south, 200);
    expect(south.body.months.map((m: { billed: number; roomDays: number }) => [m.billed, m.roomDays])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const mine = await insights(scoped, 'from=2026-01&to=2026-04');
    expectStatus(mine, 200);
    expect(mine.body.months).toEqual(south.body.months);
    expect(mine.body.arrears.rows).toEqual([]);
    const outside = await insights(scoped, 'from=2026-01&to=2026-04&building=1');
    expect(outside.status).toBe(404);
  });
});
