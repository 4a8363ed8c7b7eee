/** Rooms: adding one, a level's rooms, the unit page. */
import { ulid } from 'ulid';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { isoDateOf, type IsoDate } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { floorLabel } from '../../../shared/rent/floors.ts';
import { MAINTENANCE_MESSAGES } from '../../../shared/rent/maintenance.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { rentState, type RentState, type RentStateInput } from '../../../shared/rent/rules.ts';
import type { AddRoomInput, RoomDetails, RoomRow, UpdateRoomInput } from '../../../shared/rent/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { roomLabel, roomSnapshot } from '../audit.ts';
import { getBuilding } from '../data/buildings.ts';
import { listRentsOfRoom } from '../data/rents.ts';
import { createRoom, deleteRoom, getRoom, listRoomsOfLevel, renumberRoom, roomHasRents } from '../data/rooms.ts';
import { parseRoomId, roomIdOf } from '../ids.ts';
import { NO_ARREARS, type BuildingRecord, type RoomRecord } from '../records.ts';
import { depositAvailableCents } from './rents.ts';

/** Natural order of room numbers: "2" before "10", "A2" before "a10". */
export function compareRoomNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** The rules' view of a room's current rent (its denormalised copy), or null when the room is vacant. */
export function rentInputOfRoom(room: RoomRecord): RentStateInput | null {
  const c = room.current;
  if (!c) return null;
  return {
    rentPriceCents: c.rentPriceCents,
    startDate: c.rentStartDate,
    endDate: c.rentEndDate,
    type: c.rentType,
    checkoutDate: null,
    paidCents: c.paidCents,
    feesCents: c.feesCents,
  };
}

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : fromCents(cents));

export async function addRoom(audit: AuditContext, input: AddRoomInput, now = new Date()): Promise<{ id: string }> {
  const { companyId } = audit;
  const building = await getBuilding(companyId, input.buildingNumber);
  if (!building) throw notFound(RENT_MESSAGES.buildingNotFound);
  if (input.levelNumber > building.floors) throw badRequest(RENT_MESSAGES.levelOutOfRange(building.floors));
  const room = newRoomRecord(companyId, building, input, ulid(), now);
  try {
    await createRoom(room, roomCreatedAuditOp(audit, room, now));
  } catch (err) {
    if (isConditionFailed(err, 'building')) {
      // deleted meanwhile, or its floors corrected below this level since it was read
      const now = await getBuilding(companyId, input.buildingNumber);
      throw now ? badRequest(RENT_MESSAGES.levelOutOfRange(now.floors)) : notFound(RENT_MESSAGES.buildingNotFound);
    }
    throw mapConditionFailed(err, { roomNumber: conflict(RENT_MESSAGES.roomExists) });
  }
  return { id: room.roomId };
}

/** The record of a new room on a level of `building` (Add Room, the import). */
export function newRoomRecord(
  companyId: string,
  building: Pick<BuildingRecord, 'buildingNumber' | 'name'>,
  input: Pick<AddRoomInput, 'levelNumber' | 'roomNumber'>,
  roomUlid: string,
  now: Date,
): RoomRecord {
  return {
    companyId,
    roomId: roomIdOf(building.buildingNumber, input.levelNumber, roomUlid),
    buildingNumber: building.buildingNumber,
    buildingName: building.name,
    level: input.levelNumber,
    roomUlid,
    roomNumber: input.roomNumber,
    createdAt: now.toISOString(),
    current: null,
    arrears: NO_ARREARS,
  };
}

/** The audit entry of a new room, filed under the room (Add Room, the import). */
export const roomCreatedAuditOp = (audit: AuditContext, room: RoomRecord, now: Date) =>
  auditOp(audit, { kind: 'room', recordId: room.roomId, recordLabel: roomLabel(room), changes: created(roomSnapshot(room)) }, now);

function roomRow(room: RoomRecord, state: RentState | null): RoomRow {
  const c = room.current;
  return {
    id: room.roomId,
    room_number: room.roomNumber,
    building_id: room.buildingNumber,
    level: room.level,
    rent_price: money(c?.rentPriceCents),
    rent_payment_status: state?.status ?? 'Vacant',
    current_rent_id: c?.currentRentId ?? null,
    deposit: money(c?.depositCents),
    rent_start_date: c?.rentStartDate ?? null,
    rent_end_date: c?.rentEndDate ?? null,
    tenant_name: c?.tenantName ?? null,
    tenant_phone: c?.tenantPhone ?? null,
    open_maintenance: room.maintOpen ?? 0,
    version: room.version ?? 0,
  };
}

const stateOfRoom = (room: RoomRecord, today: IsoDate): RentState | null => {
  const input = rentInputOfRoom(room);
  return input ? rentState({ ...input, today }) : null;
};

/** A level's rooms, naturally sorted by room number: one Query by key prefix. */
export async function roomsOfLevel(companyId: string, buildingNumber: number, level: number, now = new Date()): Promise<RoomRow[]> {
  const rooms = await listRoomsOfLevel(companyId, buildingNumber, level);
  const today = isoDateOf(now);
  return rooms
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber) || a.roomUlid.localeCompare(b.roomUlid))
    .map((room) => roomRow(room, stateOfRoom(room, today)));
}

/** The room of an id, or 404 (an id that does not parse is not one of ours). */
export async function roomOr404(companyId: string, roomId: string): Promise<RoomRecord> {
  const ref = parseRoomId(roomId);
  const room = ref ? await getRoom(companyId, ref) : null;
  if (!room) throw notFound(RENT_MESSAGES.roomNotFound);
  return room;
}

/** The unit page: the room, its current rent's figures and status (one GetItem). */
export async function roomDetails(companyId: string, roomId: string, now = new Date()): Promise<RoomDetails> {
  const room = await roomOr404(companyId, roomId);
  const state = stateOfRoom(room, isoDateOf(now));
  return {
    ...roomRow(room, state),
    rent_version: room.current?.rentVersion ?? null,
    building_name: room.buildingName,
    floor_label: floorLabel(room.level),
    rent_type: room.current?.rentType ?? null,
    current_due_periods: state?.duePeriods ?? 0,
    current_paid_periods: state?.paidPeriods ?? 0,
    total_amount_due_so_far: fromCents(state?.dueCents ?? 0),
    late_fees: fromCents(state?.feesCents ?? 0),
    total_amount_paid: fromCents(state?.paidCents ?? 0),
    next_payment_date: state?.nextPaymentDate ?? null,
    next_due_date: state?.nextDueDate ?? null,
    amount_due: fromCents(state?.amountDueCents ?? 0),
    deposit_available: fromCents(room.current ? depositAvailableCents(room.current) : 0),
  };
}

/** Delete a room (owner only): only one never rented (409 `This room has rental history`), with its entry. */
export async function removeRoom(audit: AuditContext, roomId: string): Promise<void> {
  const { companyId } = audit;
  const ref = parseRoomId(roomId);
  if (!ref) throw notFound(RENT_MESSAGES.roomNotFound);
  const room = await getRoom(companyId, ref);
  if (!room) throw notFound(RENT_MESSAGES.roomNotFound);
  if (room.current || (await roomHasRents(companyId, ref))) throw conflict(RENT_MESSAGES.roomHasRentalHistory);
  // its maintenance requests name it (lists, history, the building's cost): the room stays
  if ((room.maintRequests ?? 0) > 0) throw conflict(MAINTENANCE_MESSAGES.roomHasRequests);
  const entry = auditOp(audit, { kind: 'room', recordId: room.roomId, recordLabel: roomLabel(room), changes: removed(roomSnapshot(room)) });
  try {
    await deleteRoom(room, entry);
  } catch (err) {
    if (!isConditionFailed(err, 'room')) throw err;
    const now = await getRoom(companyId, ref);
    if (!now) throw notFound(RENT_MESSAGES.roomNotFound);
    throw conflict((now.maintRequests ?? 0) > 0 ? MAINTENANCE_MESSAGES.roomHasRequests : RENT_MESSAGES.roomHasRentalHistory);
  }
}

/** A room's rents that one renumbering transaction can carry (with the room, two claims and the entry). */
const MAX_RENTS_TO_RENUMBER = 90;

/**
 * Edit room (CORRECTIONS.md): its number on the version read (409 stale, 400 nothing changed), unique on its level
 * (409 as on add). The number is copied onto the room's rents (reports, invoices, labels): they move in the same
 * transaction, conditioned on the rents added as read, so a rent added meanwhile makes it read again.
 */
export async function editRoom(audit: AuditContext, input: UpdateRoomInput): Promise<void> {
  const { companyId } = audit;
  const ref = parseRoomId(input.room_id);
  if (!ref) throw notFound(RENT_MESSAGES.roomNotFound);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [room, rents] = await Promise.all([getRoom(companyId, ref), listRentsOfRoom(companyId, ref)]);
    if (!room) throw notFound(RENT_MESSAGES.roomNotFound);
    if ((room.version ?? 0) !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
    const changes = changesBetween(roomSnapshot(room), roomSnapshot({ ...room, roomNumber: input.roomNumber }));
    if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
    if (rents.length > MAX_RENTS_TO_RENUMBER) throw conflict(RENT_MESSAGES.roomTooManyRents);
    const entry = auditOp(audit, {
      kind: 'room',
      recordId: room.roomId,
      recordLabel: roomLabel({ ...room, roomNumber: input.roomNumber }),
      changes,
    });
    try {
      await renumberRoom(room, input.roomNumber, input.version, rents, entry);
      return;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      if (err.has('roomNumber')) throw conflict(RENT_MESSAGES.roomExists);
      // `room`: edited (the re-read says 409), deleted (404) or a rent added; `rent`: a rent deleted. Read again.
    }
  }
  throw conflict(RENT_MESSAGES.busy);
}
