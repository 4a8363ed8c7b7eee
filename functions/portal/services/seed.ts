/**
 * The portal's part of the demo data (`npm start`, infra/local/seed.ts), run after the rent and inventory demo data:
 * - the email lookup of the company's tenants and customers complete (the daily run's backfill, run now, so a demo
 *   database from before the lookup signs people in at once, not from its first daily run);
 * - the demo tenant and customer at the demo's own addresses (DEMO_PORTAL_TENANT in ../../rent/services/seed.ts,
 *   DEMO_PORTAL_CUSTOMER in ../../inventory/services/seed-catalogue.ts), edited to them through the edit services when
 *   a demo database from before the portal still has their former addresses;
 * - the portal on for both apps with demo payment instructions, through the settings route's service and its entry;
 * - one payment the demo tenant reported, awaiting the owner's decision, through the portal's own service (actor the
 *   tenant, source portal), so the Reported payments list has something to confirm.
 *
 * Idempotent: the backfill's marker says it is done; an address is edited only while it is the former one; the
 * settings are saved only while they were never saved (an owner who turned the portal off keeps it off); the reported
 * payment is made only while the tenant has none under its reference, whatever became of it.
 */
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import { addDays, isoDateOf } from '../../../shared/domain/dates.ts';
import { portalRoutes } from '../../../shared/portal/routes.ts';
import type { UpdateTenantInput } from '../../../shared/rent/schemas.ts';
import { PAGE_LIMIT } from '../../../shared/schemas/common.ts';
import { listPartners } from '../../inventory/data/partners.ts';
import { normalizeName } from '../../inventory/records.ts';
import { DEMO_PORTAL_CUSTOMER } from '../../inventory/services/seed-catalogue.ts';
import { updatePartner } from '../../inventory/services/partners.ts';
import { systemAuditContext, type AuditContext } from '../../lib/audit.ts';
import { allPages } from '../../lib/dynamo/query.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { listTenants } from '../../rent/data/tenants.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { DEMO_PORTAL_TENANT } from '../../rent/services/seed.ts';
import { editTenant } from '../../rent/services/tenants.ts';
import { listReportedOfPerson } from '../data/reported-payments.ts';
import { getPortalSettings } from '../data/settings.ts';
import { ensurePortalEmailLookups } from './email-lookup-backfill.ts';
import { MY_REPORTED_PAGE, reportPayment } from './report-payment.ts';
import { savePortalSettings } from './settings.ts';
import { tenantRents } from './tenant.ts';

/** What Account settings → Portal shows the demo's tenants and customers under "How to pay". */
export const DEMO_PAYMENT_INSTRUCTIONS =
  'Pay by bank transfer to Demo Properties Ltd, Barclays, sort code 20-00-00, account 12345678. ' +
  'Tenants: use your room number as the reference (for example "Room 101"). ' +
  'Customers: use your order number (SO-…) as the reference. ' +
  'Then tell us under "Report a payment", so we can match it.';

/** The demo tenant's reported payment: one month of Room 101's rent, by transfer, the day before the seed. */
export const DEMO_REPORTED_REFERENCE = 'Room 101';

/** The demo people's addresses before the portal's demo (a database seeded then still has them). */
const FORMER_EMAILS = { tenant: 'amelia.hart@example.com', customer: 'orders@metro-office.example' } as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The demo tenant (by name, at the demo address or the former one), moved to the demo address; null when gone. */
async function demoTenant(audit: AuditContext): Promise<{ id: string; name: string; email: string } | null> {
  const tenants = await allPages((cursor) => listTenants(audit.companyId, { limit: PAGE_LIMIT.max, cursor }));
  const named = tenants.filter((t) => normalizeName(t.name) === normalizeName(DEMO_PORTAL_TENANT.name));
  const current = named.find((t) => sameEmail(t.email, DEMO_PORTAL_TENANT.email));
  if (current) return { id: current.tenantId, name: current.name, email: current.email };
  const former = named.find((t) => sameEmail(t.email, FORMER_EMAILS.tenant));
  if (!former) return null;
  const { companyId: _c, tenantId, createdAt: _at, version: _v, rentsCount: _r, rentBuildings: _b, ...fields } = former;
  // the demo's tenants were added with the API's ID types (../../rent/services/seed.ts), so the stored one is one of them
  const idType = fields.idType as UpdateTenantInput['idType'];
  await editTenant(audit, { ...fields, idType, email: DEMO_PORTAL_TENANT.email, id: tenantId, version: versionOf(former) });
  return { id: tenantId, name: former.name, email: DEMO_PORTAL_TENANT.email };
}

/** The demo customer moved to the demo address when it still has the former one; answers whether it has the demo's. */
async function demoCustomer(audit: AuditContext): Promise<boolean> {
  const customers = await allPages((cursor) => listPartners(audit.companyId, 'customer', { limit: PAGE_LIMIT.max, cursor }));
  const named = customers.filter((c) => normalizeName(c.name) === normalizeName(DEMO_PORTAL_CUSTOMER.name));
  if (named.some((c) => sameEmail(c.contactEmail, DEMO_PORTAL_CUSTOMER.email))) return true;
  const former = named.find((c) => sameEmail(c.contactEmail, FORMER_EMAILS.customer));
  if (!former) return false;
  await updatePartner(audit, 'customer', {
    id: former.partnerId,
    name: former.name,
    contact_name: former.contactName,
    contact_phone: former.contactPhone,
    contact_email: DEMO_PORTAL_CUSTOMER.email,
    address: former.address,
    version: versionOf(former),
  });
  return true;
}

/** The portal on for both apps with the demo's instructions, unless the settings were ever saved. */
async function turnPortalOn(audit: AuditContext, now: Date): Promise<boolean> {
  const { version } = await getPortalSettings(audit.companyId, { consistent: true });
  if (version > 0) return false;
  await savePortalSettings(audit, { rent: true, inventory: true, paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS, version }, now);
  return true;
}

/**
 * "I paid" from the demo tenant on their current rent that owes (one period's rent, never more than it owes), unless
 * they reported under the demo's reference before (awaiting, confirmed or declined: a decision stays made).
 */
async function reportDemoPayment(companyId: string, tenant: { id: string; name: string; email: string }, now: Date): Promise<boolean> {
  const portal: PortalIdentity = {
    companyId,
    kind: 'tenant',
    personId: tenant.id,
    name: tenant.name,
    email: tenant.email,
    sessionId: 'seedDemo',
  };
  const { items: reported } = await listReportedOfPerson(companyId, 'tenant', tenant.id, { limit: MY_REPORTED_PAGE });
  if (reported.some((p) => sameEmail(p.reference, DEMO_REPORTED_REFERENCE))) return false;
  const rent = (await tenantRents(portal, now)).find((r) => r.isCurrent && r.balance > 0);
  if (!rent) return false;
  // as the portal's route would write it: the tenant is the actor, the portal the source
  const audit: AuditContext = {
    companyId,
    actor: { id: tenant.id, name: tenant.name, email: tenant.email },
    action: portalRoutes.portalReportPayment.name,
    source: 'portal',
    requestId: SYSTEM_ACTIONS.seedDemo,
  };
  await reportPayment(
    portal,
    audit,
    {
      rentId: rent.rentId,
      amount: Math.min(rent.rentPrice, rent.balance),
      date: addDays(isoDateOf(now), -1),
      method: 'Bank transfer',
      reference: DEMO_REPORTED_REFERENCE,
    },
    now,
  );
  return true;
}

/** Sets up the demo company's portal (see the module's comment); answers the start banner's line. */
export async function seedDemoPortal(companyId: string, now = new Date()): Promise<string[]> {
  // demo data is the product's own import: its entries name the System
  const audit = systemAuditContext(companyId, SYSTEM_ACTIONS.seedDemo, 'import');
  const tenant = await demoTenant(audit);
  const customer = await demoCustomer(audit);
  // after the edits above: the backfill adds what they did not (people written before the lookup existed)
  await ensurePortalEmailLookups(companyId);
  const turnedOn = await turnPortalOn(audit, now);
  const reported = tenant ? await reportDemoPayment(companyId, tenant, now) : false;
  const people = [
    ...(tenant ? [`tenant ${DEMO_PORTAL_TENANT.email}`] : []),
    ...(customer ? [`customer ${DEMO_PORTAL_CUSTOMER.email}`] : []),
  ];
  if (!turnedOn && !reported) return [`Demo portal: already set up${people.length ? ` (${people.join(', ')})` : ''}`];
  return [
    `Demo portal: on for tenants and customers, with payment instructions; ${people.join(' and ') || 'no demo people'}` +
      `${reported ? `; 1 reported payment awaiting a decision` : ''}`,
  ];
}
