/**
 * The rent area's records as their audit entries show them (CORRECTIONS.md "The audit trail"): the label a person
 * recognises and the snapshot of fields, named as the API's bodies and responses name them (money in dollars,
 * dates as the API's strings). Services build their `auditOp` changes from these, so an add, an edit and a delete
 * of one kind of record list the same fields.
 */
import type { Snapshot } from '../../shared/audit/changes.ts';
import { fromCents } from '../../shared/domain/money.ts';
import type { BuildingRecord, PaymentRecord, RentRecord, RoomRecord, TenantRecord } from './records.ts';

export const buildingLabel = (b: Pick<BuildingRecord, 'buildingNumber' | 'name'>) => `Building ${b.buildingNumber} · ${b.name}`;
export const roomLabel = (r: { roomNumber: string; buildingNumber: number }) => `Room ${r.roomNumber} · Building ${r.buildingNumber}`;
/** A rent, and a payment of it, are named by their room: `Room 101 · Building 7`. */
export const rentLabel = roomLabel;
export const tenantLabel = (t: Pick<TenantRecord, 'name'>) => t.name;

export const buildingSnapshot = (b: Pick<BuildingRecord, 'buildingNumber' | 'name' | 'address' | 'floors'>): Snapshot => ({
  buildingNumber: b.buildingNumber,
  buildingName: b.name,
  address: b.address,
  buildingLevels: b.floors,
});

export const roomSnapshot = (r: Pick<RoomRecord, 'buildingNumber' | 'level' | 'roomNumber'>): Snapshot => ({
  buildingNumber: r.buildingNumber,
  levelNumber: r.level,
  roomNumber: r.roomNumber,
});

export const tenantSnapshot = (t: Omit<TenantRecord, 'companyId' | 'tenantId' | 'createdAt'>): Snapshot => ({
  name: t.name,
  phone: t.phone,
  email: t.email,
  address: t.address,
  idType: t.idType,
  idNumber: t.idNumber,
  idExpiry: t.idExpiry,
  idIssuingCountry: t.idIssuingCountry,
});

/** The rent's terms as Add Rent takes them (the fields Edit rent corrects). */
export const rentTermsSnapshot = (
  r: Pick<RentRecord, 'rentPriceCents' | 'depositCents' | 'startDate' | 'endDate' | 'rentType'>,
): Snapshot => ({
  rent_price: fromCents(r.rentPriceCents),
  deposit: fromCents(r.depositCents),
  rent_start_date: r.startDate,
  rent_end_date: r.endDate,
  rent_type: r.rentType,
});

/** A rent as a whole: who rents which room, its terms and what was paid (what a deletion takes away). */
export const rentSnapshot = (r: RentRecord): Snapshot => ({
  room_id: r.roomId,
  tenantID: r.tenantId,
  tenant_name: r.tenantName,
  ...rentTermsSnapshot(r),
  checkoutDate: r.checkoutDate,
  total_amount_paid: fromCents(r.paidCents),
});

/** A payment as Pay Rent takes it. */
export const paymentSnapshot = (p: Pick<PaymentRecord, 'method' | 'reference' | 'amountCents'>): Snapshot => ({
  paymentMethod: p.method,
  paymentReference: p.reference,
  paymentAmount: fromCents(p.amountCents),
});
