/**
 * The one-off backfill of a company's rent figures (INSIGHTS.md "How the figures are kept"), one building per page:
 * its month and level items (kinds B and T: the building and its tenants) rebuilt from its records by the very rules
 * the live changes use (rentContribution, roomChainMoves, maintenanceContribution; ../rebuild.ts), then its lease-end
 * items. A last page removes what buildings deleted since left behind. Each page is idempotent and the cursor names the
 * last building done, so a run stopped anywhere goes on from there (../services/backfill.ts keeps it).
 */
import { maintenanceContribution, rentContribution, roomChainMoves, type RentMove } from '../../../shared/insights/rent-contribution.ts';
import { beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { MAX_TRANSACTION_ITEMS, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { listBuildings } from '../../rent/data/buildings.ts';
import { listFeesOfRent } from '../../rent/data/fees.ts';
import { leaseEndOps } from '../../rent/data/insights.ts';
import { listMaintenanceRequests } from '../../rent/data/maintenance.ts';
import { listPaymentsOfRent } from '../../rent/data/payments.ts';
import { listRentsOfRoom } from '../../rent/data/rents.ts';
import { listRoomsOfBuilding } from '../../rent/data/rooms.ts';
import { buildingOfId } from '../../rent/ids.ts';
import type { RentRecord } from '../../rent/records.ts';
import * as insightKeys from '../keys.ts';
import { rebuildPart, type RebuildPart } from '../rebuild.ts';

/** The page after the last building: what deleted buildings left. */
const LEFTOVERS = 'leftovers';

/** The building a B or T subject belongs to (`<building>` or `<building>#<tenant>`). */
const buildingOfSubject = (subject: string) => Number(subject.split('#')[0]);

const partOf = (owns: (building: number) => boolean): RebuildPart => ({
  kinds: ['B', 'T'],
  owns: (_kind, subject) => owns(buildingOfSubject(subject)),
});

/** A building's records as the rules see them, and how many records that was. */
async function buildingMoves(
  companyId: string,
  buildingNumber: number,
): Promise<{ moves: RentMove[]; rents: RentRecord[]; records: number }> {
  const moves: RentMove[] = [];
  const rents: RentRecord[] = [];
  let records = 0;
  for (let cursor: string | null = null; ;) {
    const page: Awaited<ReturnType<typeof listMaintenanceRequests>> = await listMaintenanceRequests(
      companyId,
      { building: buildingNumber },
      { limit: 100, cursor },
    );
    for (const request of page.items) moves.push(...maintenanceContribution(request));
    records += page.items.length;
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  for (const room of await listRoomsOfBuilding(companyId, buildingNumber)) {
    const roomRents = await listRentsOfRoom(companyId, room);
    moves.push(...roomChainMoves(room, roomRents));
    records += 1 + roomRents.length;
    for (const rent of roomRents) {
      const [payments, fees] = await Promise.all([listPaymentsOfRent(companyId, rent), listFeesOfRent(companyId, rent.rentId)]);
      moves.push(...rentContribution(rent, payments, fees));
      records += payments.length + fees.length;
      rents.push(rent);
    }
  }
  return { moves, rents, records };
}

/**
 * The lease-end items of the buildings `owns` accepts made what their current rents imply: one Query of every
 * lease-end item (as many as current rents with an end), then a put for each missing one and a delete for each left
 * over. Plain puts and deletes: the item holds nothing but its key and rent, so writing it again changes nothing.
 */
async function rebuildLeaseEnds(companyId: string, owns: (building: number) => boolean, rents: readonly RentRecord[]): Promise<void> {
  const stored = await queryAll({ partition: insightKeys.insightsPartition(companyId), sort: beginsWith('END#'), consistent: true });
  const want = new Map<string, TransactOp>();
  for (const rent of rents) for (const op of leaseEndOps(null, rent)) if ('Put' in op) want.set(String(op.Put.Item!.sk), op);
  const ops: TransactOp[] = [];
  for (const item of stored) {
    const sk = String(item.sk);
    if (!owns(buildingOfId(item.rentId) ?? 0)) continue;
    if (want.has(sk)) want.delete(sk);
    else ops.push({ label: 'leaseEnd', Delete: { Key: { pk: String(item.pk), sk } } });
  }
  ops.push(...want.values());
  for (let i = 0; i < ops.length; i += MAX_TRANSACTION_ITEMS) await transact(ops.slice(i, i + MAX_TRANSACTION_ITEMS));
}

/** One page of the rent backfill: the building after `cursor` (null: the first), or the leftovers once all are done. */
export async function rentBackfillPage(companyId: string, cursor: string | null): Promise<{ next: string | null; records: number }> {
  const buildings = (await listBuildings(companyId)).map((b) => b.buildingNumber).sort((a, b) => a - b);
  if (cursor === LEFTOVERS) {
    const gone = (n: number) => !buildings.includes(n);
    await rebuildPart(companyId, partOf(gone), async () => []);
    await rebuildLeaseEnds(companyId, gone, []);
    return { next: null, records: 0 };
  }
  const after = cursor === null ? 0 : Number(cursor);
  const buildingNumber = buildings.find((n) => n > after);
  if (buildingNumber === undefined) return rentBackfillPage(companyId, LEFTOVERS);
  const mine = (n: number) => n === buildingNumber;
  let read: Awaited<ReturnType<typeof buildingMoves>> = { moves: [], rents: [], records: 0 };
  await rebuildPart(companyId, partOf(mine), async () => {
    read = await buildingMoves(companyId, buildingNumber);
    return read.moves;
  });
  await rebuildLeaseEnds(companyId, mine, read.rents);
  return { next: String(buildingNumber), records: read.records };
}
