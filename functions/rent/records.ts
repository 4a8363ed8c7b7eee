/**
 * The rent area's records and, per entity, the item that stores it (`toItem`: keys, index keys, fields) and
 * the record an item holds (`fromItem`). Writes put `toItem` items; the bench builds its dataset with the
 * same functions, so both stay equal to what the product stores.
 */
import {
  checkedOutArrears,
  monthlyEquivalentCents,
  rentState,
  type RentStateInput,
  type RentType,
  type RoomArrears,
} from '../../shared/rent/rules.ts';
import { isOpenStatus, type MaintenancePriority, type MaintenanceStatus } from '../../shared/rent/maintenance.ts';
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import { linkToItem, type InvoiceLinkState } from '../lib/invoice-links.ts';
import { feeIdOf, normalizeRoomNumber } from './ids.ts';
import * as rentKeys from './keys.ts';

// ───────────────────────────── buildings ─────────────────────────────

export interface BuildingRecord {
  companyId: string;
  buildingNumber: number;
  name: string;
  floors: number;
  address: string;
  /** Maintained aggregates, changed in the same transaction as the room or rent they count. */
  totalRooms: number;
  roomsRented: number;
  /** Σ monthly equivalents of the current rents (rentValueCents). */
  totalRentCents: number;
  /** Open maintenance requests of its rooms; each year's maintenance cost is the attribute `maintCost<yyyy>` (cents). */
  maintOpen?: number;
  createdAt: string;
  /** Raised by each edit (absent before the first: 0). */
  version?: number;
}

export const buildingToItem = (building: BuildingRecord): Item => ({
  ...rentKeys.building(building.companyId, building.buildingNumber),
  ...building,
});
export const buildingFromItem: (item: Item) => BuildingRecord = withoutKeys;

// ───────────────────────────── rooms ─────────────────────────────

/** The room's denormalised copy of its current rent (so a level's screen is one Query over rooms). */
export interface CurrentRentOnRoom {
  currentRentId: string;
  rentPriceCents: number;
  depositCents: number;
  rentStartDate: string;
  rentEndDate: string;
  rentType: RentType;
  paidCents: number;
  /** Σ payments of method Deposit (the deposit left is depositCents − this). */
  depositUsedCents: number;
  /** Σ late fees posted on the rent and not waived (its feesCents). */
  feesCents: number;
  tenantId: string;
  tenantName: string;
  tenantPhone: string;
  /** The rent's version (what Edit rent sends back: `rent_version` of the unit page). */
  rentVersion: number;
}

export const CURRENT_RENT_FIELDS = [
  'currentRentId',
  'rentPriceCents',
  'depositCents',
  'rentStartDate',
  'rentEndDate',
  'rentType',
  'paidCents',
  'depositUsedCents',
  'feesCents',
  'tenantId',
  'tenantName',
  'tenantPhone',
  'rentVersion',
] as const satisfies ReadonlyArray<keyof CurrentRentOnRoom>;

/** The room's sums over its checked-out rents that still owe (RoomArrears), as stored attributes. */
export const ARREARS_FIELDS = { count: 'arrearsCount', dueCents: 'arrearsDueCents', paidCents: 'arrearsPaidCents' } as const;
export const NO_ARREARS: RoomArrears = { count: 0, dueCents: 0, paidCents: 0 };

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
  /** What its checked-out rents still owe (Overdue until settled): counted in the level's figures. */
  arrears: RoomArrears;
  /** Rents ever added to it (raised by each Add Rent; absent: none, or added before it was counted). */
  rentsAdded?: number;
  /** Its open maintenance requests (Open, In progress), and every request ever added (a room with requests stays). */
  maintOpen?: number;
  maintRequests?: number;
  /** Raised by each edit of its number (absent before the first: 0). */
  version?: number;
}

/**
 * A room as stored: a vacant room carries the vacant index's keys, a rented one the copy of its current rent
 * instead; both carry the arrears sums of the room's checked-out rents (zeros when none owes).
 */
export function roomToItem(room: RoomRecord): Item {
  const { current, arrears, ...stored } = room;
  const { companyId, buildingNumber, level, roomUlid } = room;
  return {
    ...rentKeys.room(companyId, buildingNumber, level, roomUlid),
    ...(current ? pickCurrent(current) : rentKeys.vacantRoomIndex(companyId, buildingNumber, level, roomUlid)),
    ...stored,
    [ARREARS_FIELDS.count]: arrears.count,
    [ARREARS_FIELDS.dueCents]: arrears.dueCents,
    [ARREARS_FIELDS.paidCents]: arrears.paidCents,
  };
}

export function roomFromItem(item: Item): RoomRecord {
  const s = withoutKeys(item);
  const room: RoomRecord = {
    companyId: s.companyId as string,
    roomId: s.roomId as string,
    buildingNumber: s.buildingNumber as number,
    buildingName: s.buildingName as string,
    level: s.level as number,
    roomUlid: s.roomUlid as string,
    roomNumber: s.roomNumber as string,
    createdAt: s.createdAt as string,
    current: null,
    // Rooms written before arrears were kept have none of these attributes.
    arrears: {
      count: Number(s[ARREARS_FIELDS.count] ?? 0),
      dueCents: Number(s[ARREARS_FIELDS.dueCents] ?? 0),
      paidCents: Number(s[ARREARS_FIELDS.paidCents] ?? 0),
    },
  };
  if (typeof s.rentsAdded === 'number') room.rentsAdded = s.rentsAdded;
  if (typeof s.maintOpen === 'number') room.maintOpen = s.maintOpen;
  if (typeof s.maintRequests === 'number') room.maintRequests = s.maintRequests;
  if (typeof s.version === 'number') room.version = s.version;
  if (typeof s.currentRentId === 'string') room.current = pickCurrent(s as unknown as CurrentRentOnRoom);
  return room;
}

const pickCurrent = (source: CurrentRentOnRoom): CurrentRentOnRoom => {
  const current = Object.fromEntries(CURRENT_RENT_FIELDS.map((f) => [f, source[f]])) as unknown as CurrentRentOnRoom;
  // Copies written before deposits could settle a balance have no depositUsedCents.
  current.depositUsedCents = Number(current.depositUsedCents ?? 0);
  // Copies written before rents had versions have none.
  current.rentVersion = Number(current.rentVersion ?? 0);
  // Copies written before late fees have none.
  current.feesCents = Number(current.feesCents ?? 0);
  return current;
};

/** The claim that makes a room number unique on its level; it names the room that holds it. */
export const roomNumberClaimToItem = (
  room: Pick<RoomRecord, 'companyId' | 'buildingNumber' | 'level' | 'roomNumber' | 'roomId'>,
): Item => ({
  ...rentKeys.roomNumberClaim(room.companyId, room.buildingNumber, room.level, normalizeRoomNumber(room.roomNumber)),
  roomId: room.roomId,
});

// ───────────────────────────── tenants ─────────────────────────────

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
  /** Raised by each edit (absent before the first: 0). */
  version?: number;
  /** Rents of the tenant not deleted (Add Rent +1, deleting a rent −1): a tenant is deleted only at 0 (absent: none). */
  rentsCount?: number;
  /**
   * The buildings the tenant has rented in (Add Rent adds its building; a number set, never shrunk): who sees the tenant
   * (ROLES.md scope). Absent on tenants rented before it existed.
   */
  rentBuildings?: ReadonlySet<number>;
}

export const tenantToItem = (tenant: TenantRecord): Item => ({ ...rentKeys.tenant(tenant.companyId, tenant.tenantId), ...tenant });
export const tenantFromItem: (item: Item) => TenantRecord = withoutKeys;

// ───────────────────────────── rents ─────────────────────────────

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
  /** Σ payments of method Deposit: the deposit left to settle a balance with is depositCents − this (absent: 0). */
  depositUsedCents?: number;
  /**
   * Σ late fees posted on this rent and not waived (data/fees.ts): owed on top of its periods (absent: 0). Moved
   * only by posting and waiving a fee, in the same transaction as the fee.
   */
  feesCents?: number;
  checkoutDate: string | null;
  createdAt: string;
  /** Set while a large rent is deleted in several transactions; such a rent is hidden everywhere. */
  deleting?: boolean;
  /** Raised by each Edit rent (absent before the first: 0). */
  version?: number;
}

export const rentKeyOf = (rent: Pick<RentRecord, 'companyId' | 'buildingNumber' | 'roomUlid' | 'rentUlid'>) =>
  rentKeys.rent(rent.companyId, rent.buildingNumber, rent.roomUlid, rent.rentUlid);
export const roomKeyOfRent = (rent: Pick<RentRecord, 'companyId' | 'buildingNumber' | 'level' | 'roomUlid'>) =>
  rentKeys.room(rent.companyId, rent.buildingNumber, rent.level, rent.roomUlid);

/**
 * A rent as stored. Every rent not being deleted is in its tenant's index (gsi3). A current rent is in the active index; a current rent, and a checked-out one until its
 * balance is settled, is in the due index under the due date of its oldest unpaid period (`dueIndexDate` of
 * rentState for the record as stored, null when it can never be Overdue); a deleting rent is in neither. A rent not checked out has no
 * checkoutDate attribute at all (conditions test attribute_not_exists).
 */
export function rentToItem(rent: RentRecord, dueIndexDate: string | null): Item {
  const { checkoutDate, ...stored } = rent;
  const current = !checkoutDate && !rent.deleting;
  return {
    ...rentKeyOf(rent),
    ...(current ? rentKeys.activeRentIndex(rent.companyId, rent.buildingNumber, rent.level, rent.rentUlid) : {}),
    ...(!rent.deleting && dueIndexDate ? rentKeys.dueRentIndex(rent.companyId, dueIndexDate, rent.rentUlid) : {}),
    ...(!rent.deleting ? rentKeys.rentOfTenantIndex(rent.companyId, rent.tenantId, rent.rentUlid) : {}),
    ...stored,
    ...(checkoutDate ? { checkoutDate } : {}),
  };
}

export function rentFromItem(item: Item): RentRecord {
  const rent = withoutKeys<RentRecord>(item);
  // Rents written before deposits could settle a balance have no depositUsedCents.
  return {
    ...rent,
    depositUsedCents: Number(rent.depositUsedCents ?? 0),
    // rents written before late fees have none
    feesCents: Number(rent.feesCents ?? 0),
    checkoutDate: rent.checkoutDate ?? null,
  };
}

/** What a current rent adds to its building's totalRentCents: its monthly equivalent. */
export const rentValueCents = (rent: Pick<RentRecord, 'rentPriceCents' | 'rentType'>) =>
  monthlyEquivalentCents(rent.rentPriceCents, rent.rentType);

/** The rules' view of a rent. */
export function rentInputOfRecord(rent: RentRecord): RentStateInput {
  return {
    rentPriceCents: rent.rentPriceCents,
    startDate: rent.startDate,
    endDate: rent.endDate,
    type: rent.rentType,
    checkoutDate: rent.checkoutDate,
    paidCents: rent.paidCents,
    feesCents: rent.feesCents ?? 0,
  };
}

/** What a checked-out rent still owes, as its room counts it (null: current or settled). Fixed once checked out. */
export function arrearsOfRecord(rent: RentRecord): { dueCents: number; paidCents: number } | null {
  if (!rent.checkoutDate) return null;
  // A checked-out rent's figures do not depend on today: its checkout date stands in for it.
  return checkedOutArrears(rentState({ ...rentInputOfRecord(rent), today: rent.checkoutDate }));
}

/** The room's copy of its current rent. */
export function currentRentOnRoom(rent: RentRecord): CurrentRentOnRoom {
  return {
    currentRentId: rent.rentId,
    rentPriceCents: rent.rentPriceCents,
    depositCents: rent.depositCents,
    rentStartDate: rent.startDate,
    rentEndDate: rent.endDate,
    rentType: rent.rentType,
    paidCents: rent.paidCents,
    depositUsedCents: rent.depositUsedCents ?? 0,
    feesCents: rent.feesCents ?? 0,
    tenantId: rent.tenantId,
    tenantName: rent.tenantName,
    tenantPhone: rent.tenantPhone,
    rentVersion: rent.version ?? 0,
  };
}

// ───────────────────────────── payments ─────────────────────────────

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
  /** Set by a void (the payment stays listed, out of every figure), with the reason given. */
  voided?: boolean;
  voidReason?: string;
  /** When it was voided (ISO time; absent on payments voided before it was kept). */
  voidedAt?: string;
}

export interface RentWithPayments extends RentRecord {
  /** Oldest first. */
  payments: PaymentRecord[];
  /** Its late fees not waived, by period then sequence (absent: none). */
  fees?: Array<Pick<LateFeeRecord, 'periodStart' | 'seq' | 'amountCents'>>;
}

/** A payment under its rent; its key holds the reference hash, so a reference is recorded once per rent. */
export const paymentToItem = (rent: Pick<RentRecord, 'companyId' | 'buildingNumber' | 'rentUlid'>, payment: StoredPayment): Item => ({
  ...rentKeys.payment(rent.companyId, rent.buildingNumber, rent.rentUlid, payment.referenceHash),
  ...payment,
});
export const paymentFromItem: (item: Item) => StoredPayment = withoutKeys;

// ───────────────────────────── late fees ─────────────────────────────

/** A late fee as the rent area hands it out (AUTOMATION.md "Rent collection"). */
export interface LateFeeRecord {
  /** `<rent id>-<period start>-<seq, 3 digits>` (ids.ts feeIdOf): names its key. */
  id: string;
  rentId: string;
  /** Start (due date) of the period the fee is charged on. */
  periodStart: string;
  /** Its number within the period (a daily fee posts one per day). */
  seq: number;
  amountCents: number;
  /** Server time of posting (ISO timestamp). */
  postedAt: string;
  /** Waived by the owner: out of every figure, still listed. */
  waived: boolean;
  waiveReason?: string;
  waivedAt?: string;
  waivedBy?: string;
}

/** A fee under its rent's building; `waived` is stored only once waived (conditions test its absence). */
export function lateFeeToItem(companyId: string, rent: Pick<RentRecord, 'buildingNumber' | 'rentUlid'>, fee: LateFeeRecord): Item {
  const { id: _id, waived, ...stored } = fee;
  return {
    ...rentKeys.lateFee(companyId, rent.buildingNumber, rent.rentUlid, fee.periodStart, fee.seq),
    ...stored,
    ...(waived ? { waived: true } : {}),
  };
}

export function lateFeeFromItem(item: Item): LateFeeRecord {
  const s = withoutKeys<Omit<LateFeeRecord, 'id' | 'waived'> & { waived?: boolean }>(item);
  return { ...s, id: feeIdOf(s.rentId, s.periodStart, s.seq), waived: s.waived === true };
}

// ───────────────────────────── revenue days ─────────────────────────────

export interface RevenueDay {
  date: string;
  sumCents: number;
  count: number;
}

export const revenueDayToItem = (companyId: string, day: RevenueDay): Item => ({ ...rentKeys.revenueDay(companyId, day.date), ...day });
export const revenueDayFromItem = (item: Item): RevenueDay => ({
  date: item.date as string,
  sumCents: Number(item.sumCents ?? 0),
  count: Number(item.count ?? 0),
});

// ───────────────────────────── invoice links ─────────────────────────────

/** A shared rent invoice: a share link (functions/lib/invoice-links.ts) of one of the rent's stored invoices. */
export type InvoiceLinkRecord = InvoiceLinkState & { rentId: string };

/** Under its company (the public route's GetItem) and in gsi1 under its rent (the rent's list of links). */
export const invoiceLinkToItem = (l: InvoiceLinkRecord): Item =>
  linkToItem(rentKeys.invoiceLink(l.companyId, l.linkId), rentKeys.invoiceLinkOfRentIndex(l.companyId, l.rentId, l.linkId), l);

// ───────────────────────────── maintenance requests ─────────────────────────────

/** The building attribute holding one year's maintenance cost in cents (`maintCost2026`), moved with each request's cost. */
export const maintenanceCostAttribute = (year: number) => `maintCost${year}`;
export const maintenanceCostCentsOf = (building: BuildingRecord, year: number): number =>
  Number((building as unknown as Record<string, unknown>)[maintenanceCostAttribute(year)] ?? 0);

export interface MaintenancePhotoRecord {
  id: string;
  /** The object's key in the private bucket. */
  key: string;
  at: string;
}

export interface MaintenanceRecord {
  companyId: string;
  requestId: string;
  requestUlid: string;
  roomId: string;
  roomUlid: string;
  buildingNumber: number;
  level: number;
  /** Copies as they were when the request was reported (what the lists show). */
  roomNumber: string;
  buildingName: string;
  title: string;
  description: string;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  reportedAt: string;
  dueDate: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  costCents: number | null;
  photos: MaintenancePhotoRecord[];
  /** `portal`: opened by the room's tenant in the portal (PORTAL.md); absent: by an account of the company. */
  source?: 'portal';
  /** The tenant who opened it in the portal, and the rent they opened it on (portal requests only). */
  tenantId?: string;
  tenantName?: string;
  rentId?: string;
  /** Raised each time someone new is assigned: names the assignment email (`MEMAIL#<request>#<n>`). */
  assignments: number;
  closedAt: string | null;
  updatedAt: string;
  version: number;
}

/** The request with its index keys: every request in gsi1 (company) and gsi3 (its status); open ones in gsi2. */
export function maintenanceToItem(r: MaintenanceRecord): Item {
  return {
    ...rentKeys.maintenanceRequest(r.companyId, r.buildingNumber, r.roomUlid, r.requestUlid),
    ...rentKeys.maintenanceIndex(r.companyId, r.requestUlid),
    ...rentKeys.maintenanceStatusIndex(r.companyId, r.status, r.requestUlid),
    ...(isOpenStatus(r.status) ? rentKeys.openMaintenanceIndex(r.companyId, r.priority === 'Urgent', r.dueDate, r.requestUlid) : {}),
    ...r,
  };
}

export function maintenanceFromItem(item: Item): MaintenanceRecord {
  const s = withoutKeys<MaintenanceRecord>(item);
  return { ...s, photos: s.photos ?? [], assignments: Number(s.assignments ?? 0), version: Number(s.version ?? 0) };
}

export interface MaintenanceNoteRecord {
  companyId: string;
  buildingNumber: number;
  requestUlid: string;
  noteId: string;
  text: string;
  at: string;
  author: string;
  /** Shown to the tenant in the portal (absent: internal, as every note before the portal). */
  public?: boolean;
}

export const maintenanceNoteToItem = (n: MaintenanceNoteRecord): Item => ({
  ...rentKeys.maintenanceNote(n.companyId, n.buildingNumber, n.requestUlid, n.noteId),
  ...n,
});
export const maintenanceNoteFromItem: (item: Item) => MaintenanceNoteRecord = withoutKeys;
