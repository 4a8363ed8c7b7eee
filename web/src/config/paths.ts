/**
 * Every page of the SPA, once: `pattern` is what the router matches (react-router syntax, always
 * absolute), `href(...)` builds a link to it with the params in pattern order, each one URL-encoded.
 */

import type { ImportKind } from '../../../shared/import/fields.ts';
import type { PricedApp } from './pricing-plans.ts';

type Param = string | number;

/** One argument per `:param` of the pattern, in order (so `href` cannot be called with too few or too many). */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Param, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [Param]
    : [];

export interface PagePath<Args extends unknown[] = never[]> {
  readonly pattern: string;
  readonly href: (...args: Args) => string;
}

/** Any page, whatever its params (for helpers and lists of pages). */
export type AnyPagePath = PagePath<never>;

/** A page whose link is its pattern with the params filled in. */
function page<P extends string>(pattern: P): PagePath<ParamValues<P>> {
  return {
    pattern,
    href: (...values: Param[]) => {
      let next = 0;
      return pattern.replace(/:[A-Za-z_]\w*/g, () => encodeURIComponent(String(values[next++])));
    },
  };
}

/** The inventory area's mount point (not a page: /ims itself shows the dashboard). */
export const inventoryArea = page('/ims');

export const paths = {
  home: page('/'),
  pricing: {
    pattern: '/pricing',
    href: (app?: PricedApp) => (app ? `/pricing?app=${app}` : '/pricing'),
  } satisfies PagePath<[app?: PricedApp]>,
  signup: page('/signup'),
  contactUs: page('/contact-us'),
  login: page('/login'),
  forgotPassword: page('/forgot-password'),
  /** The link of the password reset email (functions/lib/email/templates/password-reset.ts builds the same). */
  resetPassword: {
    pattern: '/reset-password',
    href: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  } satisfies PagePath<[token?: string]>,
  /** The invitation email's link (ROLES.md "invite"): the invitee sets their own password. */
  acceptInvite: {
    pattern: '/accept-invite',
    href: (token?: string) => (token ? `/accept-invite?token=${encodeURIComponent(token)}` : '/accept-invite'),
  } satisfies PagePath<[token?: string]>,
  apps: page('/apps'),
  accountSettings: page('/account-settings'),
  activity: page('/account-settings/activity'),
  automation: page('/account-settings/automation'),
  /** The Import screen of a kind (IMPORT.md "Flow"); with an import's id it shows that import (its progress survives a reload). */
  importData: {
    pattern: '/import',
    href: (kind?: ImportKind, importId?: string) =>
      kind ? `/import?kind=${kind}${importId ? `&id=${encodeURIComponent(importId)}` : ''}` : '/import',
  } satisfies PagePath<[kind?: ImportKind, importId?: string]>,
  rent: {
    buildings: page('/hms'),
    addBuilding: page('/hms/hotel-portal/add-new-build'),
    building: page('/hms/hotel-portal/building/:buildingNumber'),
    level: page('/hms/hotel-portal/building/:buildingNumber/level/:levelNumber'),
    unit: page('/hms/hotel-portal/building/:buildingNumber/level/:levelNumber/edit-room/:roomId'),
    addTenant: page('/hms/add-new-tenant'),
    tenants: page('/hms/tenants'),
    tenant: page('/hms/tenants/:tenantId'),
    /** The assignee email links here too (functions/lib/email/templates/maintenance-assigned.ts builds the same). */
    maintenance: page('/hms/maintenance'),
    maintenanceRequest: page('/hms/maintenance/:requestId'),
    /** Payments tenants and customers reported through the portal (PORTAL.md "The company's side"): rent and sales. */
    reportedPayments: page('/hms/reported-payments'),
    /** How the rent business is going, month by month (INSIGHTS.md "Screens"). */
    insights: page('/hms/insights'),
    reports: page('/reports'),
  },
  inventory: {
    dashboard: page('/ims/dashboard'),
    warehouses: page('/ims/warehouses'),
    items: page('/ims/items'),
    item: page('/ims/items/:id'),
    suppliers: page('/ims/suppliers'),
    customers: page('/ims/customers'),
    purchaseOrders: page('/ims/purchase-orders'),
    purchaseOrder: page('/ims/purchase-orders/:id'),
    editPurchaseOrder: page('/ims/purchase-orders/:id/edit'),
    addPurchaseOrder: page('/ims/add-purchase-order'),
    salesOrders: page('/ims/sales-orders'),
    salesOrder: page('/ims/sales-orders/:id'),
    editSalesOrder: page('/ims/sales-orders/:id/edit'),
    addSalesOrder: page('/ims/add-sales-order'),
    receiving: page('/ims/receiving'),
    stockDashboard: page('/ims/stock-dashboard'),
    replenishment: page('/ims/replenishment'),
    // the warehouse floor (WAREHOUSE.md): transfers between warehouses and stock counts
    transfers: page('/ims/transfers'),
    transfer: page('/ims/transfers/:id'),
    editTransfer: page('/ims/transfers/:id/edit'),
    addTransfer: page('/ims/add-transfer'),
    counts: page('/ims/counts'),
    count: page('/ims/counts/:id'),
    addCount: page('/ims/add-count'),
    expenses: page('/ims/expenses'),
    financialAccount: page('/ims/financial-account'),
    purchaseInvoices: page('/ims/invoices/purchase'),
    purchaseInvoice: page('/ims/invoices/purchase/:id'),
    salesInvoices: page('/ims/invoices/sales'),
    salesInvoice: page('/ims/invoices/sales/:id'),
    reports: page('/ims/reports'),
    salesReport: page('/ims/reports/sales'),
    purchasesReport: page('/ims/reports/purchases'),
    /** How the inventory business is going, month by month (INSIGHTS.md "Screens"). */
    insights: page('/ims/insights'),
    /** The same screen as the rent app's Reported payments, inside the inventory app. */
    reportedPayments: page('/ims/reported-payments'),
  },
} as const;

/** The router pattern of an area mounted with its own <Routes> (`/hms` → `/hms/*`). */
export const areaPattern = (area: AnyPagePath) => `${area.pattern === '/' ? '' : area.pattern}/*`;

/** Patterns stay absolute here; a <Route> nested under `parent` (or inside its area's <Routes>) needs the rest of the path, so derive it. */
export function childPattern(parent: AnyPagePath, child: AnyPagePath): string {
  const prefix = parent.pattern === '/' ? '/' : `${parent.pattern}/`;
  if (!child.pattern.startsWith(prefix)) throw new Error(`${child.pattern} is not under ${parent.pattern}`);
  return child.pattern.slice(prefix.length);
}
