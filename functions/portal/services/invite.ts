/** "Invite to the portal" on a tenant's or customer's page (PORTAL.md): the sign-in link, as an invitation. */
import { NO_PERMISSION, can, type Permission } from '../../../shared/account/permissions.ts';
import type { MessageResponse } from '../../../shared/route.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { PortalInviteBody, PortalPersonStatus } from '../../../shared/portal/types.ts';
import { auditOp } from '../../lib/audit.ts';
import type { AuditContext } from '../../lib/audit-context.ts';
import { transact } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Identity } from '../../lib/tokens.ts';
import { getPersonFacts, invitedOp } from '../data/links.ts';
import { getPortalSettings } from '../data/settings.ts';
import { APP_OF, loadPerson } from './people.ts';
import { sendSignInLink } from './sign-in.ts';

/** The person named by a staff call: the account's app must hold `permission` (403), the person be there and in scope (404). */
async function staffPerson(body: PortalInviteBody, identity: Identity, permissions: { tenant: Permission; customer: Permission }) {
  const kind = body.tenantId ? 'tenant' : 'customer';
  const id = (body.tenantId ?? body.customerId)!;
  if (!can(identity, permissions[kind])) throw forbidden(NO_PERMISSION);
  const [person, { settings }] = await Promise.all([loadPerson(identity.companyId, kind, id), getPortalSettings(identity.companyId)]);
  if (!person) throw notFound(kind === 'tenant' ? PORTAL_MESSAGES.tenantNotFound : PORTAL_MESSAGES.customerNotFound);
  return { kind, id, person, portalOn: settings[APP_OF[kind]] } as const;
}

/** A tenant's or customer's portal line (their page): whether the portal is on for them, invited when, last visit. */
export async function personStatus(body: PortalInviteBody, identity: Identity): Promise<PortalPersonStatus> {
  const { kind, id, person, portalOn } = await staffPerson(body, identity, { tenant: 'rent.read', customer: 'inventory.read' });
  const facts = await getPersonFacts(identity.companyId, kind, id);
  return { portalOn, hasEmail: !!person.email.trim(), invitedAt: facts.invitedAt, lastVisitAt: facts.lastVisitAt };
}

export async function invite(body: PortalInviteBody, identity: Identity, audit: AuditContext, now = new Date()): Promise<MessageResponse> {
  // the app of the one invited: a tenant is Rent Management's, a customer Inventory Management's (ROLES.md)
  const { kind, id, person, portalOn } = await staffPerson(body, identity, {
    tenant: 'rent.tenant.write',
    customer: 'inventory.partner.write',
  });
  if (!person.email.trim()) throw badRequest(PORTAL_MESSAGES.noEmail(kind));
  if (!portalOn) throw conflict(PORTAL_MESSAGES.portalOff(APP_OF[kind]));
  await sendSignInLink(identity.companyId, person.email, [person], { invited: true, now });
  await transact([
    invitedOp(identity.companyId, kind, id, now.toISOString()),
    auditOp(
      audit,
      {
        kind,
        recordId: id,
        recordLabel: person.name,
        changes: [{ field: 'portal', before: null, after: `invited (${person.email})` }],
      },
      now,
    ),
  ]);
  return { message: PORTAL_MESSAGES.invitationSent(person.email) };
}
