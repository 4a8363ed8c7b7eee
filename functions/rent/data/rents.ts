/** Rents: adding one to a room, reading them, the report indexes, checkout (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { atMost, beginsWith, queryAll, queryPage, type KeyQuery } from '../../lib/dynamo/query.ts';
import type { Item } from '../../lib/dynamo/item.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import { inBuildingScope, parseRentId, type RentRef, type RoomRef } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import {
  ARREARS_FIELDS,
  CURRENT_RENT_FIELDS,
  currentRentOnRoom,
  rentFromItem,
  rentKeyOf,
  rentToItem,
  rentValueCents,
  roomKeyOfRent,
  type RentRecord,
  type RentWithPayments,
} from '../records.ts';
import { diffMoves, rentContribution, type RentMove } from '../../../shared/insights/rent-contribution.ts';
import { listFeesOfRent } from './fees.ts';
import { contributionPayments, contributionRentOf, insightOps, leaseEndOps, roomChainChange, withRent } from './insights.ts';
import { listPaymentsOfRent } from './payments.ts';

/**
 * Puts a new current rent on a vacant room in one transaction: the rent (active index, and due index when
 * `dueIndexDate` is set), the room's denormalised copy (leaving the vacant index), the building's figures.
 * The room condition `attribute_not_exists(currentRentId)` keeps one current rent per room under concurrency.
 * With its audit entry. Condition labels: `rent`, `room` (missing, or it has a current rent), `building`, `tenant`
 * (no such tenant, or edited since `tenantVersion` was read: re-read).
 */
export async function createRent(rent: RentRecord, dueIndexDate: string | null, tenantVersion: number, audit: TransactOp): Promise<void> {
  const current = currentRentOnRoom(rent);
  const tenantGuard = versionGuard(tenantVersion);
  // Monthly figures: the new rent's occupancy and billing, and the room's chain (its previous rent's vacancy ends
  // where this one starts; a rent older than the room moves the room's first day). One Query of the room's rents.
  const chain = await roomChainChange(rent, roomHistory(rent), (rents) => [...rents, { ...rent, checkoutDate: null }]);
  const moves = [...rentContribution(contributionRentOf({ ...rent, checkoutDate: null }), [], []), ...chain.moves];
  await transact([
    {
      label: 'rent',
      Put: { Item: rentToItem({ ...rent, checkoutDate: null }, dueIndexDate), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    {
      label: 'room',
      Update: {
        Key: roomKeyOfRent(rent),
        // rentsAdded: a room being deleted as never rented is conditioned on it (data/rooms.ts deleteRoom)
        UpdateExpression: `SET ${CURRENT_RENT_FIELDS.map((f) => `${f} = :${f}`).join(', ')} REMOVE gsi3pk, gsi3sk ADD rentsAdded :one`,
        // the number read too: the rent copies it (a renumber meanwhile: re-read)
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(currentRentId) AND roomNumber = :roomNumber',
        ExpressionAttributeValues: {
          ...Object.fromEntries(CURRENT_RENT_FIELDS.map((f) => [`:${f}`, current[f]])),
          ':one': 1,
          ':roomNumber': rent.roomNumber,
        },
      },
    },
    {
      label: 'building',
      Update: {
        Key: rentKeys.building(rent.companyId, rent.buildingNumber),
        UpdateExpression: 'ADD roomsRented :one, totalRentCents :value',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ':value': rentValueCents(rent) },
      },
    },
    {
      // counts the tenant's rents (a tenant with rents is not deleted); the version read keeps the rent's copy of
      // the tenant's name, phone and email from missing an edit made meanwhile
      label: 'tenant',
      Update: {
        Key: rentKeys.tenant(rent.companyId, rent.tenantId),
        // and the building joins the tenant's (who sees the tenant: ROLES.md scope)
        UpdateExpression: 'ADD rentsCount :one, rentBuildings :building',
        ConditionExpression: `attribute_exists(pk) AND ${tenantGuard.condition}`,
        ExpressionAttributeNames: tenantGuard.names,
        ExpressionAttributeValues: { ':one': 1, ':readVersion': tenantVersion, ':building': new Set([rent.buildingNumber]) },
      },
    },
    ...chain.guard,
    audit,
    ...insightOps(rent.companyId, moves),
    ...leaseEndOps(null, { ...rent, checkoutDate: null }),
  ]);
}

/**
 * What a change of a rent's terms or checkout moves in the monthly figures: its own contribution after less before
 * (its payments and fees read: one Query each) and its room's chain. `after`: the rent as it will be.
 */
async function rentChangeMoves(rent: RentRecord, after: RentRecord): Promise<{ moves: RentMove[]; guard: TransactOp[] }> {
  const [payments, fees, chain] = await Promise.all([
    listPaymentsOfRent(rent.companyId, rent),
    listFeesOfRent(rent.companyId, rent.rentId),
    roomChainChange(rent, roomHistory(rent), (rents) => withRent(rents, after)),
  ]);
  const paid = contributionPayments(payments);
  const own = diffMoves(rentContribution(contributionRentOf(rent), paid, fees), rentContribution(contributionRentOf(after), paid, fees));
  return { moves: [...own, ...chain.moves], guard: chain.guard };
}

/** The room's rental history as roomChainChange reads it (after the room: consistent). */
export const roomHistory = (rent: RentRecord) => () => listRentsOfRoom(rent.companyId, rent, { consistent: true });

/**
 * A condition that the rent still has the version (its terms) and the late fees read, for writes worked out from
 * its figures (payments, checkout, deletion: their due key, arrears and building value). A fee posted or waived
 * meanwhile makes them re-read. Rents written before late fees have no feesCents: read as 0, so 0 also matches
 * its absence.
 */
export function rentFiguresCondition(rent: Pick<RentRecord, 'version' | 'feesCents'>) {
  const guard = versionGuard(rent.version ?? 0);
  const fees = rent.feesCents ?? 0;
  const feesRead = fees === 0 ? '(attribute_not_exists(feesCents) OR feesCents = :readFees)' : 'feesCents = :readFees';
  return {
    condition: `${guard.condition} AND ${feesRead}`,
    names: guard.names,
    values: { ':readVersion': rent.version ?? 0, ':readFees': fees },
  };
}

/** What a checked-out rent that still owes adds to its room's arrears sums (negated to take it out again). */
export interface ArrearsChange {
  count: number;
  dueCents: number;
  paidCents: number;
}

const arrearsAdd = (change: ArrearsChange) => ({
  expression: `ADD ${ARREARS_FIELDS.count} :arrearsCount, ${ARREARS_FIELDS.dueCents} :arrearsDue, ${ARREARS_FIELDS.paidCents} :arrearsPaid`,
  values: { ':arrearsCount': change.count, ':arrearsDue': change.dueCents, ':arrearsPaid': change.paidCents },
});

/**
 * Items that turn a room vacant again and take the rent out of the building's figures (checkout, deletion);
 * with `arrears`, the room keeps counting what the checked-out rent still owes. Condition labels: `room` (the
 * rent is no longer the room's current rent), `building`.
 */
export function freeRoomItems(rent: RentRecord, arrears: ArrearsChange | null = null): TransactOp[] {
  const vacant = rentKeys.vacantRoomIndex(rent.companyId, rent.buildingNumber, rent.level, rent.roomUlid);
  const owed = arrears ? arrearsAdd(arrears) : null;
  return [
    {
      label: 'room',
      Update: {
        Key: roomKeyOfRent(rent),
        UpdateExpression: `REMOVE ${CURRENT_RENT_FIELDS.join(', ')} SET gsi3pk = :vpk, gsi3sk = :vsk${owed ? ` ${owed.expression}` : ''}`,
        ConditionExpression: 'currentRentId = :rentId',
        ExpressionAttributeValues: { ':rentId': rent.rentId, ':vpk': vacant.gsi3pk, ':vsk': vacant.gsi3sk, ...owed?.values },
      },
    },
    {
      label: 'building',
      Update: {
        Key: rentKeys.building(rent.companyId, rent.buildingNumber),
        UpdateExpression: 'ADD roomsRented :minusOne, totalRentCents :minusValue',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':minusOne': -1, ':minusValue': -rentValueCents(rent) },
      },
    },
  ];
}

/** The room's arrears sums moved by a payment on, or the deletion of, a checked-out rent that owes. Label `room`. */
export function roomArrearsItem(rent: RentRecord, change: ArrearsChange): TransactOp {
  const add = arrearsAdd(change);
  return {
    label: 'room',
    Update: {
      Key: roomKeyOfRent(rent),
      UpdateExpression: add.expression,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: add.values,
    },
  };
}

/** A rent by id (consistent read); null when unknown, of another company, or being deleted. */
export async function getRent(companyId: string, ref: RentRef, options: { includeDeleting?: boolean } = {}): Promise<RentRecord | null> {
  const item = await getItem(rentKeys.rent(companyId, ref.buildingNumber, ref.roomUlid, ref.rentUlid), { consistent: true });
  if (!item) return null;
  const rent = rentFromItem(item);
  if (rent.deleting && !options.includeDeleting) return null;
  return rent;
}

/** Rental history of a room, newest first: one Query by key prefix RENT#<roomUlid>#. */
export async function listRentsOfRoom(companyId: string, ref: RoomRef, options: { consistent?: boolean } = {}): Promise<RentRecord[]> {
  const items = await queryAll({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.rentsOfRoomPrefix(ref.roomUlid)),
    descending: true,
    consistent: options.consistent,
  });
  return items.map(rentFromItem).filter((r) => !r.deleting);
}

/**
 * For invoices: a rent with its room, tenant and building details (denormalised on the rent item), its
 * payments that are not voided, oldest first, and its late fees not waived. Null when the id does not parse, is unknown, is another company's, or is being deleted.
 */
export async function getRentWithPayments(companyId: string, rentId: string): Promise<RentWithPayments | null> {
  const ref = parseRentId(rentId);
  if (!ref) return null;
  const [rent, payments, fees] = await Promise.all([
    getRent(companyId, ref),
    listPaymentsOfRent(companyId, ref),
    listFeesOfRent(companyId, ref.rentId),
  ]);
  if (!rent) return null;
  return {
    // waived fees are out of every figure too
    fees: fees.filter((f) => !f.waived).map(({ periodStart, seq, amountCents }) => ({ periodStart, seq, amountCents })),
    ...rent,
    // voided payments are out of every figure, invoices (and what a print remembers of them) included
    payments: payments
      .filter((p) => !p.voided)
      .map(({ reference, method, amountCents, paidAt, date }) => ({ reference, method, amountCents, paidAt, date })),
  };
}

/** A page of a list: at most `limit` items after the one `cursor` (the previous page's nextCursor) points at. */
interface PageRequest {
  readonly limit: number;
  readonly cursor?: string | null;
}

/**
 * What a report row needs of a rent, and all a report Query returns (a projection: a page moves and unmarshals
 * these, not the whole item). The building number and level come from the rent id, which carries them.
 */
const REPORT_RENT_FIELDS = [
  'rentId',
  'roomId',
  'roomNumber',
  'buildingName',
  'tenantName',
  'tenantPhone',
  'rentPriceCents',
  'rentType',
  'startDate',
  'endDate',
  'paidCents',
  'feesCents',
  'checkoutDate',
] as const satisfies ReadonlyArray<keyof RentRecord>;
export type ReportRent = Pick<RentRecord, (typeof REPORT_RENT_FIELDS)[number] | 'buildingNumber' | 'level'>;

function reportRentFromItem(item: Item): ReportRent {
  const rent = item as Partial<RentRecord>;
  const ref = parseRentId(rent.rentId);
  if (!ref) throw new Error(`A report read a rent without a valid id: ${String(rent.rentId)}`);
  return {
    rentId: ref.rentId,
    roomId: rent.roomId!,
    roomNumber: rent.roomNumber!,
    buildingNumber: ref.buildingNumber,
    buildingName: rent.buildingName!,
    level: ref.level,
    tenantName: rent.tenantName!,
    tenantPhone: rent.tenantPhone!,
    rentPriceCents: rent.rentPriceCents!,
    rentType: rent.rentType!,
    startDate: rent.startDate!,
    endDate: rent.endDate!,
    paidCents: rent.paidCents!,
    // rents written before late fees have none
    feesCents: Number(rent.feesCents ?? 0),
    checkoutDate: rent.checkoutDate ?? null,
  } satisfies Record<(typeof REPORT_RENT_FIELDS)[number] | 'buildingNumber' | 'level', unknown>;
}

/** The Active Rent report's Query: the sparse active index (gsi1), in building, level, rent order (the bench times it raw). */
export const activeRentsQuery = (companyId: string): KeyQuery => ({
  index: 'gsi1',
  partition: rentKeys.activeRentsPk(companyId),
  projection: REPORT_RENT_FIELDS.join(', '),
});

/**
 * One page of the company's current rents in index order (building, level, then the order the rents were
 * added): one Query of `limit` items on the active index.
 */
export async function listActiveRents(companyId: string, page: PageRequest): Promise<{ items: ReportRent[]; nextCursor: string | null }> {
  const found = await queryPage({ ...activeRentsQuery(companyId), ...page });
  return { items: inBuildingScope(found.items, 'rentId').map(reportRentFromItem), nextCursor: found.nextCursor };
}

/**
 * One page of the rents that owe since today or earlier, oldest Owed since first: the sparse due index (gsi2),
 * key condition gsi2sk ≤ today, one Query of `limit` items. Some are not Overdue today (only the current period
 * open: Unpaid, which sorts last since it owes only since its current period started; a tenant past the end
 * date: Overstay): the service decides each row's status with rentState and leaves those out, so a page may
 * hold fewer rows than it read (a filter here would read on to fill the page, Query after Query).
 */
export async function listRentsDueBy(
  companyId: string,
  today: string,
  page: PageRequest,
): Promise<{ items: ReportRent[]; nextCursor: string | null }> {
  const found = await queryPage({
    index: 'gsi2',
    partition: rentKeys.dueRentsPk(companyId),
    // '~' sorts after every ULID character, so the bound includes rents owing since today.
    sort: atMost(`${today}#~`),
    projection: REPORT_RENT_FIELDS.join(', '),
    ...page,
  });
  return { items: inBuildingScope(found.items, 'rentId').map(reportRentFromItem), nextCursor: found.nextCursor };
}

/**
 * Checks a tenant out: the rent gets its checkout date and leaves the active index; it stays in the due index
 * (re-keyed: `after.dueIndexDate`) while it still owes, and its room counts what it owes (`after.arrears`); the
 * room is cleared and vacant again; the building's figures drop. The caller computes `after` from the rent as
 * read, so the rent is conditioned on that paid total. With its audit entry. Condition labels: `rent` (checked out, paid or being
 * deleted meanwhile: re-read), and freeRoomItems' `room` and `building`.
 */
export async function checkoutRent(
  rent: RentRecord,
  checkoutDate: string,
  after: { dueIndexDate: string | null; arrears: { dueCents: number; paidCents: number } | null },
  audit: TransactOp,
): Promise<void> {
  const due = after.dueIndexDate ? rentKeys.dueRentIndex(rent.companyId, after.dueIndexDate, rent.rentUlid) : null;
  const terms = rentFiguresCondition(rent);
  // the rent is conditioned on the paid total and fees read, so the payments and fees read with it are the ones it has
  const { moves, guard } = await rentChangeMoves(rent, { ...rent, checkoutDate });
  await transact([
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: due
          ? 'SET checkoutDate = :date, gsi2pk = :dpk, gsi2sk = :dsk REMOVE gsi1pk, gsi1sk'
          : 'SET checkoutDate = :date REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: `attribute_exists(pk) AND paidCents = :paid AND attribute_not_exists(checkoutDate) AND attribute_not_exists(deleting) AND ${terms.condition}`,
        ExpressionAttributeNames: terms.names,
        ExpressionAttributeValues: {
          ...terms.values,
          ':date': checkoutDate,
          ':paid': rent.paidCents,
          ...(due ? { ':dpk': due.gsi2pk, ':dsk': due.gsi2sk } : {}),
        },
      },
    },
    ...freeRoomItems(rent, after.arrears ? { count: 1, ...after.arrears } : null),
    ...guard,
    audit,
    ...insightOps(rent.companyId, moves),
    ...leaseEndOps(rent, { ...rent, checkoutDate }),
  ]);
}

/** The terms Edit rent corrects. */
export type RentTerms = Pick<RentRecord, 'rentPriceCents' | 'depositCents' | 'startDate' | 'endDate' | 'rentType'>;

/**
 * Edit rent, all or nothing: the rent's terms on its version read (`versionGuard`), the paid total read and while it
 * is current (label `rent`: edited, paid, checked out or deleted meanwhile: re-read), its due-index key recomputed
 * and the invoice it remembers forgotten (its terms changed); the room's copy (`currentRentId = :rent`; `room`);
 * the building's `totalRentCents` by the change of the rent's monthly equivalent (`building`). With its entry.
 */
export async function updateRentTerms(
  rent: RentRecord,
  after: RentTerms,
  expectedVersion: number,
  dueIndexDate: string | null,
  audit: TransactOp,
): Promise<void> {
  const guard = versionGuard(expectedVersion);
  const due = dueIndexDate ? rentKeys.dueRentIndex(rent.companyId, dueIndexDate, rent.rentUlid) : null;
  const valueChange = rentValueCents(after) - rentValueCents(rent);
  const terms = {
    ':price': after.rentPriceCents,
    ':deposit': after.depositCents,
    ':start': after.startDate,
    ':end': after.endDate,
    ':type': after.rentType,
  };
  const set = `SET rentPriceCents = :price, depositCents = :deposit, startDate = :start, endDate = :end, rentType = :type, ${guard.set}`;
  const { moves, guard: chainGuard } = await rentChangeMoves(rent, { ...rent, ...after });
  await transact([
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: due ? `${set}, gsi2pk = :dpk, gsi2sk = :dsk` : `${set} REMOVE gsi2pk, gsi2sk`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition} AND paidCents = :paid AND attribute_not_exists(checkoutDate) AND attribute_not_exists(deleting)`,
        ExpressionAttributeNames: guard.names,
        ExpressionAttributeValues: {
          ...terms,
          ...guard.values,
          ':paid': rent.paidCents,
          ...(due ? { ':dpk': due.gsi2pk, ':dsk': due.gsi2sk } : {}),
        },
      },
    },
    {
      label: 'room',
      Update: {
        Key: roomKeyOfRent(rent),
        UpdateExpression:
          'SET rentPriceCents = :price, depositCents = :deposit, rentStartDate = :start, rentEndDate = :end, rentType = :type, rentVersion = :v',
        ConditionExpression: 'currentRentId = :rentId',
        ExpressionAttributeValues: { ...terms, ':v': expectedVersion + 1, ':rentId': rent.rentId },
      },
    },
    ...chainGuard,
    ...(valueChange !== 0
      ? [
          {
            label: 'building',
            Update: {
              Key: rentKeys.building(rent.companyId, rent.buildingNumber),
              UpdateExpression: 'ADD totalRentCents :change',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':change': valueChange },
            },
          },
        ]
      : []),
    audit,
    ...insightOps(rent.companyId, moves),
    ...leaseEndOps(rent, { ...rent, ...after }),
  ]);
}
