/**
 * Rent management data: buildings, rooms, tenants, rents, payments and the aggregates the screens read.
 * Every access pattern is a named function here (see README.md: pattern → index → key condition).
 * Writes that change a rent, its room and the building's figures happen in one TransactWriteItems.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RentType } from '../../shared/domain/rent.ts';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';

// ───────────────────────────── ids ─────────────────────────────

/**
 * Ids are opaque to the SPA but carry what is needed to build the item's key, so reading one is a GetItem:
 * room id = `<building>-<level>-<roomUlid>`, rent id = `<building>-<level>-<roomUlid>-<rentUlid>`.
 */
const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
const ROOM_ID = new RegExp(`^([1-9]\\d{0,8})-([1-9]\\d{0,2})-(${ULID})$`);
const RENT_ID = new RegExp(`^([1-9]\\d{0,8})-([1-9]\\d{0,2})-(${ULID})-(${ULID})$`);
const TENANT_ID = new RegExp(`^${ULID}$`);

export interface RoomRef {
  roomId: string;
  buildingNumber: number;
  level: number;
  roomUlid: string;
}

export interface RentRef extends RoomRef {
  rentId: string;
  rentUlid: string;
}

export const roomIdOf = (buildingNumber: number, level: number, roomUlid: string) => `${buildingNumber}-${level}-${roomUlid}`;
export const rentIdOf = (roomId: string, rentUlid: string) => `${roomId}-${rentUlid}`;

/** A room id as its key parts, or null when it is not one of ours (callers answer 404). */
export function parseRoomId(id: unknown): RoomRef | null {
  if (typeof id !== 'string') return null;
  const m = ROOM_ID.exec(id.trim());
  if (!m) return null;
  return { roomId: m[0], buildingNumber: Number(m[1]), level: Number(m[2]), roomUlid: m[3] };
}

/** A rent id as its key parts (including its room's), or null when it is not one of ours (callers answer 404). */
export function parseRentId(id: unknown): RentRef | null {
  if (typeof id !== 'string') return null;
  const m = RENT_ID.exec(id.trim());
  if (!m) return null;
  const roomId = roomIdOf(Number(m[1]), Number(m[2]), m[3]);
  return { roomId, rentId: m[0], buildingNumber: Number(m[1]), level: Number(m[2]), roomUlid: m[3], rentUlid: m[4] };
}

export function isTenantId(id: unknown): id is string {
  return typeof id === 'string' && TENANT_ID.test(id);
}

// ───────────────────────────── records ─────────────────────────────

export interface BuildingRecord {
  companyId: string;
  buildingNumber: number;
  name: string;
  floors: number;
  address: string;
  /** Maintained aggregates, changed in the same transaction as the room or rent they count. */
  totalRooms: number;
  roomsRented: number;
  totalRentCents: number;
  createdAt: string;
}

/** The room's denormalised copy of its current rent (so a level's screen is one Query over rooms). */
export interface CurrentRentOnRoom {
  currentRentId: string;
  rentPriceCents: number;
  depositCents: number;
  rentStartDate: string;
  rentEndDate: string;
  rentType: RentType;
  paidCents: number;
  tenantId: string;
  tenantName: string;
  tenantPhone: string;
}

const CURRENT_RENT_FIELDS = [
  'currentRentId',
  'rentPriceCents',
  'depositCents',
  'rentStartDate',
  'rentEndDate',
  'rentType',
  'paidCents',
  'tenantId',
  'tenantName',
  'tenantPhone',
] as const satisfies ReadonlyArray<keyof CurrentRentOnRoom>;

export interface RoomRecord {
  companyId: string;
  roomId: string;
  buildingNumber: number;
  buildingName: string;
  level: number;
  roomUlid: string;
  roomNumber: string;
  createdAt: string;
  current: CurrentRentOnRoom | null;
}

export interface TenantRecord {
  companyId: string;
  tenantId: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  idType: string;
  idNumber: string;
  idExpiry: string;
  idIssuingCountry: string;
  createdAt: string;
}

export interface RentRecord {
  companyId: string;
  rentId: string;
  rentUlid: string;
  roomId: string;
  roomUlid: string;
  roomNumber: string;
  buildingNumber: number;
  buildingName: string;
  level: number;
  tenantId: string;
  tenantName: string;
  tenantPhone: string;
  tenantEmail: string;
  rentPriceCents: number;
  depositCents: number;
  startDate: string;
  endDate: string;
  rentType: RentType;
  /** Σ payments recorded for this rent. */
  paidCents: number;
  checkoutDate: string | null;
  createdAt: string;
  /** Set while a large rent is deleted in several transactions; such a rent is hidden everywhere. */
  deleting?: boolean;
}

export interface PaymentRecord {
  reference: string;
  method: string;
  amountCents: number;
  /** Server time of recording (ISO timestamp). */
  paidAt: string;
  /** Payment date: the UTC calendar day it was recorded ('YYYY-MM-DD'). */
  date: string;
}

export interface StoredPayment extends PaymentRecord {
  rentId: string;
  referenceHash: string;
}

export interface RentWithPayments extends RentRecord {
  /** Oldest first. */
  payments: PaymentRecord[];
}

export interface RevenueDay {
  date: string;
  sumCents: number;
  count: number;
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];

function strip(item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) if (!KEY_ATTRIBUTES.includes(k)) out[k] = v;
  return out;
}

const toBuilding = (item: Record<string, unknown>) => strip(item) as unknown as BuildingRecord;
const toTenant = (item: Record<string, unknown>) => strip(item) as unknown as TenantRecord;
const toRent = (item: Record<string, unknown>): RentRecord => {
  const r = strip(item) as unknown as RentRecord;
  return { ...r, checkoutDate: r.checkoutDate ?? null };
};
const toPayment = (item: Record<string, unknown>): StoredPayment => strip(item) as unknown as StoredPayment;

function toRoom(item: Record<string, unknown>): RoomRecord {
  const s = strip(item);
  const base: RoomRecord = {
    companyId: s.companyId as string,
    roomId: s.roomId as string,
    buildingNumber: s.buildingNumber as number,
    buildingName: s.buildingName as string,
    level: s.level as number,
    roomUlid: s.roomUlid as string,
    roomNumber: s.roomNumber as string,
    createdAt: s.createdAt as string,
    current: null,
  };
  if (typeof s.currentRentId === 'string') {
    base.current = Object.fromEntries(CURRENT_RENT_FIELDS.map((f) => [f, s[f]])) as unknown as CurrentRentOnRoom;
  }
  return base;
}

// ───────────────────────────── helpers ─────────────────────────────

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type TransactOutcome = { ok: true } | { ok: false; reasons: Array<string | undefined> };

const MAX_CONFLICT_RETRIES = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One TransactWriteItems. A cancellation caused only by a conflicting concurrent transaction is retried
 * with jittered backoff; a failed condition is returned with the per-item reasons for the caller to map.
 */
async function transact(items: TransactItem[]): Promise<TransactOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (err) {
      let retryable = false;
      if (err instanceof TransactionCanceledException) {
        const reasons = (err.CancellationReasons ?? []).map((r) => r.Code);
        if (reasons.includes('ConditionalCheckFailed')) return { ok: false, reasons };
        retryable = reasons.includes('TransactionConflict');
      } else if ((err as { name?: string }).name === 'TransactionConflictException') {
        retryable = true;
      }
      if (!retryable || attempt >= MAX_CONFLICT_RETRIES) throw err;
      await sleep(Math.random() * 25 * 2 ** Math.min(attempt, 5));
    }
  }
}

const failedAt = (outcome: TransactOutcome, index: number) => !outcome.ok && outcome.reasons[index] === 'ConditionalCheckFailed';

async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const res = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    out.push(...(res.Items ?? []));
    startKey = res.LastEvaluatedKey;
  } while (startKey);
  return out;
}

async function getItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | null> {
  const res = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return res.Item ?? null;
}

// ───────────────────────────── buildings ─────────────────────────────

/** Building cards: one Query over the company's building items (their aggregates are maintained). */
export async function listBuildings(companyId: string): Promise<BuildingRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':prefix': keys.buildingsPrefix },
  });
  return items.map(toBuilding);
}

export async function getBuilding(companyId: string, buildingNumber: number): Promise<BuildingRecord | null> {
  const item = await getItem(keys.building(companyId, buildingNumber));
  return item ? toBuilding(item) : null;
}

/** False when the company already has a building with this number. */
export async function createBuilding(building: BuildingRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.building(building.companyId, building.buildingNumber), ...building },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

// ───────────────────────────── rooms ─────────────────────────────

/** Room numbers are unique per level, compared trimmed and case-insensitively. */
export const normalizeRoomNumber = (roomNumber: string) => roomNumber.trim().toLowerCase();

/**
 * Adds a room, claims its number on the level and bumps the building's room count, atomically.
 * The room starts in the vacant index.
 */
export async function createRoom(room: RoomRecord): Promise<'created' | 'duplicate' | 'no-building'> {
  const { companyId, buildingNumber, level, roomUlid } = room;
  const { current: _none, ...stored } = room;
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.roomNumberClaim(companyId, buildingNumber, level, normalizeRoomNumber(room.roomNumber)),
          roomId: room.roomId,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.room(companyId, buildingNumber, level, roomUlid),
          ...keys.vacantRoomIndex(companyId, buildingNumber, level, roomUlid),
          ...stored,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.building(companyId, buildingNumber),
        UpdateExpression: 'ADD totalRooms :one',
        ConditionExpression: 'attribute_exists(pk) AND floors >= :level',
        ExpressionAttributeValues: { ':one': 1, ':level': level },
      },
    },
  ]);
  if (outcome.ok) return 'created';
  if (failedAt(outcome, 2)) return 'no-building';
  if (failedAt(outcome, 0)) return 'duplicate';
  throw new Error(`Unexpected room creation failure: ${outcome.reasons.join(',')}`);
}

export async function getRoom(companyId: string, ref: RoomRef): Promise<RoomRecord | null> {
  const item = await getItem(keys.room(companyId, ref.buildingNumber, ref.level, ref.roomUlid));
  return item ? toRoom(item) : null;
}

/** A building's rooms with their current rents: one Query over the building partition's ROOM# items. */
export async function listRoomsOfBuilding(companyId: string, buildingNumber: number): Promise<RoomRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.buildingPartition(companyId, buildingNumber), ':prefix': keys.roomsPrefix },
  });
  return items.map(toRoom);
}

/** A level's rooms: one Query by key prefix (building partition, ROOM#<level>#). */
export async function listRoomsOfLevel(companyId: string, buildingNumber: number, level: number): Promise<RoomRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.buildingPartition(companyId, buildingNumber),
      ':prefix': keys.roomsOfLevelPrefix(level),
    },
  });
  return items.map(toRoom);
}

/** Vacant rooms of the company: the sparse vacant index (gsi3), one Query. */
export async function listVacantRooms(companyId: string): Promise<RoomRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.vacantRoomsPk(companyId) },
  });
  return items.map(toRoom);
}

// ───────────────────────────── tenants ─────────────────────────────

export async function createTenant(tenant: TenantRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.tenant(tenant.companyId, tenant.tenantId), ...tenant },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getTenant(companyId: string, tenantId: string): Promise<TenantRecord | null> {
  if (!isTenantId(tenantId)) return null;
  const item = await getItem(keys.tenant(companyId, tenantId));
  return item ? toTenant(item) : null;
}

/** The company's tenants: one Query over TENANT# items. */
export async function listTenants(companyId: string): Promise<TenantRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':prefix': keys.tenantsPrefix },
  });
  return items.map(toTenant);
}

// ───────────────────────────── rents ─────────────────────────────

const rentKey = (r: Pick<RentRecord, 'companyId' | 'buildingNumber' | 'roomUlid' | 'rentUlid'>) =>
  keys.rent(r.companyId, r.buildingNumber, r.roomUlid, r.rentUlid);
const roomKeyOfRent = (r: Pick<RentRecord, 'companyId' | 'buildingNumber' | 'level' | 'roomUlid'>) =>
  keys.room(r.companyId, r.buildingNumber, r.level, r.roomUlid);

function currentRentOnRoom(rent: RentRecord): CurrentRentOnRoom {
  return {
    currentRentId: rent.rentId,
    rentPriceCents: rent.rentPriceCents,
    depositCents: rent.depositCents,
    rentStartDate: rent.startDate,
    rentEndDate: rent.endDate,
    rentType: rent.rentType,
    paidCents: rent.paidCents,
    tenantId: rent.tenantId,
    tenantName: rent.tenantName,
    tenantPhone: rent.tenantPhone,
  };
}

/** Items that turn a room vacant again and take the rent out of the building's figures. */
function freeRoomItems(rent: RentRecord): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: roomKeyOfRent(rent),
        UpdateExpression: `REMOVE ${CURRENT_RENT_FIELDS.join(', ')} SET gsi3pk = :vpk, gsi3sk = :vsk`,
        ConditionExpression: 'currentRentId = :rentId',
        ExpressionAttributeValues: {
          ':rentId': rent.rentId,
          ...prefixed(keys.vacantRoomIndex(rent.companyId, rent.buildingNumber, rent.level, rent.roomUlid), { gsi3pk: ':vpk', gsi3sk: ':vsk' }),
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.building(rent.companyId, rent.buildingNumber),
        UpdateExpression: 'ADD roomsRented :minusOne, totalRentCents :minusPrice',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':minusOne': -1, ':minusPrice': -rent.rentPriceCents },
      },
    },
  ];
}

function prefixed(index: Record<string, string>, names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(index).map(([k, v]) => [names[k], v]));
}

/**
 * Puts a new current rent on a vacant room in one transaction: the rent (active index, and due index when
 * `overdueFrom` is set), the room's denormalised copy (leaving the vacant index), the building's figures.
 * The room condition `attribute_not_exists(currentRentId)` keeps one current rent per room under concurrency.
 */
export async function createRent(rent: RentRecord, overdueFrom: string | null): Promise<'created' | 'occupied' | 'missing' | 'no-tenant'> {
  const current = currentRentOnRoom(rent);
  // A new rent has no checkout date: the attribute is absent (conditions test attribute_not_exists), not null.
  const { checkoutDate: _none, ...stored } = rent;
  const setRoom = CURRENT_RENT_FIELDS.map((f) => `${f} = :${f}`).join(', ');
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...rentKey(rent),
          ...keys.activeRentIndex(rent.companyId, rent.buildingNumber, rent.level, rent.rentUlid),
          ...(overdueFrom ? keys.dueRentIndex(rent.companyId, overdueFrom, rent.rentUlid) : {}),
          ...stored,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: roomKeyOfRent(rent),
        UpdateExpression: `SET ${setRoom} REMOVE gsi3pk, gsi3sk`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(currentRentId)',
        ExpressionAttributeValues: Object.fromEntries(CURRENT_RENT_FIELDS.map((f) => [`:${f}`, current[f]])),
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.building(rent.companyId, rent.buildingNumber),
        UpdateExpression: 'ADD roomsRented :one, totalRentCents :price',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ':price': rent.rentPriceCents },
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.tenant(rent.companyId, rent.tenantId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ]);
  if (outcome.ok) return 'created';
  if (failedAt(outcome, 3)) return 'no-tenant';
  if (failedAt(outcome, 1)) {
    // The room exists but already has a current rent, or it does not exist at all.
    return (await getItem(roomKeyOfRent(rent))) ? 'occupied' : 'missing';
  }
  return 'missing';
}

/** A rent by id (consistent read); null when unknown, of another company, or being deleted. */
export async function getRent(companyId: string, ref: RentRef, options: { includeDeleting?: boolean } = {}): Promise<RentRecord | null> {
  const item = await getItem(keys.rent(companyId, ref.buildingNumber, ref.roomUlid, ref.rentUlid));
  if (!item) return null;
  const rent = toRent(item);
  if (rent.deleting && !options.includeDeleting) return null;
  return rent;
}

/** Rental history of a room, newest first: one Query by key prefix RENT#<roomUlid>#. */
export async function listRentsOfRoom(companyId: string, ref: RoomRef): Promise<RentRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.buildingPartition(companyId, ref.buildingNumber),
      ':prefix': keys.rentsOfRoomPrefix(ref.roomUlid),
    },
    ScanIndexForward: false,
  });
  return items.map(toRent).filter((r) => !r.deleting);
}

/** Payments of one rent, oldest first: one Query by key prefix PAY#<rentUlid>#. */
export async function listPaymentsOfRent(companyId: string, ref: Pick<RentRef, 'buildingNumber' | 'rentUlid'>): Promise<StoredPayment[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.buildingPartition(companyId, ref.buildingNumber),
      ':prefix': keys.paymentsOfRentPrefix(ref.rentUlid),
    },
    ConsistentRead: true,
  });
  return items.map(toPayment).sort((a, b) => a.paidAt.localeCompare(b.paidAt));
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
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.activeRentsPk(companyId) },
  });
  return items.map(toRent);
}

/** Current rents whose overdue day has come: the sparse due index (gsi2), key condition gsi2sk ≤ today. */
export async function listRentsDueBy(companyId: string, today: string): Promise<RentRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :upTo',
    // '~' sorts after every ULID character, so the bound includes rents turning overdue today.
    ExpressionAttributeValues: { ':pk': keys.dueRentsPk(companyId), ':upTo': `${today}#~` },
  });
  return items.map(toRent);
}

/**
 * Checks a tenant out: the rent gets its checkout date and leaves the active and due indexes; the room is
 * cleared and vacant again; the building's figures drop. 'changed' when the rent is no longer the room's
 * current rent (checked out or deleted meanwhile).
 */
export async function checkoutRent(rent: RentRecord, checkoutDate: string): Promise<'checked-out' | 'changed'> {
  const outcome = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: rentKey(rent),
        UpdateExpression: 'SET checkoutDate = :date REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(checkoutDate) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':date': checkoutDate },
      },
    },
    ...freeRoomItems(rent),
  ]);
  return outcome.ok ? 'checked-out' : 'changed';
}

// ───────────────────────────── payments ─────────────────────────────

export async function getPayment(companyId: string, ref: RentRef, referenceHash: string): Promise<StoredPayment | null> {
  const item = await getItem(keys.payment(companyId, ref.buildingNumber, ref.rentUlid, referenceHash));
  return item ? toPayment(item) : null;
}

export type PaymentOutcome = 'recorded' | 'duplicate' | 'not-current' | 'rent-changed';

/**
 * Records a payment on the room's current rent, all or nothing: the payment (its key holds the reference
 * hash: `attribute_not_exists` makes the reference idempotent), the rent's paid total and its due-index key
 * (recomputed by the caller for the new total: `overdueFromAfter`), the room's copy, and the day's revenue.
 * The rent update is conditioned on the paid total the caller read, so a concurrent payment forces a re-read
 * ('rent-changed') instead of a stale due key.
 */
export async function recordPayment(
  rent: RentRecord,
  payment: PaymentRecord & { referenceHash: string },
  overdueFromAfter: string | null,
): Promise<PaymentOutcome> {
  const newPaid = rent.paidCents + payment.amountCents;
  const due = overdueFromAfter ? keys.dueRentIndex(rent.companyId, overdueFromAfter, rent.rentUlid) : null;
  const stored: StoredPayment = { ...payment, rentId: rent.rentId };
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.payment(rent.companyId, rent.buildingNumber, rent.rentUlid, payment.referenceHash), ...stored },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: rentKey(rent),
        UpdateExpression: due ? 'SET paidCents = :new, gsi2pk = :dpk, gsi2sk = :dsk' : 'SET paidCents = :new REMOVE gsi2pk, gsi2sk',
        ConditionExpression:
          'attribute_exists(pk) AND paidCents = :old AND attribute_not_exists(checkoutDate) AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':new': newPaid, ':old': rent.paidCents, ...(due ? { ':dpk': due.gsi2pk, ':dsk': due.gsi2sk } : {}) },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: roomKeyOfRent(rent),
        UpdateExpression: 'SET paidCents = :new',
        ConditionExpression: 'currentRentId = :rentId',
        ExpressionAttributeValues: { ':new': newPaid, ':rentId': rent.rentId },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.revenueDay(rent.companyId, payment.date),
        UpdateExpression: 'SET #date = :date ADD sumCents :amount, #count :one',
        ExpressionAttributeNames: { '#date': 'date', '#count': 'count' },
        ExpressionAttributeValues: { ':date': payment.date, ':amount': payment.amountCents, ':one': 1 },
      },
    },
  ]);
  if (outcome.ok) return 'recorded';
  if (failedAt(outcome, 0)) return 'duplicate';
  if (failedAt(outcome, 2)) return 'not-current';
  return 'rent-changed';
}

// ───────────────────────────── revenue ─────────────────────────────

/** Revenue days between two dates inclusive: one Query over REVDAY# sort keys (cost grows with days, not payments). */
export async function listRevenueDays(companyId: string, startDate: string, endDate: string): Promise<RevenueDay[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.company(companyId).pk,
      ':from': keys.revenueDay(companyId, startDate).sk,
      ':to': keys.revenueDay(companyId, endDate).sk,
    },
  });
  return items.map((i) => ({ date: i.date as string, sumCents: Number(i.sumCents ?? 0), count: Number(i.count ?? 0) }));
}

// ───────────────────────────── deleting a rent ─────────────────────────────

/** TransactWriteItems takes at most 100 items. */
export const MAX_TRANSACTION_ITEMS = 100;

/** Revenue-day decrements for a set of payments: one update per day (a transaction may touch an item once). */
function revenueDecrements(companyId: string, payments: StoredPayment[]): TransactItem[] {
  const byDay = new Map<string, { sum: number; count: number }>();
  for (const p of payments) {
    const d = byDay.get(p.date) ?? { sum: 0, count: 0 };
    d.sum += p.amountCents;
    d.count += 1;
    byDay.set(p.date, d);
  }
  return [...byDay].map(([date, d]) => ({
    Update: {
      TableName: tableName(),
      Key: keys.revenueDay(companyId, date),
      UpdateExpression: 'ADD sumCents :minusSum, #count :minusCount',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusSum': -d.sum, ':minusCount': -d.count },
    },
  }));
}

const paymentDeletes = (rent: RentRecord, payments: StoredPayment[]): TransactItem[] =>
  payments.map((p) => ({
    Delete: {
      TableName: tableName(),
      Key: keys.payment(rent.companyId, rent.buildingNumber, rent.rentUlid, p.referenceHash),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }));

/** The rent as read: same paid total and same checkout state, so nothing slipped in since. */
function unchangedRentCondition(rent: RentRecord) {
  return {
    ConditionExpression: `attribute_exists(pk) AND paidCents = :paid AND attribute_not_exists(deleting) AND ${
      rent.checkoutDate ? 'attribute_exists(checkoutDate)' : 'attribute_not_exists(checkoutDate)'
    }`,
    ExpressionAttributeValues: { ':paid': rent.paidCents },
  };
}

/**
 * Deletes a rent with its payments, frees its room when it is current, and takes its payments out of the
 * revenue days. When everything fits in one transaction (≤ 100 items) it is one transaction. Otherwise:
 * 1. `markRentDeleting`: one transaction flags the rent (hidden everywhere, out of the indexes, no more
 *    payments accepted) and frees its room and the building's figures;
 * 2. `purgeDeletingRent`: chunks of payment deletes, each with its revenue decrements and the rent's paid
 *    total, then the rent item itself. Each chunk is atomic, so a crash leaves a consistent, flagged rent,
 *    and a repeated DELETE resumes at step 2.
 * 'changed' when the rent moved on since it was read (the caller re-reads and retries).
 */
export async function deleteRent(
  rent: RentRecord,
  options: { maxItems?: number } = {},
): Promise<'deleted' | 'changed'> {
  const maxItems = options.maxItems ?? MAX_TRANSACTION_ITEMS;
  if (!rent.deleting) {
    const payments = await listPaymentsOfRent(rent.companyId, rent);
    if (payments.reduce((s, p) => s + p.amountCents, 0) !== rent.paidCents) return 'changed';
    const isCurrent = !rent.checkoutDate;
    const single: TransactItem[] = [
      { Delete: { TableName: tableName(), Key: rentKey(rent), ...unchangedRentCondition(rent) } },
      ...(isCurrent ? freeRoomItems(rent) : []),
      ...paymentDeletes(rent, payments),
      ...revenueDecrements(rent.companyId, payments),
    ];
    if (single.length <= maxItems) {
      const outcome = await transact(single);
      return outcome.ok ? 'deleted' : 'changed';
    }
    if ((await markRentDeleting(rent)) === 'changed') return 'changed';
  }
  await purgeDeletingRent(rent, maxItems);
  return 'deleted';
}

/** Step 1 of a chunked delete (see deleteRent). */
export async function markRentDeleting(rent: RentRecord, now = new Date()): Promise<'marked' | 'changed'> {
  const unchanged = unchangedRentCondition(rent);
  const outcome = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: rentKey(rent),
        UpdateExpression: 'SET deleting = :true, deletingSince = :now REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: unchanged.ConditionExpression,
        ExpressionAttributeValues: { ...unchanged.ExpressionAttributeValues, ':true': true, ':now': now.toISOString() },
      },
    },
    ...(rent.checkoutDate ? [] : freeRoomItems(rent)),
  ]);
  return outcome.ok ? 'marked' : 'changed';
}

/** Step 2 of a chunked delete: payments in atomic chunks, then the flagged rent item. Safe to repeat. */
export async function purgeDeletingRent(rent: RentRecord, maxItems = MAX_TRANSACTION_ITEMS): Promise<void> {
  if (maxItems < 4) throw new RangeError('A chunk needs room for the rent, one payment and its day');
  const full = rent;
  for (;;) {
    const remaining = await listPaymentsOfRent(rent.companyId, rent);
    if (remaining.length === 0) break;
    // Fill a chunk with payments while payments + distinct days + the rent update fit.
    const chunk: StoredPayment[] = [];
    const days = new Set<string>();
    for (const p of remaining) {
      const extraDay = days.has(p.date) ? 0 : 1;
      if (chunk.length + 1 + days.size + extraDay + 1 > maxItems) break;
      chunk.push(p);
      days.add(p.date);
    }
    const outcome = await transact([
      {
        Update: {
          TableName: tableName(),
          Key: rentKey(full),
          UpdateExpression: 'ADD paidCents :minus',
          ConditionExpression: 'attribute_exists(deleting)',
          ExpressionAttributeValues: { ':minus': -chunk.reduce((s, p) => s + p.amountCents, 0) },
        },
      },
      ...paymentDeletes(full, chunk),
      ...revenueDecrements(rent.companyId, chunk),
    ]);
    // A failed condition means another DELETE is purging the same rent concurrently: re-read and go on.
    if (!outcome.ok && failedAt(outcome, 0)) return;
  }
  await transact([
    { Delete: { TableName: tableName(), Key: rentKey(full), ConditionExpression: 'attribute_exists(deleting)' } },
  ]);
}
