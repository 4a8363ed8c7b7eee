/**
 * Who may do what (ROLES.md): the one table of roles → permissions. Every manifest route names one permission
 * (`route.permission`); the middy stack checks it from this table before the handler runs (no read: the role and
 * apps ride in the verified access token), the SPA reads the account's list from company-ifo `me.permissions` to
 * hide what it may not do. Scope (buildings, warehouses) is not here: it is enforced where data is read and written.
 */

/** The fixed set of roles; each account has exactly one. */
export const ROLES = ['owner', 'manager', 'staff', 'accountant', 'viewer'] as const;
export type AccountRole = (typeof ROLES)[number];

/** The roles an owner can give (one owner per company: the signed-up account). */
export const ASSIGNABLE_ROLES = ['manager', 'staff', 'accountant', 'viewer'] as const satisfies readonly AccountRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const APPS = ['rent', 'inventory'] as const;
export type AppName = (typeof APPS)[number];

/** The role's one line, beside each choice in the edit and invite dialogs. */
export const ROLE_DESCRIPTIONS: Record<AccountRole, string> = {
  owner: 'Everything, including accounts, company settings and the master password',
  manager: 'Everything inside their apps and access, including deletes, cancels, voids and waivers',
  staff: 'Add and edit, record payments, receive, fulfil, count and transfer; no deletes, cancels or voids',
  accountant: 'Reads everything; records and voids payments, expenses and invoices; reports and Activity',
  viewer: 'Reads everything inside their apps and access, exports included; changes nothing',
};

export const ROLE_LABELS: Record<AccountRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
  accountant: 'Accountant',
  viewer: 'Viewer',
};

/**
 * What kind of power a permission is. Each role is a set of kinds:
 * - `signed-in`: any account (its own company page);
 * - `read`: lists, records, reports, exports, PDFs;
 * - `write`: add and edit what the business runs on (buildings, rooms, rents, tenants, items, stock, orders, receiving,
 *   fulfilment, maintenance, imports);
 * - `money`: record payments, expenses, invoices and invoice links, reminders;
 * - `void`: void payments, delete expenses;
 * - `remove`: delete, cancel, close, waive;
 * - `activity`: the company's Activity;
 * - `owner`: accounts, company settings, the master password, automation settings.
 */
export type PermissionKind = 'signed-in' | 'read' | 'write' | 'money' | 'void' | 'remove' | 'activity' | 'owner';

export const ROLE_KINDS: Record<AccountRole, readonly PermissionKind[]> = {
  owner: ['signed-in', 'read', 'write', 'money', 'void', 'remove', 'activity', 'owner'],
  manager: ['signed-in', 'read', 'write', 'money', 'void', 'remove', 'activity'],
  staff: ['signed-in', 'read', 'write', 'money'],
  accountant: ['signed-in', 'read', 'money', 'void', 'activity'],
  viewer: ['signed-in', 'read'],
};

/**
 * Every permission a route can name, with its kind. The app is the name's first part (`rent.` or `inventory.`);
 * `account.`, `audit.`, `import.` and `portal.` belong to no one app (import and portal invite check the app as they run).
 */
export const PERMISSIONS = {
  'account.self': 'signed-in',
  'account.manage': 'owner',
  'account.master-password': 'owner',
  'automation.settings': 'owner',
  'audit.record': 'read',
  'audit.activity': 'activity',
  'import.read': 'read',
  'import.run': 'write',
  // inviting a tenant (rent) or a customer (inventory) to the portal: the service checks the app of the one invited
  'portal.invite': 'write',
  // a tenant's or customer's portal line (invited, last visit): whoever may read them (the service checks the app)
  'portal.read': 'read',
  // deciding payments tenants and customers reported (PORTAL.md): the service checks each record's app
  // (rent.payment.record or inventory.payment.record)
  'payment.reported': 'money',
  // the owner's monthly statement (INSIGHTS.md): its rent and inventory parts each need that app (the service checks)
  'insights.statement': 'read',

  'rent.read': 'read',
  'rent.building.write': 'write',
  'rent.building.delete': 'remove',
  'rent.room.write': 'write',
  'rent.room.delete': 'remove',
  'rent.rent.write': 'write',
  'rent.rent.delete': 'remove',
  'rent.tenant.write': 'write',
  'rent.tenant.delete': 'remove',
  'rent.tenant.checkout': 'write',
  'rent.payment.record': 'money',
  'rent.payment.void': 'void',
  'rent.invoice.send': 'money',
  'rent.fee.waive': 'remove',
  'rent.maintenance.write': 'write',

  'inventory.read': 'read',
  // printing labels changes nothing: whoever may see the items may print them
  'inventory.label.print': 'read',
  'inventory.warehouse.write': 'write',
  'inventory.warehouse.delete': 'remove',
  'inventory.partner.write': 'write',
  'inventory.partner.delete': 'remove',
  'inventory.item.write': 'write',
  'inventory.item.delete': 'remove',
  'inventory.stock.write': 'write',
  'inventory.order.write': 'write',
  'inventory.order.cancel': 'remove',
  'inventory.order.receive': 'write',
  'inventory.order.fulfil': 'write',
  'inventory.order.return': 'write',
  'inventory.transfer.write': 'write',
  'inventory.transfer.cancel': 'remove',
  'inventory.count.write': 'write',
  'inventory.count.cancel': 'remove',
  'inventory.payment.record': 'money',
  'inventory.payment.void': 'void',
  'inventory.invoice.write': 'money',
  'inventory.expense.write': 'money',
  'inventory.expense.delete': 'void',
} as const satisfies Record<string, PermissionKind>;

export type Permission = keyof typeof PERMISSIONS;
/** What a route names: a permission, `public` for the routes anyone may call, `portal` for a portal session's. */
export type RoutePermission = Permission | 'public' | 'portal';

export const ALL_PERMISSIONS = /* @__PURE__ */ Object.keys(PERMISSIONS) as Permission[];

/** The app a permission belongs to, or null when it is the company's (accounts, audit, import). */
export function appOf(permission: Permission): AppName | null {
  const head = permission.slice(0, permission.indexOf('.'));
  return (APPS as readonly string[]).includes(head) ? (head as AppName) : null;
}

/** The powers a check needs: from the verified token on the server, from company-ifo `me` in the SPA. */
export interface Powers {
  readonly role: AccountRole;
  readonly apps: readonly AppName[];
}

/** May an account with these powers do this? The one rule: the role's kinds, inside its apps. */
export function can(powers: Powers, permission: RoutePermission): boolean {
  if (permission === 'public') return true;
  if (permission === 'portal') return false; // a portal session's, never an account's
  const kind: PermissionKind = PERMISSIONS[permission];
  if (!ROLE_KINDS[powers.role].includes(kind)) return false;
  const app = appOf(permission);
  return app === null || powers.role === 'owner' || powers.apps.includes(app);
}

/** Every permission these powers hold (company-ifo `me.permissions`). */
export function permissionsOf(powers: Powers): Permission[] {
  return ALL_PERMISSIONS.filter((p) => can(powers, p));
}

/** Building numbers or "all"; warehouse ids or "all". */
export type BuildingScope = 'all' | readonly number[];
export type WarehouseScope = 'all' | readonly string[];

/** What a signed-in account is, as company-ifo `me` answers it. */
export interface AccountPowers extends Powers {
  readonly buildings: BuildingScope;
  readonly warehouses: WarehouseScope;
}

/** The powers of an account stored before roles existed: the owner, or `staff` with both apps and all of both. */
export const OWNER_POWERS: AccountPowers = { role: 'owner', apps: APPS, buildings: 'all', warehouses: 'all' };
export const LEGACY_STAFF_POWERS: AccountPowers = { role: 'staff', apps: APPS, buildings: 'all', warehouses: 'all' };

/** Every refusal for lack of permission. */
export const NO_PERMISSION = 'You do not have permission to do this';
