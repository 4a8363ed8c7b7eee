/** Suppliers and customers (spec §3: one shape): add, update (a change is required, from the version read), list. */
import { ulid } from 'ulid';
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type { AddPartnerInput, ListQuery, Partner, UpdatePartnerInput } from '../../../shared/inventory/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { editWithOptionalVersion, versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createPartner, deletePartner, getPartner, listPartners, partnerHasOrders, updatePartnerFields } from '../data/partners.ts';
import type { PartnerKind } from '../keys.ts';
import type { PartnerRecord } from '../records.ts';

export const partnerOf = (p: PartnerRecord): Partner => ({
  id: p.partnerId,
  name: p.name,
  contact_name: p.contactName,
  contact_phone: p.contactPhone,
  contact_email: p.contactEmail,
  address: p.address,
  version: versionOf(p),
});

/** A supplier or customer as its audit entries show it (the list's field names). */
export const partnerSnapshot = (p: PartnerRecord) => ({
  name: p.name,
  contact_name: p.contactName,
  contact_phone: p.contactPhone,
  contact_email: p.contactEmail,
  address: p.address,
});

const NOT_FOUND: Record<PartnerKind, string> = { supplier: M.supplierNotFound, customer: M.customerNotFound };

export async function addPartner(
  audit: AuditContext,
  kind: PartnerKind,
  input: AddPartnerInput,
  now = new Date(),
): Promise<{ id: string }> {
  const record = newPartnerRecord(audit.companyId, kind, ulid(), input, now);
  await createPartner(record, partnerAuditOp(audit, record, 'created', now));
  return { id: record.partnerId };
}

/** The record of a new supplier or customer (the add call, the import). */
export const newPartnerRecord = (
  companyId: string,
  kind: PartnerKind,
  partnerId: string,
  input: AddPartnerInput,
  now: Date,
): PartnerRecord => ({
  companyId,
  kind,
  partnerId,
  name: input.name,
  contactName: input.contactPerson,
  contactPhone: input.contactNumber,
  contactEmail: input.contactEmail,
  address: input.address,
  createdAt: now.toISOString(),
});

/** The audit entry of a supplier or customer created or removed. */
export const partnerAuditOp = (audit: AuditContext, p: PartnerRecord, what: 'created' | 'removed', now: Date) =>
  auditOp(
    audit,
    { kind: p.kind, recordId: p.partnerId, recordLabel: p.name, changes: (what === 'created' ? created : removed)(partnerSnapshot(p)) },
    now,
  );

/**
 * 404 for an unknown or another company's id; 400 `No changes detected` when every field is as stored; 409 when it
 * changed since the version the client read. Without a version (the seed's screens send none) the edit applies to the
 * supplier (customer) as stored when it is written.
 */
export async function updatePartner(audit: AuditContext, kind: PartnerKind, input: UpdatePartnerInput, now = new Date()): Promise<void> {
  try {
    await editWithOptionalVersion(input.version, 'partner', async (expected) => {
      const current = await getPartner(audit.companyId, kind, input.id);
      if (!current) throw notFound(NOT_FOUND[kind]);
      const next: PartnerRecord = {
        ...current,
        name: input.name,
        contactName: input.contact_name,
        contactPhone: input.contact_phone,
        contactEmail: input.contact_email,
        address: input.address,
        updatedAt: now.toISOString(),
      };
      const changes = changesBetween(partnerSnapshot(current), partnerSnapshot(next));
      if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
      await updatePartnerFields(
        next,
        expected(current),
        current.contactEmail,
        auditOp(audit, { kind, recordId: next.partnerId, recordLabel: next.name, changes }, now),
      );
    });
  } catch (err) {
    throw mapConditionFailed(err, { partner: conflict(CORRECTION_MESSAGES.staleVersion) });
  }
}

const HAS_ORDERS: Record<PartnerKind, string> = { supplier: M.supplierHasOrders, customer: M.customerHasOrders };

/** Only a supplier (customer) on no order: 409 `This supplier has orders` / `This customer has orders`; 404 unknown. */
export async function removePartner(audit: AuditContext, kind: PartnerKind, partnerId: string, now = new Date()): Promise<void> {
  const current = await getPartner(audit.companyId, kind, partnerId);
  if (!current) throw notFound(NOT_FOUND[kind]);
  if (await partnerHasOrders(audit.companyId, kind, partnerId)) throw conflict(HAS_ORDERS[kind]);
  try {
    await deletePartner(current, partnerAuditOp(audit, current, 'removed', now));
  } catch (err) {
    if (!isConditionFailed(err, 'partner')) throw err;
    // gone, a supplier of reorder rules, or an order placed since the index read (its create counted it on the partner)
    const now2 = await getPartner(audit.companyId, kind, partnerId);
    if (!now2) throw notFound(NOT_FOUND[kind]);
    throw conflict((now2.ruleCount ?? 0) > 0 && !(now2.orderCount ?? 0) ? M.supplierHasRules : HAS_ORDERS[kind]);
  }
}

export async function partnerList(companyId: string, kind: PartnerKind, page: ListQuery) {
  const { items, nextCursor } = await listPartners(companyId, kind, page);
  return { rows: items.map(partnerOf), nextCursor };
}
