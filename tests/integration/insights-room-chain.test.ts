/**
 * A room's rent chain under concurrency (INSIGHTS.md "moved in the same transaction as the change"): the vacancy
 * between a room's rents is moved by whichever change adds, edits, checks out or deletes one of them, worked out from
 * the room's history as read. Two such changes at once must not both work from one history: the room's chain version
 * (functions/rent/data/insights.ts roomChainChange) fails the later one, which re-reads. Checked by rebuilding the
 * building from its records (the backfill's rules) and finding the live figures equal.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { rentBackfillPage } from '../../functions/insights/backfill/rent.ts';
import * as insightKeys from '../../functions/insights/keys.ts';
import { db, tableName } from '../../functions/lib/dynamo/client.ts';
import { ConditionFailed, transact } from '../../functions/lib/dynamo/transact.ts';
import { roomChainChange, withoutRent } from '../../functions/rent/data/insights.ts';
import { getRent, roomHistory } from '../../functions/rent/data/rents.ts';
import { parseRentId } from '../../functions/rent/ids.ts';
import { companyIdOfToken } from '../support/fees.ts';
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
  type Company,
} from '../support/rent.ts';

const api = useTestApi();

let company: Company;
let companyId: string;
let tenantId: string;

const figureItems = () => rentFigureItems(companyId);

/** The figures the records imply: the backfill run over the company from the start (it rebuilds, it does not add). */
async function rebuilt(): Promise<Record<string, Record<string, unknown>>> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: insightKeys.backfillMarker(companyId, 'rent') }));
  let cursor: string | null = null;
  do cursor = (await rentBackfillPage(companyId, cursor)).next;
  while (cursor !== null);
  return figureItems();
}

/** A room with a past rent, checked out two months ago (the chain's previous rent, whose vacancy a change moves). */
async function roomWithPastRent(level: number, number: string): Promise<{ roomId: string; pastRentId: string }> {
  const roomId = await addRoom(api, company.token, 1, level, number);
  const pastRentId = await addRent(api, company.token, roomId, tenantId, {
    rent_price: 900,
    rent_start_date: monthsFromToday(-8),
    rent_end_date: monthsFromToday(-2),
  });
  await checkout(api, company.token, roomId, daysFromToday(-60));
  return { roomId, pastRentId };
}

beforeAll(async () => {
  company = await newCompany(api, 'Chain Co');
  companyId = await companyIdOfToken(company.token);
  await addBuilding(api, company.token, 1, 3);
  tenantId = await addTenant(api, company.token, 'Chain Tenant');
});

describe("a room's rent chain", () => {
  it('a chain change worked out before another one committed fails on the room (label room) and writes nothing', async () => {
    const { roomId, pastRentId } = await roomWithPastRent(1, '101');
    const past = (await getRent(companyId, parseRentId(pastRentId)!))!;
    // the deletion of the past rent, worked out from the history as it is now…
    const stale = await roomChainChange(past, roomHistory(past), (rents) => withoutRent(rents, past.rentUlid));
    expect(stale.moves.length).toBeGreaterThan(0);
    // …then a new rent joins the chain
    await addRent(api, company.token, roomId, tenantId, { rent_start_date: daysFromToday(-20) });
    const before = await figureItems();
    const failed = await transact(stale.guard).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(ConditionFailed);
    expect((failed as ConditionFailed).has('room')).toBe(true);
    expect(await figureItems()).toEqual(before);
    // through the API the deletion re-reads and is exact
    expectStatus(await deleteRent(api, company.token, roomId, pastRentId, company.owner.masterPassword), 200);
    const live = await figureItems();
    expect(await rebuilt()).toEqual(live);
  });

  it('deleting a past rent while a new one is added, on three rooms at once: the figures equal the records', async () => {
    const rooms = await Promise.all([roomWithPastRent(2, '201'), roomWithPastRent(2, '202'), roomWithPastRent(3, '301')]);
    // on each room at once: the past rent deleted and a new rent added (each moves the vacancy between them)
    const answers = await Promise.all(
      rooms.flatMap(({ roomId, pastRentId }) => [
        deleteRent(api, company.token, roomId, pastRentId, company.owner.masterPassword),
        api.call('POST', '/api/rooms/add-tenant-to-room', {
          token: company.token,
          body: {
            room_id: roomId,
            tenantID: tenantId,
            rent_price: 1200,
            deposit: 0,
            rent_start_date: daysFromToday(-30),
            rent_end_date: monthsFromToday(6),
            rent_type: 'Monthly',
          },
        }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(rooms.flatMap(() => [200, 201]));
    const live = await figureItems();
    expect(await rebuilt()).toEqual(live);
  });
});
