/**
 * Rent management: buildings, levels, rooms, tenants, rents, checkout and payments.
 * Services take the company id from the verified token, apply the rules of shared/domain/rent.ts with
 * today's date, and call the named access patterns of data/rent.ts.
 */
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { isAfter, isoDateOf, type IsoDate } from '../../shared/domain/dates.ts';
import { floorLabel, levelNumbers } from '../../shared/domain/floors.ts';
import { fromCents, toCents } from '../../shared/domain/money.ts';
import { combineSummaries, rentState, summarizeRooms, validateCheckout, type LevelSummary, type RentState, type RentStateInput } from '../../shared/domain/rent.ts';
import type {
  AddBuildingInput,
  AddRentInput,
  AddRoomInput,
  AddTenantInput,
  BuildingCard,
  CheckoutInput,
  LevelFigures,
  LevelsResponse,
  PayRentInput,
  PaymentMethod,
  RentHistoryItem,
  RoomDetails,
  RoomRow,
  TenantRow,
} from '../../shared/schemas/rent.ts';
import { getCompany } from '../data/accounts.ts';
import {
  checkoutRent,
  createBuilding,
  createRent,
  createRoom,
  createTenant,
  deleteRent,
  getBuilding,
  getPayment,
  getRent,
  getRoom,
  getTenant,
  listBuildings,
  listRentsOfRoom,
  listRoomsOfBuilding,
  listRoomsOfLevel,
  listTenants,
  parseRentId,
  parseRoomId,
  recordPayment,
  rentIdOf,
  roomIdOf,
  type RentRecord,
  type RentRef,
  type RoomRecord,
} from '../data/rent.ts';
import { badRequest, conflict, notFound, unprocessable } from '../lib/errors.ts';
import { verifyPassword } from '../lib/passwords.ts';

export const RENT_SERVICE_MESSAGES = {
  buildingExists: 'A building with this number already exists',
  buildingNotFound: 'Building not found',
  levelOutOfRange: (floors: number) => `Level must be between 1 and ${floors} for this building`,
  roomExists: 'Room number already exists on this level',
  roomNotFound: 'Room not found',
  tenantNotFound: 'Tenant not found',
  rentNotFound: 'Rent not found',
  roomOccupied: 'This room already has a current rent',
  noTenantToCheckout: 'No tenant to checkout.',
  checkoutInFuture: 'Checkout Date cannot be later than today.',
  rentCheckedOut: 'This rent has been checked out; payments can only be made on the current rent.',
  wrongMasterPassword: 'Incorrect master password',
  busy: 'The rent changed while saving. Please try again.',
} as const;

const M = RENT_SERVICE_MESSAGES;
const todayOf = (now: Date): IsoDate => isoDateOf(now);

/** Natural order of room numbers: "2" before "10", "A2" before "a10". */
export function compareRoomNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

export function rentInputOfRecord(rent: RentRecord): RentStateInput {
  return {
    rentPriceCents: rent.rentPriceCents,
    startDate: rent.startDate,
    endDate: rent.endDate,
    type: rent.rentType,
    checkoutDate: rent.checkoutDate,
    paidCents: rent.paidCents,
  };
}

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
  };
}

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : fromCents(cents));

// ───────────────────────────── buildings and levels ─────────────────────────────

const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/** Building cards from the maintained aggregates: one Query, rooms are never read. */
export async function buildingCards(companyId: string): Promise<BuildingCard[]> {
  const buildings = await listBuildings(companyId);
  return buildings.map((b) => ({
    building_id: b.buildingNumber,
    building_name: b.name,
    building_levels: b.floors,
    address: b.address,
    total_rooms: b.totalRooms,
    rooms_rented: b.roomsRented,
    occupancy_rate: percentage(b.roomsRented, b.totalRooms),
    total_rent_value: fromCents(b.totalRentCents),
  }));
}

export async function addBuilding(companyId: string, input: AddBuildingInput, now = new Date()): Promise<void> {
  const created = await createBuilding({
    companyId,
    buildingNumber: input.buildingNumber,
    name: input.buildingName,
    floors: input.buildingLevels,
    address: input.address,
    totalRooms: 0,
    roomsRented: 0,
    totalRentCents: 0,
    createdAt: now.toISOString(),
  });
  if (!created) throw conflict(M.buildingExists);
}

function figures(s: LevelSummary): LevelFigures {
  return {
    rooms_rented: s.rooms_rented,
    total_rooms: s.total_rooms,
    occupancy_rate: s.occupancy_rate,
    paid_percentage: s.paid_percentage,
    total_rent_value: fromCents(s.total_rent_value_cents),
    overdue_count: s.overdue_count,
    collected_amount: fromCents(s.collected_cents),
    due_amount: fromCents(s.due_cents),
  };
}

/** A building's floors with their figures: the building item plus one Query over the building's rooms. */
export async function buildingLevels(companyId: string, buildingNumber: number, now = new Date()): Promise<LevelsResponse> {
  const [building, rooms] = await Promise.all([getBuilding(companyId, buildingNumber), listRoomsOfBuilding(companyId, buildingNumber)]);
  if (!building) throw notFound(M.buildingNotFound);
  const today = todayOf(now);
  const summaries = levelNumbers(building.floors).map((level) => ({
    level,
    summary: summarizeRooms(
      rooms.filter((r) => r.level === level).map((r) => ({ rent: rentInputOfRoom(r) })),
      today,
    ),
  }));
  return {
    building_id: building.buildingNumber,
    name: building.name,
    floors: building.floors,
    address: building.address,
    levels: summaries.map(({ level, summary }) => ({ floor: level, floor_label: floorLabel(level), ...figures(summary) })),
    summary: figures(combineSummaries(summaries.map((s) => s.summary))),
  };
}

// ───────────────────────────── rooms ─────────────────────────────

export async function addRoom(companyId: string, input: AddRoomInput, now = new Date()): Promise<{ id: string }> {
  const building = await getBuilding(companyId, input.buildingNumber);
  if (!building) throw notFound(M.buildingNotFound);
  if (input.levelNumber > building.floors) throw badRequest(M.levelOutOfRange(building.floors));
  const roomUlid = ulid();
  const roomId = roomIdOf(building.buildingNumber, input.levelNumber, roomUlid);
  const outcome = await createRoom({
    companyId,
    roomId,
    buildingNumber: building.buildingNumber,
    buildingName: building.name,
    level: input.levelNumber,
    roomUlid,
    roomNumber: input.roomNumber,
    createdAt: now.toISOString(),
    current: null,
  });
  if (outcome === 'duplicate') throw conflict(M.roomExists);
  if (outcome === 'no-building') throw notFound(M.buildingNotFound);
  return { id: roomId };
}

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
  };
}

const stateOfRoom = (room: RoomRecord, today: IsoDate): RentState | null => {
  const input = rentInputOfRoom(room);
  return input ? rentState({ ...input, today }) : null;
};

/** A level's rooms, naturally sorted by room number: one Query by key prefix. */
export async function roomsOfLevel(companyId: string, buildingNumber: number, level: number, now = new Date()): Promise<RoomRow[]> {
  const rooms = await listRoomsOfLevel(companyId, buildingNumber, level);
  const today = todayOf(now);
  return rooms
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber) || a.roomUlid.localeCompare(b.roomUlid))
    .map((room) => roomRow(room, stateOfRoom(room, today)));
}

async function roomOr404(companyId: string, roomId: string): Promise<RoomRecord> {
  const ref = parseRoomId(roomId);
  const room = ref ? await getRoom(companyId, ref) : null;
  if (!room) throw notFound(M.roomNotFound);
  return room;
}

/** The unit page: the room, its current rent's figures and status (one GetItem). */
export async function roomDetails(companyId: string, roomId: string, now = new Date()): Promise<RoomDetails> {
  const room = await roomOr404(companyId, roomId);
  const state = stateOfRoom(room, todayOf(now));
  return {
    ...roomRow(room, state),
    building_name: room.buildingName,
    floor_label: floorLabel(room.level),
    rent_type: room.current?.rentType ?? null,
    current_due_periods: state?.duePeriods ?? 0,
    current_paid_periods: state?.paidPeriods ?? 0,
    total_amount_due_so_far: fromCents(state?.dueCents ?? 0),
    total_amount_paid: fromCents(state?.paidCents ?? 0),
    next_payment_date: state?.nextPaymentDate ?? null,
    amount_due: fromCents(Math.max(0, state?.balanceCents ?? 0)),
  };
}

// ───────────────────────────── tenants ─────────────────────────────

export async function addTenant(companyId: string, input: AddTenantInput, now = new Date()): Promise<{ id: string }> {
  const tenantId = ulid();
  await createTenant({ companyId, tenantId, ...input, createdAt: now.toISOString() });
  return { id: tenantId };
}

/** Tenants for the Add Rent select, by name. */
export async function tenantList(companyId: string): Promise<TenantRow[]> {
  const tenants = await listTenants(companyId);
  return tenants
    .map((t) => ({ id: t.tenantId, name: t.name, phone: t.phone, email: t.email }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

// ───────────────────────────── rents ─────────────────────────────

export async function addRent(companyId: string, input: AddRentInput, now = new Date()): Promise<{ rentId: string }> {
  const roomRef = parseRoomId(input.room_id);
  if (!roomRef) throw notFound(M.roomNotFound);
  const [room, tenant] = await Promise.all([getRoom(companyId, roomRef), getTenant(companyId, input.tenantID)]);
  if (!room) throw notFound(M.roomNotFound);
  if (!tenant) throw notFound(M.tenantNotFound);
  if (room.current) throw conflict(M.roomOccupied);
  const rentUlid = ulid();
  const rent: RentRecord = {
    companyId,
    rentId: rentIdOf(room.roomId, rentUlid),
    rentUlid,
    roomId: room.roomId,
    roomUlid: room.roomUlid,
    roomNumber: room.roomNumber,
    buildingNumber: room.buildingNumber,
    buildingName: room.buildingName,
    level: room.level,
    tenantId: tenant.tenantId,
    tenantName: tenant.name,
    tenantPhone: tenant.phone,
    tenantEmail: tenant.email,
    rentPriceCents: toCents(input.rent_price),
    depositCents: toCents(input.deposit),
    startDate: input.rent_start_date,
    endDate: input.rent_end_date,
    rentType: input.rent_type,
    paidCents: 0,
    checkoutDate: null,
    createdAt: now.toISOString(),
  };
  const { overdueFrom } = rentState({ ...rentInputOfRecord(rent), today: todayOf(now) });
  const outcome = await createRent(rent, overdueFrom);
  if (outcome === 'occupied') throw conflict(M.roomOccupied);
  if (outcome === 'missing') throw notFound(M.roomNotFound);
  if (outcome === 'no-tenant') throw notFound(M.tenantNotFound);
  return { rentId: rent.rentId };
}

function historyItem(rent: RentRecord, today: IsoDate): RentHistoryItem {
  const state = rentState({ ...rentInputOfRecord(rent), today });
  return {
    rent_id: rent.rentId,
    current_rent_id: rent.rentId,
    is_current: !rent.checkoutDate,
    tenant_name: rent.tenantName,
    tenant_phone: rent.tenantPhone,
    rent_price: fromCents(rent.rentPriceCents),
    deposit: fromCents(rent.depositCents),
    rent_type: rent.rentType,
    rent_start_date: rent.startDate,
    rent_end_date: rent.endDate,
    checkout_date: rent.checkoutDate,
    total_amount_paid: fromCents(state.paidCents),
    total_amount_due_so_far: fromCents(state.dueCents),
    current_due_periods: state.duePeriods,
    current_paid_periods: state.paidPeriods,
    rent_payment_status: state.status,
  };
}

/** All rents of a room, newest first: the room (GetItem, for 404) and one Query by key prefix. */
export async function rentalHistory(companyId: string, roomId: string, now = new Date()): Promise<RentHistoryItem[]> {
  const ref = parseRoomId(roomId);
  if (!ref) throw notFound(M.roomNotFound);
  const [room, rents] = await Promise.all([getRoom(companyId, ref), listRentsOfRoom(companyId, ref)]);
  if (!room) throw notFound(M.roomNotFound);
  const today = todayOf(now);
  return rents.map((r) => historyItem(r, today));
}

/** The rent of the given room, parsed and matched, or 404. */
function rentRefOf(roomId: string, rentId: string): RentRef {
  const roomRef = parseRoomId(roomId);
  if (!roomRef) throw notFound(M.roomNotFound);
  const rentRef = parseRentId(rentId);
  if (!rentRef || rentRef.roomId !== roomRef.roomId) throw notFound(M.rentNotFound);
  return rentRef;
}

/** Deletes a rent and its payments (see data/rent.ts deleteRent for the chunked path); retried when it moved on meanwhile. */
export async function removeRent(companyId: string, roomId: string, rentId: string): Promise<void> {
  const ref = rentRefOf(roomId, rentId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rent = await getRent(companyId, ref, { includeDeleting: true });
    if (!rent) throw notFound(M.rentNotFound);
    if ((await deleteRent(rent)) === 'deleted') return;
  }
  throw conflict(M.busy);
}

export async function checkoutTenant(companyId: string, input: CheckoutInput, now = new Date()): Promise<void> {
  const room = await roomOr404(companyId, input.room_id);
  const rentRef = room.current ? parseRentId(room.current.currentRentId) : null;
  const rent = rentRef ? await getRent(companyId, rentRef) : null;
  if (!rent || rent.checkoutDate) throw conflict(M.noTenantToCheckout);
  const problem = validateCheckout(rent.startDate, input.checkoutDate);
  if (problem) throw badRequest(problem);
  if (isAfter(input.checkoutDate, todayOf(now))) throw badRequest(M.checkoutInFuture);
  if ((await checkoutRent(rent, input.checkoutDate)) !== 'checked-out') throw conflict(M.noTenantToCheckout);
}

// ───────────────────────────── payments ─────────────────────────────

/** The payment reference's identity for idempotency: trimmed, hashed so any text fits in a key. */
export function referenceHash(reference: string): string {
  return createHash('sha256').update(reference.trim(), 'utf8').digest('hex').slice(0, 32);
}

export type PaymentResult = { duplicate: boolean };

/** Pay Rent: the room's current rent, the master password, then the idempotent recording. */
export async function payRent(companyId: string, input: PayRentInput, now = new Date()): Promise<PaymentResult> {
  const ref = rentRefOf(input.roomId, input.currentRentId);
  const rent = await getRent(companyId, ref);
  if (!rent) throw notFound(M.rentNotFound);
  if (rent.checkoutDate) throw conflict(M.rentCheckedOut);
  const company = await getCompany(companyId);
  if (!company || !(await verifyPassword(input.masterPassword, company.masterPasswordHash))) {
    throw unprocessable(M.wrongMasterPassword);
  }
  return recordRentPayment(
    companyId,
    ref,
    { method: input.paymentMethod, reference: input.paymentReference, amountCents: toCents(input.paymentAmount) },
    now,
  );
}

const MAX_PAYMENT_ATTEMPTS = 10;
const jitter = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));

/**
 * Records a payment once per (rent, reference). Concurrent payments on the same rent make the optimistic
 * paid-total condition fail: re-read and try again; the payment item's attribute_not_exists condition turns a
 * repeated reference into the duplicate answer. No master password here: callers check it (or are the seed).
 */
export async function recordRentPayment(
  companyId: string,
  ref: RentRef,
  payment: { method: PaymentMethod; reference: string; amountCents: number },
  now = new Date(),
): Promise<PaymentResult> {
  const hash = referenceHash(payment.reference);
  if (await getPayment(companyId, ref, hash)) return { duplicate: true };
  const today = todayOf(now);
  for (let attempt = 0; attempt < MAX_PAYMENT_ATTEMPTS; attempt++) {
    const rent = await getRent(companyId, ref);
    if (!rent) throw notFound(M.rentNotFound);
    if (rent.checkoutDate) throw conflict(M.rentCheckedOut);
    const after = rentState({ ...rentInputOfRecord(rent), paidCents: rent.paidCents + payment.amountCents, today });
    const outcome = await recordPayment(
      rent,
      { reference: payment.reference.trim(), method: payment.method, amountCents: payment.amountCents, paidAt: now.toISOString(), date: today, referenceHash: hash },
      after.overdueFrom,
    );
    if (outcome === 'recorded') return { duplicate: false };
    if (outcome === 'duplicate') return { duplicate: true };
    if (outcome === 'not-current') throw conflict(M.rentCheckedOut);
    await jitter(attempt);
  }
  throw conflict(M.busy);
}
