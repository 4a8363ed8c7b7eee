/** Rents: adding one to a room, reading them, the report indexes, checkout (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { atMost, beginsWith, queryAll } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { parseRentId, type RentRef, type RoomRef } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import {
  CURRENT_RENT_FIELDS,
  currentRentOnRoom,
  rentFromItem,
  rentKeyOf,
  rentToItem,
  roomKeyOfRent,
  type RentRecord,
  type RentWithPayments,
} from '../records.ts';
import { listPaymentsOfRent } from './payments.ts';

/**
 * Puts a new current rent on a vacant room in one transaction: the rent (active index, and due index when
 * `overdueFrom` is set), the room's denormalised copy (leaving the vacant index), the building's figures.
 * The room condition `attribute_not_exists(currentRentId)` keeps one current rent per room under concurrency.
 * Condition labels: `rent`, `room` (missing, or it has a current rent), `building`, `tenant` (no such tenant).
 */
export async function createRent(rent: RentRecord, overdueFrom: string | null): Promise<void> {
  const current = currentRentOnRoom(rent);
  await transact([
    {
      label: 'rent',
      Put: { Item: rentToItem({ ...rent, checkoutDate: null }, overdueFrom), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    {
      label: 'room',
      Update: {
        Key: roomKeyOfRent(rent),
        UpdateExpression: `SET ${CURRENT_RENT_FIELDS.map((f) => `${f} = :${f}`).join(', ')} REMOVE gsi3pk, gsi3sk`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(currentRentId)',
        ExpressionAttributeValues: Object.fromEntries(CURRENT_RENT_FIELDS.map((f) => [`:${f}`, current[f]])),
      },
    },
    {
      label: 'building',
      Update: {
        Key: rentKeys.building(rent.companyId, rent.buildingNumber),
        UpdateExpression: 'ADD roomsRented :one, totalRentCents :price',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ':price': rent.rentPriceCents },
      },
    },
    {
      label: 'tenant',
      ConditionCheck: { Key: rentKeys.tenant(rent.companyId, rent.tenantId), ConditionExpression: 'attribute_exists(pk)' },
    },
  ]);
}

/**
 * Items that turn a room vacant again and take the rent out of the building's figures (checkout, deletion).
 * Condition labels: `room` (the rent is no longer the room's current rent), `building`.
 */
export function freeRoomItems(rent: RentRecord): TransactOp[] {
  const vacant = rentKeys.vacantRoomIndex(rent.companyId, rent.buildingNumber, rent.level, rent.roomUlid);
  return [
    {
      label: 'room',
      Update: {
        Key: roomKeyOfRent(rent),
        UpdateExpression: `REMOVE ${CURRENT_RENT_FIELDS.join(', ')} SET gsi3pk = :vpk, gsi3sk = :vsk`,
        ConditionExpression: 'currentRentId = :rentId',
        ExpressionAttributeValues: { ':rentId': rent.rentId, ':vpk': vacant.gsi3pk, ':vsk': vacant.gsi3sk },
      },
    },
    {
      label: 'building',
      Update: {
        Key: rentKeys.building(rent.companyId, rent.buildingNumber),
        UpdateExpression: 'ADD roomsRented :minusOne, totalRentCents :minusPrice',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':minusOne': -1, ':minusPrice': -rent.rentPriceCents },
      },
    },
  ];
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
export async function listRentsOfRoom(companyId: string, ref: RoomRef): Promise<RentRecord[]> {
  const items = await queryAll({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.rentsOfRoomPrefix(ref.roomUlid)),
    descending: true,
  });
  return items.map(rentFromItem).filter((r) => !r.deleting);
}

/**
 * For invoices: a rent with its room, tenant and building details (denormalised on the rent item) and its
 * payments, oldest first. Null when the id does not parse, is unknown, is another company's, or is being deleted.
 */
export async function getRentWithPayments(companyId: string, rentId: string): Promise<RentWithPayments | null> {
  const ref = parseRentId(rentId);
  if (!ref) return null;
  const [rent, payments] = await Promise.all([getRent(companyId, ref), listPaymentsOfRent(companyId, ref)]);
  if (!rent) return null;
  return {
    ...rent,
    payments: payments.map(({ reference, method, amountCents, paidAt, date }) => ({ reference, method, amountCents, paidAt, date })),
  };
}

/** Current rents of the company: the sparse active index (gsi1), one Query. */
export async function listActiveRents(companyId: string): Promise<RentRecord[]> {
  const items = await queryAll({ index: 'gsi1', partition: rentKeys.activeRentsPk(companyId) });
  return items.map(rentFromItem);
}

/** Current rents whose overdue day has come: the sparse due index (gsi2), key condition gsi2sk ≤ today. */
export async function listRentsDueBy(companyId: string, today: string): Promise<RentRecord[]> {
  // '~' sorts after every ULID character, so the bound includes rents turning overdue today.
  const items = await queryAll({ index: 'gsi2', partition: rentKeys.dueRentsPk(companyId), sort: atMost(`${today}#~`) });
  return items.map(rentFromItem);
}

/**
 * Checks a tenant out: the rent gets its checkout date and leaves the active and due indexes; the room is
 * cleared and vacant again; the building's figures drop. Condition labels: `rent` (checked out or being
 * deleted meanwhile), and freeRoomItems' `room` and `building`.
 */
export async function checkoutRent(rent: RentRecord, checkoutDate: string): Promise<void> {
  await transact([
    {
      label: 'rent',
      Update: {
        Key: rentKeyOf(rent),
        UpdateExpression: 'SET checkoutDate = :date REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(checkoutDate) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':date': checkoutDate },
      },
    },
    ...freeRoomItems(rent),
  ]);
}
