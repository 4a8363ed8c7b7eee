/**
 * The permission table (ROLES.md "Tests that must exist"): every route × every role, generated from the manifest,
 * against what ROLES.md says each role may do, written out here apart from the table it checks.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  APPS,
  PERMISSIONS,
  ROLES,
  appOf,
  can,
  permissionsOf,
  type AccountRole,
  type Permission,
} from '../../shared/account/permissions.ts';
import { routes } from '../../shared/routes.ts';

/** POSTs that only read (a report, a PDF, a lookup): a viewer may call them. */
const READING_POSTS = new Set(['reportRevenue', 'rentInvoicePrint', 'productItemsWithStock', 'labelsPrint']);
/** Account routes anyone signed in may call. */
const SELF = new Set(['whoami', 'companyInfo']);

/** ROLES.md's words per route, independent of PERMISSIONS: may this role call it? */
function expected(role: AccountRole, route: (typeof routes)[number]): boolean {
  const name = route.name;
  if (route.access === 'public' || SELF.has(name)) return true;
  if (route.access === 'portal') return false; // a portal session's (PORTAL.md), never an account's
  if (role === 'owner') return true;
  const ownerOnly =
    /LinkedAccount|linkedAccounts|^invite|MasterPassword/.test(name) ||
    ['rentSettings', 'saveRentSettings', 'automationRun', 'portalSettings', 'savePortalSettings'].includes(name);
  if (ownerOnly) return false;
  // the company's side of reported payments: whoever may record a payment (PORTAL.md), reading the list included
  if (/^reportedPayment/.test(name)) return role === 'manager' || role === 'staff' || role === 'accountant';
  const reads = route.method === 'GET' || READING_POSTS.has(name);
  if (name === 'auditAll') return role === 'manager' || role === 'accountant';
  if (reads) return true;
  if (role === 'viewer') return false;
  const destructive = /Delete$|Cancel$|Close$/.test(name) || name === 'waiveFee';
  const voids = /PaymentVoid$/.test(name) || name === 'expenseDelete';
  const money =
    /payRent|PaymentAdd$|InvoiceGenerate$|InvoiceUpdate$|InvoiceLink(Create|Revoke)$|InvoiceEmail$|^expense(Add|Update)$|sendReminder/.test(
      name,
    );
  if (voids) return role === 'manager' || role === 'accountant';
  if (destructive) return role === 'manager';
  if (money) return role === 'manager' || role === 'staff' || role === 'accountant';
  // everything else changes what the business runs on: stock, orders, buildings, rooms, rents, tenants, imports
  return role === 'manager' || role === 'staff';
}

const both = { apps: APPS } as const;

describe('the permission table', () => {
  it('names a known permission on every route, `public` and `portal` exactly on the public and portal ones', () => {
    for (const route of routes) {
      expect(route.permission === 'public' || route.permission === 'portal' || route.permission in PERMISSIONS, route.name).toBe(true);
      expect(route.permission === 'public', route.name).toBe(route.access === 'public');
      expect(route.permission === 'portal', route.name).toBe(route.access === 'portal');
    }
  });

  it('uses every permission it defines', () => {
    const used = new Set(routes.map((r) => r.permission));
    expect(ALL_PERMISSIONS.filter((p) => !used.has(p))).toEqual([]);
  });

  const cases = routes.flatMap((route) => ROLES.map((role) => [route.name, role, expected(role, route)] as const));
  it.each(cases)('%s for %s: %s', (name, role, allowed) => {
    const route = routes.find((r) => r.name === name)!;
    expect(can({ role, ...both }, route.permission)).toBe(allowed);
  });

  it.each(ROLES.filter((r) => r !== 'owner'))('keeps a %s with one app out of the other app', (role) => {
    for (const route of routes) {
      if (route.permission === 'public' || route.permission === 'portal') continue;
      const app = appOf(route.permission);
      const allowed = can({ role, apps: ['rent'] }, route.permission);
      if (app === 'inventory') expect(allowed, route.name).toBe(false);
      else expect(allowed, route.name).toBe(can({ role, ...both }, route.permission));
    }
  });

  it('gives the owner both apps whatever its apps say', () => {
    expect(can({ role: 'owner', apps: [] }, 'inventory.order.cancel')).toBe(true);
  });

  it.each([
    ['accountant', 'rent.payment.void', true],
    ['accountant', 'inventory.payment.void', true],
    ['accountant', 'inventory.order.cancel', false],
    ['accountant', 'rent.tenant.write', false],
    ['staff', 'rent.payment.record', true],
    ['staff', 'rent.payment.void', false],
    ['staff', 'rent.fee.waive', false],
    ['staff', 'audit.activity', false],
    ['manager', 'rent.fee.waive', true],
    ['manager', 'account.manage', false],
    ['viewer', 'import.run', false],
    ['viewer', 'import.read', true],
  ] as [AccountRole, Permission, boolean][])('%s may %s: %s', (role, permission, allowed) => {
    expect(can({ role, ...both }, permission)).toBe(allowed);
  });

  it('lists for company-ifo exactly what can() allows', () => {
    for (const role of ROLES) {
      const list = permissionsOf({ role, apps: ['inventory'] });
      expect(list).toEqual(ALL_PERMISSIONS.filter((p) => can({ role, apps: ['inventory'] }, p)));
      expect(list.some((p) => p.startsWith('rent.'))).toBe(role === 'owner');
    }
  });
});
