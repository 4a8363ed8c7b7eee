/**
 * Demo data for `npm start` on an empty database: a company with an owner, one linked account, buildings with
 * rents, and an inventory (warehouses, suppliers, customers, items with their stock history, then the steps of
 * functions/inventory/services/seed.ts's DEMO_STEPS: purchase orders in every state, …), then the portal on for a demo
 * tenant and customer (functions/portal/services/seed.ts). Each part is idempotent: a restart creates only what is
 * missing.
 */
import { DEFAULT_TIME_ZONE } from '../../shared/automation/settings.ts';
import { createScheduleIfMissing, newSchedule } from '../../functions/automation/data/schedule.ts';
import { seedDemoRentSettings } from '../../functions/automation/services/settings.ts';
import { systemAuditContext } from '../../functions/lib/audit.ts';
import { findUserByEmail, getCompany, getUser } from '../../functions/account/data/accounts.ts';
import { getSettings } from '../../functions/automation/data/settings.ts';
import { runMonthlyStatement } from '../../functions/insights/services/statement-email.ts';
import { SYSTEM_ACTIONS } from '../../shared/audit/types.ts';
import { addMonths, isoDateOf } from '../../shared/domain/dates.ts';
import { signUp } from '../../functions/account/services/auth.ts';
import { linkAccount } from '../../functions/account/services/accounts.ts';
import { DEMO_PORTAL_CUSTOMER } from '../../functions/inventory/services/seed-catalogue.ts';
import { seedDemoInventory } from '../../functions/inventory/services/seed.ts';
import { seedDemoPortal } from '../../functions/portal/services/seed.ts';
import { seedDemoMaintenance } from '../../functions/rent/services/maintenance-seed.ts';
import { DEMO_PORTAL_TENANT, seedDemoRent } from '../../functions/rent/services/seed.ts';

export const DEMO = {
  owner: { email: 'owner@demo.example', password: 'demo-owner-pass', fullName: 'Dana Demo' },
  staff: { email: 'staff@demo.example', password: 'demo-staff-pass', fullName: 'Sam Staff' },
  masterPassword: 'demo-master-pass',
  companyName: 'Demo Properties Ltd',
  /** Who signs in to the portal (the link arrives in the local inbox). */
  portal: { tenant: DEMO_PORTAL_TENANT.email, customer: DEMO_PORTAL_CUSTOMER.email },
} as const;

export async function seedDemo(): Promise<string[]> {
  let owner = await findUserByEmail(DEMO.owner.email);
  const created = !owner;
  if (!owner) {
    await signUp({
      companyName: DEMO.companyName,
      fullName: DEMO.owner.fullName,
      email: DEMO.owner.email,
      password: DEMO.owner.password,
      masterPassword: DEMO.masterPassword,
      address: '12 Harbour Road, Bristol',
      phone: '+44 117 496 0000',
      reCaptchaaToken: 'seed',
    });
    owner = await findUserByEmail(DEMO.owner.email);
  }
  if (owner && !(await findUserByEmail(DEMO.staff.email))) {
    await linkAccount(systemAuditContext(owner.companyId, 'seedDemo', 'import'), {
      name: DEMO.staff.fullName,
      email: DEMO.staff.email,
      address: 'Front desk',
      phone: '+44 117 496 0001',
      password: DEMO.staff.password,
    });
  }
  // a demo database from before scheduled work: its company joins the daily runs (sign-up schedules new ones)
  if (owner) await createScheduleIfMissing(newSchedule(owner.companyId, DEFAULT_TIME_ZONE, new Date()));
  // late fees on since before the demo's unpaid rents, so the first Run now shows fees as well as emails
  if (owner) await seedDemoRentSettings(owner.companyId);
  const rentLines = owner ? [...(await seedDemoRent(owner.companyId)), ...(await seedDemoMaintenance(owner.companyId))] : [];
  const inventoryLines = owner ? await seedDemoInventory(owner.companyId) : [];
  // last: the portal's demo signs in the tenant and the customer the parts before made
  const portalLines = owner ? await seedDemoPortal(owner.companyId) : [];
  // the owner's statement of last month, as the run of this month's 1st sent it (keyed by month: sent once)
  const statementLines = owner ? await seedDemoStatement(owner.companyId) : [];
  return [
    `Demo company: ${DEMO.companyName}${created ? ' (created)' : ''}`,
    `  Owner login (tick Administrator Access): ${DEMO.owner.email} / ${DEMO.owner.password}`,
    `  Linked account login:                    ${DEMO.staff.email} / ${DEMO.staff.password}`,
    `  Master password (for rent payments):     ${DEMO.masterPassword}`,
    ...rentLines.map((line) => `  ${line}`),
    ...inventoryLines.map((line) => `  ${line}`),
    ...portalLines.map((line) => `  ${line}`),
    ...statementLines.map((line) => `  ${line}`),
  ];
}

/** Runs the monthly statement job as of this month's 1st, so the local inbox holds last month's statement. */
async function seedDemoStatement(companyId: string): Promise<string[]> {
  const now = new Date();
  const localDate = `${isoDateOf(now).slice(0, 7)}-01`;
  const [{ settings }, company] = await Promise.all([getSettings(companyId), getCompany(companyId)]);
  if (!company) return [];
  const owner = await getUser(companyId, company.ownerUserId);
  await runMonthlyStatement({
    companyId,
    localDate,
    now,
    settings,
    company: { name: company.name, ownerEmail: owner?.email ?? '', ownerName: owner?.name ?? company.name },
    audit: systemAuditContext(companyId, SYSTEM_ACTIONS.automationRun, 'automation', 'seed-statement'),
  });
  return [`Monthly statement for ${addMonths(localDate, -1).slice(0, 7)} sent to the owner (see the inbox)`];
}
