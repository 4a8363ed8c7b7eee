/** GET /api/portal/me: who the session is, for which company, and how to pay (PORTAL.md). */
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { PortalMe } from '../../../shared/portal/types.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { getPersonFacts } from '../data/links.ts';
import { getPortalSettings } from '../data/settings.ts';
import { APP_OF, loadCompany, loadPerson } from './people.ts';

/**
 * The session's person, as stored now. A session whose person was deleted, or whose app's portal the owner turned off,
 * has ended: 401, as an expired session (the portal asks them to sign in again).
 */
export async function sessionPerson(portal: PortalIdentity) {
  const [person, { settings }] = await Promise.all([
    loadPerson(portal.companyId, portal.kind, portal.personId),
    getPortalSettings(portal.companyId),
  ]);
  if (!person || !settings[APP_OF[portal.kind]]) throw unauthorized(PORTAL_MESSAGES.personGone);
  return { person, settings };
}

export async function portalMe(portal: PortalIdentity): Promise<PortalMe> {
  const [{ person, settings }, company, facts] = await Promise.all([
    sessionPerson(portal),
    loadCompany(portal.companyId),
    getPersonFacts(portal.companyId, portal.kind, portal.personId),
  ]);
  if (!company) throw unauthorized(PORTAL_MESSAGES.personGone);
  return {
    company,
    person,
    app: APP_OF[portal.kind],
    paymentInstructions: settings.paymentInstructions,
    pendingEmail: facts.pendingEmail,
  };
}
