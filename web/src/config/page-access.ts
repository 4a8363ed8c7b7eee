/**
 * The permission each signed-in page needs (ROLES.md "The SPA reads me.permissions"): one table, read by the one
 * guard the router puts around every page of the app shell. A page the account may not see shows "You do not have
 * access to this page" whether it was reached by a link or typed by hand. The permission's app (`rent.`, `inventory.`)
 * makes an app outside `me.apps` refuse every page of that app.
 */
import { matchPath } from 'react-router-dom';
import type { Permission } from '../../../shared/account/permissions.ts';
import { inventoryArea, paths, type AnyPagePath } from './paths.ts';

const rent = paths.rent;
const ims = paths.inventory;

/** Most specific first is not needed: patterns are matched whole (`end: true`), the areas' fallbacks last. */
export const PAGE_PERMISSIONS: readonly (readonly [AnyPagePath, Permission])[] = [
  [paths.apps, 'account.self'],
  [paths.accountSettings, 'account.self'],
  [paths.activity, 'audit.activity'],
  [paths.automation, 'automation.settings'],
  [paths.importData, 'import.run'],

  [rent.buildings, 'rent.read'],
  [rent.addBuilding, 'rent.building.write'],
  [rent.building, 'rent.read'],
  [rent.level, 'rent.read'],
  [rent.unit, 'rent.read'],
  [rent.addTenant, 'rent.tenant.write'],
  [rent.tenants, 'rent.read'],
  [rent.tenant, 'rent.read'],
  [rent.maintenance, 'rent.read'],
  [rent.maintenanceRequest, 'rent.read'],
  [rent.reports, 'rent.read'],
  // Insights (INSIGHTS.md): the figures are read within the account's scope, so reading the app is enough
  [rent.insights, 'rent.read'],
  // one screen in both apps: the list answers only the kinds the account may decide (rent, sales)
  [rent.reportedPayments, 'payment.reported'],

  [ims.dashboard, 'inventory.read'],
  [ims.warehouses, 'inventory.read'],
  [ims.items, 'inventory.read'],
  [ims.item, 'inventory.read'],
  [ims.suppliers, 'inventory.read'],
  [ims.customers, 'inventory.read'],
  [ims.purchaseOrders, 'inventory.read'],
  [ims.purchaseOrder, 'inventory.read'],
  [ims.editPurchaseOrder, 'inventory.order.write'],
  [ims.addPurchaseOrder, 'inventory.order.write'],
  [ims.salesOrders, 'inventory.read'],
  [ims.salesOrder, 'inventory.read'],
  [ims.editSalesOrder, 'inventory.order.write'],
  [ims.addSalesOrder, 'inventory.order.write'],
  [ims.receiving, 'inventory.order.receive'],
  [ims.stockDashboard, 'inventory.read'],
  [ims.replenishment, 'inventory.read'],
  [ims.transfers, 'inventory.read'],
  [ims.transfer, 'inventory.read'],
  [ims.addTransfer, 'inventory.transfer.write'],
  [ims.editTransfer, 'inventory.transfer.write'],
  [ims.counts, 'inventory.read'],
  [ims.count, 'inventory.read'],
  [ims.addCount, 'inventory.count.write'],
  [ims.expenses, 'inventory.read'],
  [ims.financialAccount, 'inventory.read'],
  [ims.purchaseInvoices, 'inventory.read'],
  [ims.purchaseInvoice, 'inventory.read'],
  [ims.salesInvoices, 'inventory.read'],
  [ims.salesInvoice, 'inventory.read'],
  [ims.reports, 'inventory.read'],
  [ims.salesReport, 'inventory.read'],
  [ims.purchasesReport, 'inventory.read'],
  [ims.insights, 'inventory.read'],
  [ims.reportedPayments, 'payment.reported'],
];

/** Pages of company-wide figures or changes: the account must see every warehouse (or building), as their routes say. */
const WHOLE_COMPANY_PAGES: readonly (readonly [AnyPagePath, 'buildings' | 'warehouses'])[] = [
  [rent.addBuilding, 'buildings'],
  [ims.dashboard, 'warehouses'],
  [ims.expenses, 'warehouses'],
  [ims.financialAccount, 'warehouses'],
];

/** What of the company the page at `pathname` needs all of, or null. */
export function pageWholeCompany(pathname: string): 'buildings' | 'warehouses' | null {
  for (const [page, of] of WHOLE_COMPANY_PAGES) if (matchPath({ path: page.pattern, end: true }, pathname)) return of;
  return null;
}

/** An address inside an area that names no page (its own Not Found) still needs the area's app. */
const AREA_PERMISSIONS: readonly (readonly [AnyPagePath, Permission])[] = [
  [rent.buildings, 'rent.read'],
  [inventoryArea, 'inventory.read'],
];

/** The permission the page at `pathname` needs; null for an address outside the signed-in pages (the router's 404). */
export function pagePermission(pathname: string): Permission | null {
  for (const [page, permission] of PAGE_PERMISSIONS) if (matchPath({ path: page.pattern, end: true }, pathname)) return permission;
  for (const [area, permission] of AREA_PERMISSIONS) if (matchPath({ path: area.pattern, end: false }, pathname)) return permission;
  return null;
}
