/**
 * The SPA's side of ROLES.md: which page each role reaches (the router's one guard, config/page-access.ts), what
 * `usePowers` answers from company-ifo `me`, and the Linked accounts dialogs' role/apps/access values.
 */
import { describe, expect, it } from 'vitest';
import { permissionsOf, ROLES, type AccountPowers, type AccountRole, type AppName } from '../../shared/account/permissions.ts';
import { IMPORT_KINDS } from '../../shared/import/fields.ts';
import type { Me } from '../../shared/account/schemas.ts';
import { PAGE_PERMISSIONS, pagePermission, pageWholeCompany } from '../../web/src/config/page-access.ts';
import { paths, type AnyPagePath } from '../../web/src/config/paths.ts';
import {
  accessText,
  appsText,
  emptyScopeProblem,
  invitedText,
  NEW_POWERS,
  powersBody,
  powersValuesOf,
  toggleId,
  typedPowersText,
} from '../../web/src/features/account/powers-form.ts';
import { activityFilters, noFilters } from '../../web/src/features/account/activity-filters.ts';
import { importableKinds, importApp, mayImport } from '../../web/src/features/import/import-kinds.ts';
import { powersOf } from '../../web/src/lib/powers.ts';
import { typedDifferences } from '../../web/src/lib/stale-edit.ts';

const meOf = (role: AccountRole, apps: AppName[] = ['rent', 'inventory'], scope: Partial<AccountPowers> = {}): Me => {
  const powers = { role, apps, buildings: 'all' as const, warehouses: 'all' as const, ...scope };
  return { ...powers, buildings: powers.buildings, warehouses: powers.warehouses, permissions: permissionsOf(powers) } as Me;
};

/** May this account open the page at `href`? What the guard decides (it matches the path, not the query). */
const reaches = (me: Me, href: string) => {
  const needed = pagePermission(new URL(href, 'http://app.test').pathname);
  return needed === null || powersOf(me).can(needed);
};

const PUBLIC = [
  paths.home,
  paths.pricing,
  paths.signup,
  paths.contactUs,
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.acceptInvite,
] as AnyPagePath[];

function allPages(tree: object): AnyPagePath[] {
  return Object.values(tree).flatMap((value) => ('pattern' in value ? [value as AnyPagePath] : allPages(value)));
}
const concrete = (page: AnyPagePath) => page.pattern.replace(/:[A-Za-z_]\w*/g, '7');

describe('every signed-in page declares its permission', () => {
  const signedIn = allPages(paths).filter((page) => !PUBLIC.includes(page));

  it.each(signedIn.map((page) => [page.pattern, page]))('%s', (_, page) => {
    expect(PAGE_PERMISSIONS.some(([declared]) => declared === page)).toBe(true);
    expect(pagePermission(concrete(page))).not.toBeNull();
  });

  it('public pages need nothing (the router serves them outside the app shell)', () => {
    for (const page of PUBLIC) expect(pagePermission(concrete(page))).toBeNull();
  });

  it('an unknown address inside an app still needs that app', () => {
    expect(pagePermission('/ims/no-such-page')).toBe('inventory.read');
    expect(pagePermission('/hms/no/such/page')).toBe('rent.read');
  });
});

describe('which pages each role reaches', () => {
  const pages = {
    apps: paths.apps.href(),
    accountSettings: paths.accountSettings.href(),
    activity: paths.activity.href(),
    automation: paths.automation.href(),
    buildings: paths.rent.buildings.href(),
    addBuilding: paths.rent.addBuilding.href(),
    unit: paths.rent.unit.href(1, 0, 'r1'),
    addTenant: paths.rent.addTenant.href(),
    rentReports: paths.rent.reports.href(),
    imsDashboard: paths.inventory.dashboard.href(),
    addPurchaseOrder: paths.inventory.addPurchaseOrder.href(),
    editSalesOrder: paths.inventory.editSalesOrder.href(9),
    receiving: paths.inventory.receiving.href(),
    expenses: paths.inventory.expenses.href(),
    financialAccount: paths.inventory.financialAccount.href(),
    importData: paths.importData.href('items'),
    // one screen in both apps (PORTAL.md "The company's side"): deciding reported payments is money, in no one app
    reportedRent: paths.rent.reportedPayments.href(),
    reportedInventory: paths.inventory.reportedPayments.href(),
  };
  type Page = keyof typeof pages;
  const every = Object.keys(pages) as Page[];
  const except = (...denied: Page[]) => every.filter((p) => !denied.includes(p));
  const writes: Page[] = ['addBuilding', 'addTenant', 'addPurchaseOrder', 'editSalesOrder', 'receiving', 'importData'];
  const reported: Page[] = ['reportedRent', 'reportedInventory'];
  const rentPages: Page[] = ['buildings', 'addBuilding', 'unit', 'addTenant', 'rentReports'];
  const inventoryPages: Page[] = ['imsDashboard', 'addPurchaseOrder', 'editSalesOrder', 'receiving', 'expenses', 'financialAccount'];

  const cases: [string, Me, Page[]][] = [
    ['owner', meOf('owner'), every],
    ['manager', meOf('manager'), except('automation')],
    ['staff', meOf('staff'), except('automation', 'activity')],
    ['accountant', meOf('accountant'), except('automation', ...writes)],
    ['viewer', meOf('viewer'), except('automation', 'activity', ...writes, ...reported)],
    ['staff with the rent app only', meOf('staff', ['rent'], { buildings: [1] }), except('automation', 'activity', ...inventoryPages)],
    ['manager with the inventory app only', meOf('manager', ['inventory']), except('automation', ...rentPages)],
  ];

  it.each(cases)('%s', (_, me, allowed) => {
    const reached = every.filter((page) => reaches(me, pages[page]));
    expect(reached).toEqual(allowed);
  });
});

describe('powersOf (usePowers)', () => {
  it('allows nothing until `me` is in, and says whether it is loading or failed', () => {
    expect(powersOf(undefined, { loading: true })).toMatchObject({ loading: true, failed: false, me: null });
    expect(powersOf(undefined, { failed: true })).toMatchObject({ loading: false, failed: true });
    expect(powersOf(undefined).can('rent.read')).toBe(false);
    expect(powersOf(undefined).hasApp('rent')).toBe(false);
  });

  it.each([
    ['owner', meOf('owner'), { rent: true, inventory: true }],
    ['staff with both apps', meOf('staff'), { rent: true, inventory: true }],
    ['viewer with rent', meOf('viewer', ['rent']), { rent: true, inventory: false }],
    ['accountant with inventory', meOf('accountant', ['inventory']), { rent: false, inventory: true }],
  ])('hasApp: %s', (_, me, expected) => {
    const powers = powersOf(me);
    expect({ rent: powers.hasApp('rent'), inventory: powers.hasApp('inventory') }).toEqual(expected);
  });

  it.each([
    ['rent.building.delete', { owner: true, manager: true, staff: false, accountant: false, viewer: false }],
    ['rent.payment.void', { owner: true, manager: true, staff: false, accountant: true, viewer: false }],
    ['rent.fee.waive', { owner: true, manager: true, staff: false, accountant: false, viewer: false }],
    ['inventory.order.cancel', { owner: true, manager: true, staff: false, accountant: false, viewer: false }],
    ['inventory.item.write', { owner: true, manager: true, staff: true, accountant: false, viewer: false }],
    ['rent.payment.record', { owner: true, manager: true, staff: true, accountant: true, viewer: false }],
    ['audit.activity', { owner: true, manager: true, staff: false, accountant: true, viewer: false }],
    // the sidebar's Reported payments and its page's Confirm and Decline
    ['payment.reported', { owner: true, manager: true, staff: true, accountant: true, viewer: false }],
    ['account.manage', { owner: true, manager: false, staff: false, accountant: false, viewer: false }],
    // Print Rent Invoice's Create tenant link and Email; a sales invoice's Edit, Copy customer link, Email and Revoke
    ['rent.invoice.send', { owner: true, manager: true, staff: true, accountant: true, viewer: false }],
    ['inventory.invoice.write', { owner: true, manager: true, staff: true, accountant: true, viewer: false }],
    // an item's reorder rules (Edit rule, Set a rule) and Stock Adjustment (an item's Change image: inventory.item.write)
    ['inventory.stock.write', { owner: true, manager: true, staff: true, accountant: false, viewer: false }],
    // a warehouse card's Edit and Delete (neither: no actions row)
    ['inventory.warehouse.write', { owner: true, manager: true, staff: true, accountant: false, viewer: false }],
    ['inventory.warehouse.delete', { owner: true, manager: true, staff: false, accountant: false, viewer: false }],
  ] as const)('the button of %s shows for', (permission, expected) => {
    const roles = Object.keys(expected) as AccountRole[];
    expect(Object.fromEntries(roles.map((role) => [role, powersOf(meOf(role)).can(permission)]))).toEqual(expected);
  });
});

describe('role, apps and access in the Linked accounts dialogs', () => {
  it('a new invitation starts with no role, both apps and all of both', () => {
    expect(powersBody(NEW_POWERS)).toEqual({ role: '', apps: ['rent', 'inventory'], buildings: 'all', warehouses: 'all' });
  });

  it.each([
    { role: 'staff', apps: ['rent'], buildings: [1, 3], warehouses: 'all' },
    { role: 'viewer', apps: ['inventory'], buildings: 'all', warehouses: ['w1', 'w2'] },
    { role: 'manager', apps: ['rent', 'inventory'], buildings: 'all', warehouses: 'all' },
  ] as const)('an account round-trips through the form values: %o', (account) => {
    expect(powersBody(powersValuesOf(account))).toEqual(account);
  });

  it('a chosen list keeps the picker order as boxes are ticked and unticked', () => {
    const order = ['1', '2', '3'];
    let value = '';
    value = toggleId(value, '3', true, order);
    value = toggleId(value, '1', true, order);
    expect(value).toBe('1,3');
    expect(toggleId(value, '3', false, order)).toBe('1');
    expect(powersBody({ ...NEW_POWERS, buildings: value }).buildings).toEqual([1, 3]);
  });

  it.each([
    [{ apps: 'rent', buildings: '', warehouses: 'all' }, 'Choose at least one building, or All buildings'],
    [{ apps: 'inventory', buildings: '', warehouses: '' }, 'Choose at least one warehouse, or All warehouses'],
    [{ apps: 'inventory', buildings: '', warehouses: 'w1' }, null],
    [{ apps: 'rent,inventory', buildings: '2', warehouses: 'all' }, null],
  ])('an empty chosen list of an app the account has: %o', (values, problem) => {
    expect(emptyScopeProblem({ role: 'staff', ...values })).toBe(problem);
  });

  it.each([
    [{ apps: ['rent', 'inventory'], buildings: 'all', warehouses: 'all' }, 'All buildings · All warehouses'],
    [{ apps: ['rent'], buildings: [1], warehouses: 'all' }, 'Building 1 (Harbour House)'],
    [{ apps: ['rent'], buildings: [1, 4], warehouses: 'all' }, 'Buildings 1 (Harbour House), 4'],
    [{ apps: ['inventory'], buildings: 'all', warehouses: ['w1', 'gone'] }, 'Warehouses Main store, gone'],
    [{ apps: [], buildings: 'all', warehouses: 'all' }, 'None'],
  ] as const)('Access of %o', (account, text) => {
    const names = { buildings: new Map([[1, 'Harbour House']]), warehouses: new Map([['w1', 'Main store']]) };
    expect(accessText(account, names)).toBe(text);
  });

  it.each([
    ['role', 'accountant', 'Accountant'],
    ['role', '', 'No role'],
    ['apps', 'rent', 'Rent'],
    ['apps', '', 'None'],
    ['buildings', 'all', 'All buildings'],
    ['buildings', '1,3', 'Buildings 1, 3'],
    ['warehouses', '', 'No warehouses'],
  ] as const)('what was typed in %s (%s) reads "%s" after a Reload', (field, value, text) => {
    expect(typedPowersText(field, value)).toBe(text);
  });

  it('says the apps and a pending invitation as a person reads them', () => {
    expect(appsText(['rent', 'inventory'])).toBe('Rent, Inventory');
    expect(appsText(['inventory'])).toBe('Inventory');
    expect(invitedText('2026-12-13T10:00:00.000Z')).toBe('Invited · expires 13/12/2026');
    expect(invitedText(null)).toBe('Invited');
  });
});

describe('company-wide pages need every warehouse or building (the routes they call say wholeCompany)', () => {
  const me = (warehouses: Me['warehouses'], buildings: Me['buildings']): Me => ({
    role: 'manager',
    apps: ['rent', 'inventory'],
    buildings,
    warehouses,
    permissions: permissionsOf({ role: 'manager', apps: ['rent', 'inventory'] }),
  });
  it.each([
    ['/ims/dashboard', 'warehouses'],
    ['/ims/expenses', 'warehouses'],
    ['/ims/financial-account', 'warehouses'],
    ['/hms/hotel-portal/add-new-build', 'buildings'],
    ['/ims/items', null],
    ['/hms', null],
  ] as const)('%s needs all of: %s', (path, of) => {
    expect(pageWholeCompany(path)).toBe(of);
  });
  it.each([
    ['all', 'all', true, true],
    [['01W'], 'all', false, true],
    ['all', [1], true, false],
  ] as const)('warehouses %j, buildings %j: every warehouse %s, every building %s', (warehouses, buildings, w, b) => {
    const powers = powersOf(me(warehouses as Me['warehouses'], buildings as Me['buildings']));
    expect(powers.wholeCompany('warehouses')).toBe(w);
    expect(powers.wholeCompany('buildings')).toBe(b);
  });
});

describe('the Import page by role and apps', () => {
  const rentKinds = ['tenants', 'rooms'];
  const inventoryKinds = ['items', 'suppliers', 'customers'];
  it.each([
    ['owner', meOf('owner'), [...inventoryKinds, ...rentKinds], 'inventory'],
    ['manager', meOf('manager'), [...inventoryKinds, ...rentKinds], 'inventory'],
    ['staff with both apps', meOf('staff'), [...inventoryKinds, ...rentKinds], 'inventory'],
    // rooms land in buildings: importing them needs every building (tenants are anyone's to add)
    ['staff of building 1 with the rent app only', meOf('staff', ['rent'], { buildings: [1] }), ['tenants'], 'rent'],
    ['staff with the rent app only', meOf('staff', ['rent']), rentKinds, 'rent'],
    ['manager with the inventory app only', meOf('manager', ['inventory']), inventoryKinds, 'inventory'],
    // import.run is a write: these reach the access page (the page guard), so no kind either
    ['accountant', meOf('accountant'), [], 'inventory'],
    ['viewer with the rent app', meOf('viewer', ['rent']), [], 'rent'],
  ] as const)('%s imports %j, under the %s toolbar with no kind chosen', (_, me, kinds, app) => {
    const powers = powersOf(me);
    expect(importableKinds(powers)).toEqual([...IMPORT_KINDS].filter((k) => (kinds as readonly string[]).includes(k)));
    for (const kind of IMPORT_KINDS) expect(mayImport(powers, kind)).toBe((kinds as readonly string[]).includes(kind));
    expect(importApp(powers, null)).toBe(app);
  });

  it('a chosen kind shows under its own app', () => {
    const powers = powersOf(meOf('staff', ['inventory']));
    expect(importApp(powers, 'tenants')).toBe('rent');
    expect(importApp(powers, 'items')).toBe('inventory');
  });
});

describe('the Activity role filter', () => {
  it.each(ROLES.map((role) => [role]))('%s is sent as role=%s', (role) => {
    expect(activityFilters({ ...noFilters, role })).toEqual({ ok: true, value: { role } });
  });

  it.each([
    ['', {}],
    ['nobody', {}],
  ])('"%s" (All roles, or a role that is not one) sends no role', (role, value) => {
    expect(activityFilters({ ...noFilters, role })).toEqual({ ok: true, value });
  });

  it('goes with the other filters', () => {
    expect(activityFilters({ from: '2026-11-01', to: '2026-11-30', actor: '', kind: 'payment', role: 'accountant' })).toEqual({
      ok: true,
      value: { from: '2026-11-01', to: '2026-11-30', kind: 'payment', role: 'accountant' },
    });
  });
});

describe('Use mine on the role, apps and access after a Reload', () => {
  it.each([
    [{ role: 'viewer', apps: 'rent', buildings: '1,3', warehouses: 'all' }],
    [{ role: 'accountant', apps: 'rent,inventory', buildings: 'all', warehouses: '' }],
    [{ role: 'manager', apps: 'inventory', buildings: '', warehouses: 'w1' }],
  ])('puts back what was chosen: %o', (typed) => {
    const latest = { name: 'Sam', role: 'staff', apps: 'rent,inventory', buildings: 'all', warehouses: 'all' };
    const marked = typedDifferences({ name: 'Sam', ...typed }, latest);
    expect(marked.name).toBeUndefined();
    // each marked field's Use mine sets its value to what was marked: the form is back to what was chosen
    expect({ ...latest, ...marked }).toEqual({ ...latest, ...typed });
    expect(Object.keys(marked).sort()).toEqual(
      Object.keys(typed)
        .filter((f) => typed[f as keyof typeof typed] !== latest[f as keyof typeof latest])
        .sort(),
    );
  });
});
