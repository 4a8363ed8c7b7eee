/**
 * A tenant's or customer's own contact details (PORTAL.md "What a tenant sees and does": POST /api/portal/contact).
 * A new phone is written at once; a new email only once a link sent to it is followed (POST /api/portal/contact/verify,
 * single use, 24 hours, only its SHA-256 stored), and then through the same edit the company's staff make (tenants:
 * planTenantEdit → updateTenantOps; customers: updatePartnerFields), which also moves the portal's email lookup, so the
 * new email signs in and the old one no longer does. Every change has its audit entry (actor the person, source
 * portal) in its own transaction; the owner is told of each change.
 */
import { changesBetween } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { PortalContactBody, PortalKind, PortalPerson } from '../../../shared/portal/types.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import type { AddTenantInput } from '../../../shared/rent/schemas.ts';
import { getCompany, getUser } from '../../account/data/accounts.ts';
import { getPartner, updatePartnerFields } from '../../inventory/data/partners.ts';
import { partnerSnapshot } from '../../inventory/services/partners.ts';
import { auditOp } from '../../lib/audit.ts';
import type { AuditContext } from '../../lib/audit-context.ts';
import { isConditionFailed, transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { sendEmail } from '../../lib/email/send.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { portalContactChangedEmail } from '../../lib/email/templates/portal-contact-changed.ts';
import { portalEmailVerifyEmail } from '../../lib/email/templates/portal-email-verify.ts';
import { badRequest, conflict, type HttpError } from '../../lib/errors.ts';
import { log, serializeError } from '../../lib/logger.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { getTenant } from '../../rent/data/tenants.ts';
import { MAX_TRANSACTION_ITEMS } from '../../rent/data/rent-deletion.ts';
import { planTenantEdit } from '../../rent/services/tenants.ts';
import {
  emailVerifyLinkClaim,
  getEmailVerifyLink,
  getPendingEmail,
  pendingEmailOp,
  spendEmailVerifyLinkOps,
  type EmailVerifyLinkRecord,
} from '../data/contact.ts';
import { getPortalSettings } from '../data/settings.ts';
import * as portalKeys from '../keys.ts';
import { sessionPerson } from './me.ts';
import { APP_OF, loadCompany, loadPerson } from './people.ts';
import { hashLinkToken, linkTokenHash, newLinkToken } from '../../lib/link-tokens.ts';

export const EMAIL_LINK_HOURS = 24;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sameEmail = (a: string, b: string) => portalKeys.emailKey(a) === portalKeys.emailKey(b);

/** The entry of a change of the person's portal facts only (a pending email set or cleared). */
const pendingEntry = (audit: AuditContext, person: PortalPerson, before: string | null, after: string | null) =>
  auditOp(audit, {
    kind: person.kind,
    recordId: person.id,
    recordLabel: person.name,
    changes: [{ field: 'pending_email', before, after }],
  });

/**
 * Writes a tenant's or customer's new phone or email through the staff's edit of that record, with `extra` in the same
 * transaction; when the record already holds them, `extra` alone with `unchanged` (its entry), or nothing. A record
 * edited meanwhile is read again. `gone`: the answer when the record no longer exists.
 */
async function editPerson(
  audit: AuditContext,
  person: { kind: PortalKind; id: string },
  edit: { phone?: string; email?: string },
  extra: readonly TransactOp[],
  unchanged: TransactOp | null,
  gone: HttpError,
  mapFailed: (err: unknown) => unknown = (err) => err,
): Promise<void> {
  const { companyId } = audit;
  for (let attempt = 0; attempt < 8; attempt++) {
    let ops: TransactOp[];
    if (person.kind === 'tenant') {
      const tenant = await getTenant(companyId, person.id);
      if (!tenant) throw gone;
      const fields: AddTenantInput = {
        name: tenant.name,
        phone: edit.phone ?? tenant.phone,
        email: edit.email ?? tenant.email,
        address: tenant.address,
        idType: tenant.idType as AddTenantInput['idType'],
        idNumber: tenant.idNumber,
        idExpiry: tenant.idExpiry,
        idIssuingCountry: tenant.idIssuingCountry,
      };
      const plan = await planTenantEdit(audit, tenant, fields);
      if ('refused' in plan && plan.refused === 'rentsMoving') {
        await wait(100 * (attempt + 1));
        continue;
      }
      if ('refused' in plan && plan.refused === 'tooManyRents') throw conflict(RENT_MESSAGES.tenantTooManyRents);
      ops = 'ops' in plan ? [...plan.ops, ...extra] : unchanged ? [...extra, unchanged] : [];
      if (ops.length > MAX_TRANSACTION_ITEMS) throw conflict(RENT_MESSAGES.tenantTooManyRents);
    } else {
      const current = await getPartner(companyId, 'customer', person.id);
      if (!current) throw gone;
      const next = {
        ...current,
        contactPhone: edit.phone ?? current.contactPhone,
        contactEmail: edit.email ?? current.contactEmail,
        updatedAt: new Date().toISOString(),
      };
      const changes = changesBetween(partnerSnapshot(current), partnerSnapshot(next));
      if (changes.length) {
        const entry = auditOp(audit, { kind: 'customer', recordId: current.partnerId, recordLabel: current.name, changes });
        try {
          await updatePartnerFields(next, versionOf(current), current.contactEmail, entry, extra);
          return;
        } catch (err) {
          if (isConditionFailed(err, 'partner')) continue; // edited meanwhile: read again
          throw mapFailed(err);
        }
      }
      ops = unchanged ? [...extra, unchanged] : [];
    }
    if (!ops.length) return;
    try {
      await transact(ops);
      return;
    } catch (err) {
      const mapped = mapFailed(err);
      if (mapped !== err || !isConditionFailed(err)) throw mapped;
      // the tenant edited, or a rent of theirs added, removed or checked out meanwhile: read again
    }
  }
  throw conflict(RENT_MESSAGES.busy);
}

/** Tells the owner what the person changed (a failed send is logged: the change is made). */
async function notifyOwner(companyId: string, person: PortalPerson, change: { field: 'phone' | 'email'; before: string; after: string }) {
  try {
    const company = await getCompany(companyId);
    const owner = company ? await getUser(companyId, company.ownerUserId) : null;
    if (!company || !owner?.email) return;
    await sendEmail(
      portalContactChangedEmail({
        to: owner.email,
        companyName: company.name,
        personName: person.name,
        kind: person.kind,
        personPath: person.kind === 'tenant' ? `/hms/tenants/${encodeURIComponent(person.id)}` : '/ims/customers',
        change,
      }),
    );
  } catch (err) {
    log('warn', 'portal contact change not emailed to the owner', { companyId, error: serializeError(err) });
  }
}

/**
 * POST /api/portal/contact: the phone as given at once; an email other than the record's waits for its link (a new
 * link each time, the older ones no longer work); the record's own email typed back cancels a pending one.
 */
export async function saveContact(
  portal: PortalIdentity,
  audit: AuditContext,
  body: PortalContactBody,
  now = new Date(),
): Promise<{ message: string; pendingEmail: string | null }> {
  const { person } = await sessionPerson(portal);
  const pending = await getPendingEmail(portal.companyId, person.kind, person.id);
  const phoneChanged = body.phone !== person.phone;
  const emailChanged = !sameEmail(body.email, person.email);
  if (!phoneChanged && !emailChanged && !pending) throw badRequest(CORRECTION_MESSAGES.noChanges);

  const token = emailChanged ? newLinkToken() : null;
  const newPending = token ? { email: body.email, tokenHash: hashLinkToken(token) } : null;
  const extra =
    newPending || pending
      ? [
          pendingEmailOp(portal.companyId, person.kind, person.id, newPending),
          pendingEntry(audit, person, pending?.email ?? null, newPending?.email ?? null),
        ]
      : [];
  const gone = badRequest(PORTAL_MESSAGES.personGone);
  if (phoneChanged) await editPerson(audit, person, { phone: body.phone }, extra, null, gone);
  else await transact(extra);
  if (phoneChanged) await notifyOwner(portal.companyId, person, { field: 'phone', before: person.phone, after: body.phone });

  if (!token || !newPending)
    return { message: phoneChanged ? PORTAL_MESSAGES.phoneUpdated : PORTAL_MESSAGES.emailChangeCancelled, pendingEmail: null };
  const link: EmailVerifyLinkRecord = {
    companyId: portal.companyId,
    kind: person.kind,
    personId: person.id,
    email: body.email,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + EMAIL_LINK_HOURS * 3600,
  };
  const company = await loadCompany(portal.companyId);
  await sendOnce({
    ...emailVerifyLinkClaim(newPending.tokenHash, link),
    kind: 'portal-email-verify',
    message: portalEmailVerifyEmail({
      to: body.email,
      personName: person.name,
      companyName: company?.name ?? 'Business Suite',
      token,
      validHours: EMAIL_LINK_HOURS,
    }),
    now,
  });
  return {
    message: phoneChanged ? PORTAL_MESSAGES.phoneUpdatedEmailLinkSent(body.email) : PORTAL_MESSAGES.emailLinkSent(body.email),
    pendingEmail: body.email,
  };
}

/**
 * POST /api/portal/contact/verify: spends the link and applies its email to the tenant or customer, in one transaction
 * with the entry (actor the person, as the holder of the new mailbox). A link spent, expired, replaced by a newer one
 * or whose person is gone (or whose app's portal is off) is a 400 with a message.
 */
export async function verifyContactEmail(token: string, requestId: string, now = new Date()): Promise<{ message: string; email: string }> {
  const invalid = badRequest(PORTAL_MESSAGES.emailLinkInvalid);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const tokenHash = linkTokenHash(token);
  const link = tokenHash ? await getEmailVerifyLink(tokenHash) : null;
  if (!tokenHash || !link || link.expiresAt <= nowSeconds) throw invalid;
  const [person, pending, { settings }] = await Promise.all([
    loadPerson(link.companyId, link.kind, link.personId),
    getPendingEmail(link.companyId, link.kind, link.personId),
    getPortalSettings(link.companyId),
  ]);
  if (!person || pending?.tokenHash !== tokenHash) throw invalid;
  if (!settings[APP_OF[link.kind]]) throw badRequest(PORTAL_MESSAGES.personGone);
  const audit: AuditContext = {
    companyId: link.companyId,
    actor: { id: person.id, name: person.name, email: link.email },
    action: 'portalContactVerify',
    source: 'portal',
    requestId,
  };
  const spend = spendEmailVerifyLinkOps(link, tokenHash, nowSeconds);
  await editPerson(audit, person, { email: link.email }, spend, pendingEntry(audit, person, link.email, null), invalid, (err) =>
    isConditionFailed(err, 'link') || isConditionFailed(err, 'pending') ? invalid : err,
  );
  if (!sameEmail(person.email, link.email))
    await notifyOwner(link.companyId, person, { field: 'email', before: person.email, after: link.email });
  return { message: PORTAL_MESSAGES.emailChanged(link.email), email: link.email };
}
