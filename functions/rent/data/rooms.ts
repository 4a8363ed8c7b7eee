/** Rooms and their number claims (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, between, queryAll, queryPage } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionGuard } from '../../lib/dynamo/versions.ts';
import { inBuildingScope, normalizeRoomNumber, type RoomRef } from '../ids.ts';
import { buildingInScope } from '../../lib/scope.ts';
import { diffMoves, roomContribution } from '../../../shared/insights/rent-contribution.ts';
import * as rentKeys from '../keys.ts';
import { insightOps } from './insights.ts';
import { rentKeyOf, roomFromItem, roomNumberClaimToItem, roomToItem, type RentRecord, type RoomRecord } from '../records.ts';

/**
 * Adds a room (in the vacant index), claims its number on the level and bumps the building's room count,
 * atomically, with its audit entry. Condition labels: `roomNumber` (the number is taken on this level), `room`, `building` (no such
 * building, or it has fewer floors than the level).
 */
export async function createRoom(room: RoomRecord, audit: TransactOp): Promise<void> {
  await transact(createRoomOps(room, audit));
}

/** The writes of createRoom's transaction (the import writes them in its rows' transactions, the building's counts merged). */
export const createRoomOps = (room: RoomRecord, audit: TransactOp): TransactOp[] => [
  { label: 'roomNumber', Put: { Item: roomNumberClaimToItem(room), ConditionExpression: 'attribute_not_exists(pk)' } },
  { label: 'room', Put: { Item: roomToItem({ ...room, current: null }), ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    label: 'building',
    Update: {
      Key: rentKeys.building(room.companyId, room.buildingNumber),
      UpdateExpression: 'ADD totalRooms :one',
      ConditionExpression: 'attribute_exists(pk) AND floors >= :level',
      ExpressionAttributeValues: { ':one': 1, ':level': room.level },
    },
  },
  audit,
  // a new room has no rents: it counts from its creation day
  ...insightOps(room.companyId, roomContribution(room)),
];

export async function getRoom(companyId: string, ref: RoomRef): Promise<RoomRecord | null> {
  const item = await getItem(rentKeys.room(companyId, ref.buildingNumber, ref.level, ref.roomUlid), { consistent: true });
  return item ? roomFromItem(item) : null;
}

/** A building's rooms with their current rents: one Query over the building partition's ROOM# items. */
export async function listRoomsOfBuilding(companyId: string, buildingNumber: number): Promise<RoomRecord[]> {
  // a building outside the account's scope has no rooms it may see (ROLES.md: as another company's)
  if (!buildingInScope(buildingNumber)) return [];
  const items = await queryAll({
    partition: rentKeys.buildingPartition(companyId, buildingNumber),
    sort: beginsWith(rentKeys.roomsPrefix),
  });
  return items.map(roomFromItem);
}

/** A level's rooms: one Query by key prefix (building partition, ROOM#<level>#). */
export async function listRoomsOfLevel(companyId: string, buildingNumber: number, level: number): Promise<RoomRecord[]> {
  if (!buildingInScope(buildingNumber)) return [];
  const items = await queryAll({
    partition: rentKeys.buildingPartition(companyId, buildingNumber),
    sort: beginsWith(rentKeys.roomsOfLevelPrefix(level)),
  });
  return items.map(roomFromItem);
}

/** One page of the company's vacant rooms in index order (building, level, then the order rooms were added): the sparse vacant index (gsi3). */
export async function listVacantRooms(
  companyId: string,
  page: { readonly limit: number; readonly cursor?: string | null },
): Promise<{ items: RoomRecord[]; nextCursor: string | null }> {
  const found = await queryPage({ index: 'gsi3', partition: rentKeys.vacantRoomsPk(companyId), ...page });
  return { items: inBuildingScope(found.items, 'roomId').map(roomFromItem), nextCursor: found.nextCursor };
}

/** The building's first room on a level above `floors` (what keeps its floors from shrinking): one Query, `Limit 1`. */
export async function firstRoomAboveLevel(companyId: string, buildingNumber: number, floors: number): Promise<RoomRecord | null> {
  const found = await queryPage({
    partition: rentKeys.buildingPartition(companyId, buildingNumber),
    sort: between(rentKeys.roomsOfLevelPrefix(floors + 1), `${rentKeys.roomsPrefix}~`),
    limit: 1,
  });
  return found.items[0] ? roomFromItem(found.items[0]) : null;
}

/** Whether any rent of the room is stored (its rental history, deleted rents aside): one Query, `Limit 1`. */
export async function roomHasRents(companyId: string, ref: RoomRef): Promise<boolean> {
  const found = await queryPage({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.rentsOfRoomPrefix(ref.roomUlid)),
    limit: 1,
  });
  return found.items.length > 0;
}

/**
 * Deletes a room that has no rents, with its number claim, the building's room count and its audit entry. The
 * caller found no rent after reading the room; the room is conditioned on having no current rent and on the count
 * of rents added it read (`rentsAdded`, raised by each Add Rent), so a rent added meanwhile makes it fail. Condition
 * label `room` (gone, or rented since it was read).
 */
export async function deleteRoom(room: RoomRecord, audit: TransactOp): Promise<void> {
  const added = room.rentsAdded ?? 0;
  await transact([
    {
      label: 'room',
      Delete: {
        Key: rentKeys.room(room.companyId, room.buildingNumber, room.level, room.roomUlid),
        // a maintenance request added meanwhile (maintRequests) keeps the room too
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(currentRentId) AND ${
          added === 0 ? 'attribute_not_exists(rentsAdded)' : 'rentsAdded = :added'
        } AND (attribute_not_exists(maintRequests) OR maintRequests = :noRequests)`,
        ExpressionAttributeValues: { ':noRequests': 0, ...(added === 0 ? {} : { ':added': added }) },
      },
    },
    {
      label: 'roomNumber',
      Delete: {
        Key: rentKeys.roomNumberClaim(room.companyId, room.buildingNumber, room.level, normalizeRoomNumber(room.roomNumber)),
        ConditionExpression: 'roomId = :roomId',
        ExpressionAttributeValues: { ':roomId': room.roomId },
      },
    },
    {
      label: 'building',
      Update: {
        Key: rentKeys.building(room.companyId, room.buildingNumber),
        UpdateExpression: 'ADD totalRooms :minusOne',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':minusOne': -1 },
      },
    },
    audit,
    // a room goes only without rents (theirs left with them): its whole count goes with it
    ...insightOps(room.companyId, diffMoves(roomContribution(room), [])),
  ]);
}

/**
 * Renumbers a room, all or nothing: the room on its version (`versionGuard`) and on `rentsAdded` as read, so a rent
 * added meanwhile makes the caller re-read (label `room`); when the normalised number changes, the old claim goes
 * (`roomId = :room`) and the new one is put (`attribute_not_exists`; `roomNumber`: taken on this level); each rent
 * of the room gets the new number (`rent`: deleted meanwhile). With its audit entry.
 */
export async function renumberRoom(
  room: RoomRecord,
  roomNumber: string,
  expectedVersion: number,
  rents: ReadonlyArray<Pick<RentRecord, 'companyId' | 'buildingNumber' | 'roomUlid' | 'rentUlid'>>,
  audit: TransactOp,
): Promise<void> {
  const guard = versionGuard(expectedVersion);
  const claimMoves = normalizeRoomNumber(roomNumber) !== normalizeRoomNumber(room.roomNumber);
  const added = room.rentsAdded ?? 0;
  await transact([
    {
      label: 'room',
      Update: {
        Key: rentKeys.room(room.companyId, room.buildingNumber, room.level, room.roomUlid),
        UpdateExpression: `SET roomNumber = :number, ${guard.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${guard.condition} AND ${added === 0 ? '(attribute_not_exists(rentsAdded) OR rentsAdded = :added)' : 'rentsAdded = :added'}`,
        ExpressionAttributeNames: guard.names,
        ExpressionAttributeValues: { ':number': roomNumber, ':added': added, ...guard.values },
      },
    },
    ...(claimMoves
      ? [
          {
            label: 'oldRoomNumber',
            Delete: {
              Key: rentKeys.roomNumberClaim(room.companyId, room.buildingNumber, room.level, normalizeRoomNumber(room.roomNumber)),
              ConditionExpression: 'roomId = :room',
              ExpressionAttributeValues: { ':room': room.roomId },
            },
          },
          {
            label: 'roomNumber',
            Put: { Item: roomNumberClaimToItem({ ...room, roomNumber }), ConditionExpression: 'attribute_not_exists(pk)' },
          },
        ]
      : []),
    ...rents.map((rent) => ({
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: 'SET roomNumber = :number',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':number': roomNumber },
      },
    })),
    audit,
  ]);
}
