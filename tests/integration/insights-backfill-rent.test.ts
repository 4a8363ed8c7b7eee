/**
 * The one-off backfill of the rent figures (INSIGHTS.md "backfill equals live maintenance"): a company with history
 * made through the API (rents past and current, a checkout, payments, a void, a fee and its waiver, maintenance with
 * cost, a deleted rent) is made one "from before" by removing its figures, wholly or in part, and the backfill must
 * give back exactly what the live changes kept; a second run writes nothing; a run stopped after one page goes on from
 * its cursor; a live change between pages, or between a part's reads and its writes, leaves it exact; the daily run
 * does it and the page shows the progress until then.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { automationRoutes } from '../../shared/automation/routes.ts';
import { insightsRoutes } from '../../shared/insights/routes.ts';
import { rentBackfillPage } from '../../functions/insights/backfill/rent.ts';
import { runInsightsBackfill } from '../../functions/insights/backfill/job.ts';
import * as insightKeys from '../../functions/insights/keys.ts';
import { rebuildPart } from '../../functions/insights/rebuild.ts';
import { db, tableName } from '../../functions/lib/dynamo/client.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { beginsWith, queryAll } from '../../functions/lib/dynamo/query.ts';
import { paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import { maintenanceRoutes } from '../../shared/rent/maintenance-routes.ts';
import { companyIdOfToken, feesOf, postFee, waiveFee } from '../support/fees.ts';
import { useTestApi } from '../support/gateway.ts';
import { rentFigureItems } from '../support/insights.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  daysFromToday,
  deleteRent,
  expectStatus,
  monthsFromToday,
  newCompany,
  pay,
  room,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();

let company: Company;
let companyId: string;
let rooms: { a: string; b: string; c: string };
let current: { rentB: string; rentC: string };
let live: Record<string, Record<string, number>>;
let liveAnswer: unknown;
const range = `from=${monthsFromToday(-13).slice(0, 7)}&to=${monthsFromToday(0).slice(0, 7)}`;

/** Every rent figure item (B and T month and level items, lease ends) by sort key, figures without zeros or version. */
const rentItems = () => rentFigureItems(companyId, { leaseEnds: true });

const versions = async () => {
  const partition = insightKeys.insightsPartition(companyId);
  const items = await queryAll({ partition, sort: beginsWith('M#B#'), consistent: true });
  return Object.fromEntries(items.map((i) => [String(i.sk), i._v]));
};

/** Removes the figures, as in a company from before: every one, or every other one with the rest changed. */
async function wipe(how: 'all' | 'partly'): Promise<void> {
  const partition = insightKeys.insightsPartition(companyId);
  const keys = Object.keys(await rentItems()).sort();
  for (const [i, sk] of keys.entries()) {
    if (how === 'all' || i % 2 === 0) await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: partition, sk } }));
    else if (!sk.startsWith('END#'))
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: partition, sk },
          UpdateExpression: 'ADD junk :n, occupied :n',
          ExpressionAttributeValues: { ':n': 7 },
        }),
      );
  }
  if (how === 'partly') {
    // what a building deleted meanwhile, and a lease end of a rent gone, left behind
    for (const sk of ['M#B#2025-01#9', 'L#T#9#ghost', `END#2030-01-01#9-1-X-Y`])
      await db().send(new PutCommand({ TableName: tableName(), Item: { pk: partition, sk, occupied: 3, rentId: '9-1-X-Y' } }));
  }
  await resetMarker();
}

const resetMarker = () => db().send(new DeleteCommand({ TableName: tableName(), Key: insightKeys.backfillMarker(companyId, 'rent') }));

async function runPages(from: string | null = null, max = Infinity): Promise<{ cursor: string | null; pages: number }> {
  let cursor = from;
  let pages = 0;
  do {
    cursor = (await rentBackfillPage(companyId, cursor)).next;
    pages++;
  } while (cursor !== null && pages < max);
  return { cursor, pages };
}

const insightsAnswer = async () => {
  const res = await api.call('GET', `${insightsRoutes.insightsRent.path}?${range}`, { token: company.token });
  expectStatus(res, 200);
  const { backfill: _backfill, ...rest } = res.body;
  return rest;
};

beforeAll(async () => {
  company = await newCompany(api, 'Backfill Rentals');
  companyId = await companyIdOfToken(company.token);
  await addBuilding(api, company.token, 1, 2, 'North');
  await addBuilding(api, company.token, 2, 1, 'South');
  rooms = {
    a: await addRoom(api, company.token, 1, 1, '101'),
    b: await addRoom(api, company.token, 1, 2, '201'),
    c: await addRoom(api, company.token, 2, 1, 'S1'),
  };
  const [amy, ben, cat, dan] = [
    await addTenant(api, company.token, 'Amy'),
    await addTenant(api, company.token, 'Ben'),
    await addTenant(api, company.token, 'Cat'),
    await addTenant(api, company.token, 'Dan'),
  ];
  // a past tenancy of room a, checked out owing; then a current one
  const past = await addRent(api, company.token, rooms.a, amy, {
    rent_price: 900,
    rent_start_date: monthsFromToday(-10),
    rent_type: 'Monthly',
  });
  await pay(api, company, rooms.a, past, 1800, 'AMY-1');
  await checkout(api, company.token, rooms.a, monthsFromToday(-6));
  const rentA = await addRent(api, company.token, rooms.a, dan, {
    rent_price: 950,
    rent_start_date: monthsFromToday(-4),
    rent_type: 'Monthly',
  });
  await pay(api, company, rooms.a, rentA, 950, 'DAN-1');
  // room b: monthly with a fee, its waiver, and a voided payment
  current = {
    rentB: await addRent(api, company.token, rooms.b, ben, {
      rent_price: 1200,
      rent_start_date: monthsFromToday(-3),
      rent_end_date: daysFromToday(40),
      rent_type: 'Monthly',
    }),
    rentC: await addRent(api, company.token, rooms.c, cat, { rent_price: 150, rent_start_date: daysFromToday(-50), rent_type: 'Weekly' }),
  };
  await pay(api, company, rooms.b, current.rentB, 1200, 'BEN-1');
  await pay(api, company, rooms.b, current.rentB, 300, 'BEN-2');
  const voided = await api.call('POST', '/api/payment/void', {
    token: company.token,
    body: {
      paymentId: paymentIdOf(current.rentB, referenceHash('BEN-2')),
      currentRentId: current.rentB,
      masterPassword: company.owner.masterPassword,
      reason: 'Bounced',
    },
  });
  expectStatus(voided, 200);
  await postFee(company, current.rentB, monthsFromToday(-2), 25);
  await postFee(company, current.rentB, monthsFromToday(-1), 30);
  const [fee] = await feesOf(company, current.rentB);
  expectStatus(
    await waiveFee(api, company.token, { feeId: fee!.id, masterPassword: company.owner.masterPassword, reason: 'Goodwill' }),
    200,
  );
  await pay(api, company, rooms.c, current.rentC, 600, 'CAT-1');
  // a rent added by mistake and deleted
  const spare = await addRoom(api, company.token, 2, 1, 'S2');
  const mistake = await addRent(api, company.token, spare, dan, {
    rent_price: 10,
    rent_start_date: daysFromToday(400),
    rent_end_date: daysFromToday(800),
    rent_type: 'Monthly',
  });
  expectStatus(await deleteRent(api, company.token, spare, mistake, company.owner.masterPassword), 200);
  // maintenance with a cost, one closed
  for (const [roomId, priority, cost] of [
    [rooms.a, 'High', 120],
    [rooms.c, 'Low', 45.5],
  ] as const) {
    const res = await api.call('POST', maintenanceRoutes.maintenanceAdd.path, {
      token: company.token,
      body: { room_id: roomId, title: 'Repair', description: 'Something broke', priority, cost },
    });
    expectStatus(res, 201);
  }
  live = await rentItems();
  liveAnswer = await insightsAnswer();
}, 120_000);

describe('insights backfill: rent', () => {
  it('the live figures are there to compare with (every kind, both buildings, a lease end)', () => {
    const keys = Object.keys(live);
    for (const prefix of ['M#B#', 'M#T#', 'L#B#1', 'L#B#2', 'END#'])
      expect(
        keys.some((k) => k.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('from nothing: the backfill gives back exactly the live figures, and the page answers the same', async () => {
    await wipe('all');
    expect(await rentItems()).toEqual({});
    const { pages } = await runPages();
    expect(pages).toBe(3); // building 1, building 2, the leftovers
    expect(await rentItems()).toEqual(live);
    expect(await insightsAnswer()).toEqual(liveAnswer);
  });

  it('from partial and wrong figures (and leftovers of a building gone): exact again', async () => {
    await wipe('partly');
    expect(await rentItems()).not.toEqual(live);
    await runPages();
    expect(await rentItems()).toEqual(live);
  });

  it('a second run writes nothing (idempotent)', async () => {
    const before = await versions();
    await runPages();
    expect(await versions()).toEqual(before);
    expect(await rentItems()).toEqual(live);
  });

  it('stopped after one page and resumed from its cursor through the job: exact, with the records counted', async () => {
    await wipe('all');
    expect(await runInsightsBackfill(companyId, { maxPages: 1 })).toBe(false);
    const marker = await getItem(insightKeys.backfillMarker(companyId, 'rent'), { consistent: true });
    expect(marker).toMatchObject({ cursor: '1' });
    expect(Number(marker!.records)).toBeGreaterThan(5);
    const progress = await api.call('GET', `${insightsRoutes.insightsRent.path}?${range}`, { token: company.token });
    expect(progress.body.backfill).toEqual({ done: Number(marker!.records), running: true });
    await runInsightsBackfill(companyId, { maxPages: 5 });
    expect(await getItem(insightKeys.backfillMarker(companyId, 'rent'), { consistent: true })).toMatchObject({ done: true });
    expect(await rentItems()).toEqual(live);
  });

  it('a payment made between two pages: the result equals a backfill with no change beside it', async () => {
    await wipe('all');
    const { cursor } = await runPages(null, 1);
    // one payment in the building already done, one in the building still to do
    await pay(api, company, rooms.a, (await roomRent(rooms.a))!, 100, 'LIVE-A');
    await pay(api, company, rooms.c, current.rentC, 150, 'LIVE-C');
    await runPages(cursor);
    const withChange = await rentItems();
    expect(withChange).not.toEqual(live);
    await wipe('all');
    await runPages();
    expect(await rentItems()).toEqual(withChange);
    live = withChange;
  });

  it("a change between a part's reads and its writes makes it start over, and it ends exact", async () => {
    await wipe('all');
    let calls = 0;
    // the part of building 2 rebuilt with nothing, while a payment lands in it: the write must not pass over it
    const part = { kinds: ['B', 'T'] as const, owns: (_k: string, subject: string) => subject.split('#')[0] === '2' };
    await rebuildPart(companyId, part, async () => {
      calls++;
      if (calls === 1) await pay(api, company, rooms.c, current.rentC, 10, 'RACE-C');
      return [];
    });
    expect(calls).toBe(2);
    await resetMarker();
    await runPages();
    const afterRace = await rentItems();
    await wipe('all');
    await runPages();
    expect(await rentItems()).toEqual(afterRace);
  });

  it('the daily run backfills a company from before, and its page says so until then', async () => {
    await wipe('all');
    const before = await api.call('GET', `${insightsRoutes.insightsRent.path}?${range}`, { token: company.token });
    expect(before.body.backfill).toEqual({ done: 0, running: true });
    const run = await api.call('POST', automationRoutes.automationRun.path, { token: company.token, body: {} });
    expect(run.status, run.text).toBeLessThan(300);
    const after = await api.call('GET', `${insightsRoutes.insightsRent.path}?${range}`, { token: company.token });
    expect(after.body.backfill).toBeNull();
    const { backfill: _b, ...rest } = after.body;
    expect(rest).toEqual(await insightsAnswer());
    expect(await rentItems()).toEqual(await rentItemsAfterFreshBackfill());
  });

  it('a company signed up since needs no backfill: its page shows none', async () => {
    const fresh = await newCompany(api, 'New Rentals');
    const res = await api.call('GET', `${insightsRoutes.insightsRent.path}?${range}`, { token: fresh.token });
    expectStatus(res, 200);
    expect(res.body.backfill).toBeNull();
  });
});

/** The room's current rent id. */
const roomRent = async (roomId: string): Promise<string | null> => (await room(api, company.token, roomId)).current_rent_id ?? null;

/** The figures a backfill from nothing gives now. */
async function rentItemsAfterFreshBackfill() {
  const now = await rentItems();
  await wipe('all');
  await runPages();
  const fresh = await rentItems();
  expect(fresh).toEqual(now);
  return fresh;
}
