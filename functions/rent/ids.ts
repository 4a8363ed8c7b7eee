/**
 * Ids are opaque to the SPA but carry what is needed to build the item's key, so reading one is a GetItem:
 * room id = `<building>-<level>-<roomUlid>`, rent id = `<building>-<level>-<roomUlid>-<rentUlid>`. An id that
 * does not parse is not one of ours (callers answer 404). Also the other key parts derived from user input.
 */
import { createHash } from 'node:crypto';
import { buildingInScope } from '../lib/scope.ts';

// Regex literals, not new RegExp(): esbuild drops unused literals, a constructor call rides along in every bundle.
const ROOM_ID = /^([1-9]\d{0,8})-([1-9]\d{0,2})-([0-9A-HJKMNP-TV-Z]{26})$/;
const RENT_ID = /^([1-9]\d{0,8})-([1-9]\d{0,2})-([0-9A-HJKMNP-TV-Z]{26})-([0-9A-HJKMNP-TV-Z]{26})$/;
const TENANT_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const PAYMENT_ID = /^(.+)-([0-9a-f]{32})$/;
const FEE_ID = /^(.+)-(\d{4}-\d{2}-\d{2})-(\d{3})$/;

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
/** A payment's id: its rent's id and its reference hash (`<rent id>-<32 hex>`), so it names its key too. */
export const paymentIdOf = (rentId: string, referenceHash: string) => `${rentId}-${referenceHash}`;

/** The building number a room, rent, payment, fee or maintenance id names, whatever the scope (lists keep those inside it). */
export function buildingOfId(id: unknown): number | null {
  const m = typeof id === 'string' ? /^([1-9]\d{0,8})-/.exec(id.trim()) : null;
  return m ? Number(m[1]) : null;
}

/** Items of a company-wide index whose id (`idField`) names a building inside the account's scope (ROLES.md). */
export function inBuildingScope<T extends Record<string, unknown>>(items: T[], idField: string): T[] {
  return items.filter((item) => {
    const building = buildingOfId(item[idField]);
    return building !== null && buildingInScope(building);
  });
}

/** A room id as its key parts, or null when it is not one of ours (callers answer 404). */
export function parseRoomId(id: unknown): RoomRef | null {
  const ref = roomIdShape(id);
  // a room of a building outside the account's scope is not one of ours either (ROLES.md: 404 as another company's)
  return ref && buildingInScope(ref.buildingNumber) ? ref : null;
}

/** A room id's parts whatever the scope: only to answer a well-formed id as another company's would (its rent is not found). */
export function roomIdShape(id: unknown): RoomRef | null {
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
  if (!buildingInScope(Number(m[1]))) return null;
  const roomId = roomIdOf(Number(m[1]), Number(m[2]), m[3]);
  return { roomId, rentId: m[0], buildingNumber: Number(m[1]), level: Number(m[2]), roomUlid: m[3], rentUlid: m[4] };
}

/** Largest sequence number of a fee within its period (3 digits in its key and id). */
export const MAX_FEE_SEQ = 999;

/** A late fee's id: its rent's id, its period's start and its sequence number (`<rent id>-2024-02-01-001`). */
export const feeIdOf = (rentId: string, periodStart: string, seq: number) => `${rentId}-${periodStart}-${String(seq).padStart(3, '0')}`;

/** A fee id as its rent's key parts, period start and sequence number, or null when it is not one of ours. */
export function parseFeeId(id: unknown): { rent: RentRef; periodStart: string; seq: number } | null {
  if (typeof id !== 'string') return null;
  const m = FEE_ID.exec(id.trim());
  const rent = m ? parseRentId(m[1]) : null;
  return rent ? { rent, periodStart: m![2]!, seq: Number(m![3]) } : null;
}

/** A payment id (`<rent id>-<reference hash>`) as its rent's key parts and its hash, or null when it is not one of ours. */
export function parsePaymentId(id: unknown): { rent: RentRef; referenceHash: string } | null {
  if (typeof id !== 'string') return null;
  const m = PAYMENT_ID.exec(id.trim());
  const rent = m ? parseRentId(m[1]) : null;
  return rent ? { rent, referenceHash: m![2]! } : null;
}

/** A maintenance request's id: its room's id and its ULID (`<room id>-<requestUlid>`), so it names its key. */
export const maintenanceIdOf = (roomId: string, requestUlid: string) => `${roomId}-${requestUlid}`;

export interface MaintenanceRef extends RoomRef {
  requestId: string;
  requestUlid: string;
}

/** A maintenance request id as its room's key parts and its ULID, or null when it is not one of ours (callers answer 404). */
export function parseMaintenanceId(id: unknown): MaintenanceRef | null {
  const ref = parseRentId(id); // the same shape: <building>-<level>-<roomUlid>-<ulid>
  if (!ref) return null;
  const { roomId, buildingNumber, level, roomUlid } = ref;
  return { roomId, buildingNumber, level, roomUlid, requestId: ref.rentId, requestUlid: ref.rentUlid };
}

export function isTenantId(id: unknown): id is string {
  return typeof id === 'string' && TENANT_ID.test(id);
}

/** Room numbers are unique per level, compared trimmed and case-insensitively. */
export const normalizeRoomNumber = (roomNumber: string) => roomNumber.trim().toLowerCase();

/** A payment's identity within its rent (idempotency): the trimmed reference, hashed so any text fits in a key. */
export function referenceHash(reference: string): string {
  return createHash('sha256').update(reference.trim(), 'utf8').digest('hex').slice(0, 32);
}
