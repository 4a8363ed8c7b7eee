/** Suppliers and customers (spec §3: one shape): add, update (a change is required), list. */
import { ulid } from 'ulid';
import * as M from '../../../shared/inventory/messages.ts';
import type { AddPartnerInput, ListQuery, Partner, UpdatePartnerInput } from '../../../shared/inventory/schemas.ts';
import { mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { getPartner, listPartners, putPartner } from '../data/partners.ts';
import type { PartnerKind } from '../keys.ts';
import type { PartnerRecord } from '../records.ts';

export const partnerOf = (p: PartnerRecord): Partner => ({
  id: p.partnerId,
  name: p.name,
  contact_name: p.contactName,
  contact_phone: p.contactPhone,
  contact_email: p.contactEmail,
  address: p.address,
});

const NOT_FOUND: Record<PartnerKind, string> = { supplier: M.supplierNotFound, customer: M.customerNotFound };

export async function addPartner(companyId: string, kind: PartnerKind, input: AddPartnerInput, now = new Date()): Promise<{ id: string }> {
  const record: PartnerRecord = {
    companyId,
    kind,
    partnerId: ulid(),
    name: input.name,
    contactName: input.contactPerson,
    contactPhone: input.contactNumber,
    contactEmail: input.contactEmail,
    address: input.address,
    createdAt: now.toISOString(),
  };
  await putPartner(record, 'create');
  return { id: record.partnerId };
}

/** 404 for an unknown or another company's id; 400 `No new changes made` when every field is as stored. */
export async function updatePartner(companyId: string, kind: PartnerKind, input: UpdatePartnerInput, now = new Date()): Promise<void> {
  const current = await getPartner(companyId, kind, input.id);
  if (!current) throw notFound(NOT_FOUND[kind]);
  const next: PartnerRecord = {
    ...current,
    name: input.name,
    contactName: input.contact_name,
    contactPhone: input.contact_phone,
    contactEmail: input.contact_email,
    address: input.address,
  };
  const fields = ['name', 'contactName', 'contactPhone', 'contactEmail', 'address'] as const;
  if (fields.every((f) => next[f] === current[f])) throw badRequest(M.noNewChanges);
  try {
    await putPartner({ ...next, updatedAt: now.toISOString() }, 'update');
  } catch (err) {
    throw mapConditionFailed(err, { partner: notFound(NOT_FOUND[kind]) });
  }
}

export async function partnerList(companyId: string, kind: PartnerKind, page: ListQuery) {
  const { items, nextCursor } = await listPartners(companyId, kind, page);
  return { rows: items.map(partnerOf), nextCursor };
}
