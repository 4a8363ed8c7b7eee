/** The demo rent data the local seed creates: every status is represented and the figures agree. */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { seedDemoRent } from '../../functions/rent/services/seed.ts';
import { useTestApi } from '../support/gateway.ts';
import { buildings, expectStatus, history, levels, newCompany, revenue, type Company } from '../support/rent.ts';

const api = useTestApi();
let co: Company;

beforeAll(async () => {
  co = await newCompany(api, 'Seed Co');
  const { companyId } = await verifyAccessToken(co.token);
  expect(await seedDemoRent(companyId)).toEqual([
    'Demo rent data: 2 buildings, 19 tenants, 19 rents (11 from the last two years, moved out), 194 payments',
  ]);
  expect(await seedDemoRent(companyId)).toEqual(['Demo rent data: already present']);
});

describe('seedDemoRent', () => {
  it('creates two buildings with Paid, Unpaid, Overdue, Overstay and Vacant rooms', async () => {
    const cards = await buildings(api, co.token);
    expect(cards.map((c) => [c.building_name, c.total_rooms, c.rooms_rented])).toEqual([
      ['Riverside Court', 7, 5],
      ['Station House', 4, 2],
    ]);
    const statuses: string[] = [];
    for (const card of cards) {
      const lv = await levels(api, co.token, card.building_id);
      expect(lv.summary.rooms_rented).toBe(card.rooms_rented);
      for (const level of lv.levels) {
        const res = await api.call('GET', `/api/rooms/all?level=${level.floor}&building=${card.building_id}`, { token: co.token });
        expectStatus(res, 200);
        statuses.push(...res.body.map((r: any) => r.rent_payment_status));
      }
    }
    expect(new Set(statuses)).toEqual(new Set(['Paid', 'Unpaid', 'Overdue', 'Overstay', 'Vacant']));
  });

  it('has a checked-out rent in history and revenue over the past months', async () => {
    const vacant = await api.call('GET', '/api/reports/rooms/vacant', { token: co.token });
    const room301 = vacant.body.find((r: any) => r.room_number === '301');
    const [past] = await history(api, co.token, room301.room_id);
    expect(past).toMatchObject({ is_current: false, rent_payment_status: 'Paid', total_amount_paid: 3500 });
    const rev = await revenue(api, co.token);
    // the current rents' 16 payments and the past tenancies' of the last 12 months (how many depends on the day)
    expect(rev.total_payments).toBeGreaterThan(16 + 60);
    expect(rev.first_payment_date < rev.last_payment_date).toBe(true);
    const overdue = await api.call('GET', '/api/reports/rent/overdue', { token: co.token });
    // 103's past tenant moved out owing two months (arrears for Insights)
    expect(overdue.body.map((r: any) => r.room_number).sort()).toEqual(['101', '103', '1A']);
  });
});
