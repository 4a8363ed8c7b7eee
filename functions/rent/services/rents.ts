/** Rents: adding one to a room, a room's history, checkout and deletion. */
import { ulid } from 'ulid';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { isAfter, isBefore, isoDateOf, type IsoDate } from '../../../shared/domain/dates.ts';
import { fromCents, toCents } from '../../../shared/domain/money.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { checkedOutArrears, periodEnd, rentState, validateCheckout, validateRentDates } from '../../../shared/rent/rules.ts';
import type { AddRentInput, CheckoutInput, RentHistoryItem, UpdateRentInput } from '../../../shared/rent/schemas.ts';
import { getCompany } from '../../account/data/accounts.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { ConditionFailed } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { rentLabel, rentSnapshot, rentTermsSnapshot } from '../audit.ts';
import { deleteRent } from '../data/rent-deletion.ts';
import { checkoutRent, createRent, getRent, listRentsOfRoom, updateRentTerms, type RentTerms } from '../data/rents.ts';
import { getRoom } from '../data/rooms.ts';
import { getTenant } from '../data/tenants.ts';
import { parseRentId, parseRoomId, rentIdOf, roomIdShape, type RentRef } from '../ids.ts';
import { rentInputOfRecord, type RentRecord } from '../records.ts';
import { roomOr404 } from './rooms.ts';

/** The rules' view of a rent (records.ts; here too, where the services always took it from). */
export { rentInputOfRecord };

/**
 * Add Rent: the rent copies its room's number and its tenant's name, phone and email. The write is conditioned on
 * the tenant's version read, so a tenant edited meanwhile makes it read again (the copy is never stale).
 */
export async function addRent(audit: AuditContext, input: AddRentInput, now = new Date()): Promise<{ rentId: string }> {
  const { companyId } = audit;
  const roomRef = parseRoomId(input.room_id);
  if (!roomRef) throw notFound(RENT_MESSAGES.roomNotFound);
  const rentUlid = ulid();
  for (let attempt = 0; attempt < 5; attempt++) {
    const [room, tenant] = await Promise.all([getRoom(companyId, roomRef), getTenant(companyId, input.tenantID)]);
    if (!room) throw notFound(RENT_MESSAGES.roomNotFound);
    if (!tenant) throw notFound(RENT_MESSAGES.tenantNotFound);
    if (room.current) throw conflict(RENT_MESSAGES.roomOccupied);
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
      depositUsedCents: 0,
      feesCents: 0,
      checkoutDate: null,
      createdAt: now.toISOString(),
    };
    const { dueIndexDate } = rentState({ ...rentInputOfRecord(rent), today: isoDateOf(now) });
    try {
      await createRent(
        rent,
        dueIndexDate,
        versionOf(tenant),
        auditOp(audit, { kind: 'rent', recordId: rent.rentId, recordLabel: rentLabel(rent), changes: created(rentSnapshot(rent)) }, now),
      );
      return { rentId: rent.rentId };
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // The room exists but already has a current rent, or it does not exist at all.
      if (err.has('room')) {
        const found = await getRoom(companyId, roomRef);
        if (!found) throw notFound(RENT_MESSAGES.roomNotFound);
        if (found.current) throw conflict(RENT_MESSAGES.roomOccupied);
        continue; // renumbered meanwhile: copy the new number
      }
      if (err.has('building')) throw notFound(RENT_MESSAGES.roomNotFound);
      // `tenant`: deleted (the re-read answers 404) or edited meanwhile (read it again)
    }
  }
  throw conflict(RENT_MESSAGES.busy);
}

function historyItem(rent: RentRecord, today: IsoDate): RentHistoryItem {
  const state = rentState({ ...rentInputOfRecord(rent), today });
  return {
    rent_id: rent.rentId,
    version: versionOf(rent),
    current_rent_id: rent.rentId,
    is_current: !rent.checkoutDate,
    tenant_name: rent.tenantName,
    tenant_phone: rent.tenantPhone,
    tenant_email: rent.tenantEmail ?? '',
    rent_price: fromCents(rent.rentPriceCents),
    deposit: fromCents(rent.depositCents),
    rent_type: rent.rentType,
    rent_start_date: rent.startDate,
    rent_end_date: rent.endDate,
    checkout_date: rent.checkoutDate,
    total_amount_paid: fromCents(state.paidCents),
    total_amount_due_so_far: fromCents(state.dueCents),
    late_fees: fromCents(state.feesCents),
    current_due_periods: state.duePeriods,
    current_paid_periods: state.paidPeriods,
    rent_payment_status: state.status,
    amount_due: fromCents(state.amountDueCents),
    owed_since: state.nextPaymentDate,
    next_due_date: state.nextDueDate,
    deposit_available: fromCents(depositAvailableCents(rent)),
    payable: state.payable,
  };
}

/** The deposit not yet used to settle the balance: deposit − Σ payments of method Deposit (never below 0). */
export function depositAvailableCents(rent: { depositCents: number; depositUsedCents?: number }): number {
  return Math.max(0, rent.depositCents - (rent.depositUsedCents ?? 0));
}

/** All rents of a room, newest first: the room (GetItem, for 404) and one Query by key prefix. */
export async function rentalHistory(companyId: string, roomId: string, now = new Date()): Promise<RentHistoryItem[]> {
  const ref = parseRoomId(roomId);
  if (!ref) throw notFound(RENT_MESSAGES.roomNotFound);
  const [room, rents] = await Promise.all([getRoom(companyId, ref), listRentsOfRoom(companyId, ref)]);
  if (!room) throw notFound(RENT_MESSAGES.roomNotFound);
  const today = isoDateOf(now);
  return rents.map((r) => historyItem(r, today));
}

/** The rent of the given room, parsed and matched, or 404. */
export function rentRefOf(roomId: string, rentId: string): RentRef {
  // a room outside the account's scope reads as another company's: well-formed, so its rent is what is not found
  const roomRef = roomIdShape(roomId);
  if (!roomRef) throw notFound(RENT_MESSAGES.roomNotFound);
  const rentRef = parseRentId(rentId);
  if (!rentRef || rentRef.roomId !== roomRef.roomId) throw notFound(RENT_MESSAGES.rentNotFound);
  return rentRef;
}

/** The company's master password, or 422: missing (`missingMessage`) or wrong (the payment's message). */
export async function requireMasterPassword(companyId: string, masterPassword: string | undefined, missingMessage: string): Promise<void> {
  if (!masterPassword) throw unprocessable(missingMessage);
  const company = await getCompany(companyId);
  if (!company || !(await verifyPassword(masterPassword, company.masterPasswordHash))) {
    throw unprocessable(RENT_MESSAGES.wrongMasterPassword);
  }
}

/**
 * Deletes a rent and its payments (see ../data/rent-deletion.ts for the chunked path); retried when it moved on
 * meanwhile. A rent with payments takes past revenue with it, so it needs the master password; one without
 * payments does not.
 */
export async function removeRent(audit: AuditContext, roomId: string, rentId: string, masterPassword?: string): Promise<void> {
  const { companyId } = audit;
  const ref = rentRefOf(roomId, rentId);
  let passwordChecked = false;
  for (let attempt = 0; attempt < 5; attempt++) {
    const rent = await getRent(companyId, ref, { includeDeleting: true });
    if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
    // Payments are never 0, so a paid total above 0 means the rent has payments (a flagged rent: some are left).
    if (rent.paidCents > 0 && !passwordChecked) {
      await requireMasterPassword(companyId, masterPassword, RENT_MESSAGES.masterPasswordToDeleteRent);
      passwordChecked = true;
    }
    const entry = auditOp(audit, {
      kind: 'rent',
      recordId: rent.rentId,
      recordLabel: rentLabel(rent),
      changes: removed(rentSnapshot(rent)),
    });
    if ((await deleteRent(rent, entry)) === 'deleted') return;
  }
  throw conflict(RENT_MESSAGES.busy);
}

/**
 * Checkout: the room is vacant again at once; a balance left stays owed (payable, in the Overdue report and in
 * the level's figures until settled). A payment recorded between the read and the write moves the paid total
 * the checkout was computed from: re-read and try again.
 */
export async function checkoutTenant(audit: AuditContext, input: CheckoutInput, now = new Date()): Promise<void> {
  const { companyId } = audit;
  const room = await roomOr404(companyId, input.room_id);
  const rentRef = room.current ? parseRentId(room.current.currentRentId) : null;
  if (!rentRef) throw conflict(RENT_MESSAGES.noTenantToCheckout);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rent = await getRent(companyId, rentRef);
    if (!rent || rent.checkoutDate) throw conflict(RENT_MESSAGES.noTenantToCheckout);
    const problem = validateCheckout(rent.startDate, input.checkoutDate);
    if (problem) throw badRequest(problem);
    if (isAfter(input.checkoutDate, isoDateOf(now))) throw badRequest(RENT_MESSAGES.checkoutInFuture);
    const after = rentState({ ...rentInputOfRecord(rent), checkoutDate: input.checkoutDate, today: isoDateOf(now) });
    try {
      await checkoutRent(
        rent,
        input.checkoutDate,
        { dueIndexDate: after.dueIndexDate, arrears: checkedOutArrears(after) },
        auditOp(
          audit,
          {
            kind: 'rent',
            recordId: rent.rentId,
            recordLabel: rentLabel(rent),
            changes: [{ field: 'checkoutDate', before: null, after: input.checkoutDate }],
          },
          now,
        ),
      );
      return;
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // Not the room's current rent any more (checked out or deleted meanwhile), or its rent chain changed meanwhile
      // (another of its rents added, edited or deleted: re-read and try again)
      if (err.has('room') && (await roomOr404(companyId, input.room_id)).current?.currentRentId === rent.rentId) continue;
      if (err.has('room') || err.has('building')) throw conflict(RENT_MESSAGES.noTenantToCheckout);
      // `rent`: paid meanwhile (re-read), or checked out or deleted (the re-read says so).
    }
  }
  throw conflict(RENT_MESSAGES.busy);
}

/** The last day the payments reach: the end of the last period they pay into, partly or fully (null: none). */
function paidPeriodsEnd(rent: RentRecord): IsoDate | null {
  if (rent.paidCents <= 0 || rent.rentPriceCents <= 0) return null;
  return periodEnd(rent.startDate, rent.rentType, Math.ceil(rent.paidCents / rent.rentPriceCents) - 1);
}

/**
 * Edit rent (CORRECTIONS.md): a current rent's terms on the version read (409 stale, 400 nothing changed). While it
 * has no payments every term may change; once paid only the end date (never before the paid periods end: 422) and
 * the deposit (never below what was used of it: 422). The dates are checked as on add. The rent, its room's copy,
 * the due index and the building's rent value move in one transaction; a payment, checkout or edit meanwhile makes
 * it read again (and the checks above decide on the rent as it is now).
 */
export async function editRent(audit: AuditContext, input: UpdateRentInput, now = new Date()): Promise<void> {
  const { companyId } = audit;
  const ref = rentRefOf(input.room_id, input.rent_id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rent = await getRent(companyId, ref);
    if (!rent) throw notFound(RENT_MESSAGES.rentNotFound);
    if (versionOf(rent) !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
    if (rent.checkoutDate) throw conflict(RENT_MESSAGES.rentNotCurrent);
    const after: RentTerms = {
      rentPriceCents: input.rent_price === undefined ? rent.rentPriceCents : toCents(input.rent_price),
      depositCents: input.deposit === undefined ? rent.depositCents : toCents(input.deposit),
      startDate: input.rent_start_date ?? rent.startDate,
      endDate: input.rent_end_date ?? rent.endDate,
      rentType: input.rent_type ?? rent.rentType,
    };
    const changes = changesBetween(rentTermsSnapshot(rent), rentTermsSnapshot(after));
    if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
    const problem = validateRentDates(after.startDate, after.endDate);
    if (problem) throw badRequest(problem);
    if (rent.paidCents > 0) {
      const locked = changes.some((c) => c.field !== 'rent_end_date' && c.field !== 'deposit');
      if (locked) throw conflict(RENT_MESSAGES.rentHasPayments);
      const paidEnd = paidPeriodsEnd(rent);
      if (paidEnd && isBefore(after.endDate, paidEnd)) throw unprocessable(RENT_MESSAGES.leaseEndsBeforePaid);
    }
    if (after.depositCents < (rent.depositUsedCents ?? 0)) throw unprocessable(RENT_MESSAGES.depositBelowUsed);
    const { dueIndexDate } = rentState({ ...rentInputOfRecord({ ...rent, ...after }), today: isoDateOf(now) });
    try {
      await updateRentTerms(
        rent,
        after,
        input.version,
        dueIndexDate,
        auditOp(audit, { kind: 'rent', recordId: rent.rentId, recordLabel: rentLabel(rent), changes }, now),
      );
      return;
    } catch (err) {
      if (!(err instanceof ConditionFailed)) throw err;
      // edited, paid, checked out or deleted meanwhile: the re-read decides
    }
  }
  throw conflict(RENT_MESSAGES.busy);
}
