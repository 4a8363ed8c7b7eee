/**
 * The route manifest: every API route of every area, once. The CDK API stack, the local gateway,
 * the tests and the bench all loop over this list. Handlers and the SPA import their area's route
 * objects instead (shared/<area>/routes.ts), so a Lambda bundles its own area's entries, not this list.
 * Adding a route = one entry in its area's routes.ts + one handler file + its schema + its tests.
 */
import { accountRoutes } from './account/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { automationRoutes } from './automation/routes.ts';
import { importRoutes } from './import/routes.ts';
import { insightsRoutes } from './insights/routes.ts';
import { countRoutes } from './inventory/count-routes.ts';
import { financeRoutes } from './inventory/finance-routes.ts';
import { labelRoutes } from './inventory/label-routes.ts';
import { purchaseRoutes } from './inventory/purchase-routes.ts';
import { replenishmentRoutes } from './inventory/replenishment-routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { salesRoutes } from './inventory/sales-routes.ts';
import { transferRoutes } from './inventory/transfer-routes.ts';
import { platformRoutes } from './platform/routes.ts';
import { reportedPaymentRoutes } from './portal/payment-routes.ts';
import { portalRoutes } from './portal/routes.ts';
import { portalSettingsRoutes } from './portal/settings-routes.ts';
import { collectionRoutes } from './rent/collection-routes.ts';
import { maintenanceRoutes } from './rent/maintenance-routes.ts';
import { rentRoutes } from './rent/routes.ts';
import { matchRoute as matchIn, type RouteDefinition } from './route.ts';

export type { Access, HttpMethod, RouteDefinition } from './route.ts';

/** The areas in manifest order; each key of an area object equals its route's name. */
export const areas = {
  platform: platformRoutes,
  account: accountRoutes,
  audit: auditRoutes,
  automation: automationRoutes,
  rent: { ...rentRoutes, ...collectionRoutes, ...maintenanceRoutes },
  inventory: {
    ...inventoryRoutes,
    ...purchaseRoutes,
    ...salesRoutes,
    ...financeRoutes,
    ...replenishmentRoutes,
    ...transferRoutes,
    ...countRoutes,
    ...labelRoutes,
  },
  import: importRoutes,
  portal: { ...portalRoutes, ...portalSettingsRoutes, ...reportedPaymentRoutes },
  insights: insightsRoutes,
} as const satisfies Record<string, Record<string, RouteDefinition>>;

/**
 * How the API stack deploys the areas: one nested stack per group (at most 80 routes each: CloudFormation's 500
 * resources). Inventory passed 80 routes with issue 18's corrections, so its order routes (purchase and sales,
 * which grow together) deploy in their own group; a group follows the routes' modules, so adding a route never
 * moves another one between stacks.
 */
export const deployGroups = {
  platform: platformRoutes,
  account: accountRoutes,
  audit: auditRoutes,
  automation: automationRoutes,
  rent: { ...rentRoutes, ...collectionRoutes, ...maintenanceRoutes },
  inventory: { ...inventoryRoutes, ...financeRoutes, ...replenishmentRoutes },
  inventoryOrders: { ...purchaseRoutes, ...salesRoutes },
  // the warehouse floor (WAREHOUSE.md): transfers, counts and labels, their own group from the start
  warehouseFloor: { ...transferRoutes, ...countRoutes, ...labelRoutes },
  import: importRoutes,
  // tenants' and customers' self-service (PORTAL.md), its own group from the start
  portal: { ...portalRoutes, ...portalSettingsRoutes, ...reportedPaymentRoutes },
  // how the business is going (INSIGHTS.md), its own group from the start
  insights: insightsRoutes,
} as const satisfies Record<string, Record<string, RouteDefinition>>;

export const routes: readonly RouteDefinition[] = Object.values(areas).flatMap((area) => Object.values(area) as RouteDefinition[]);

export function routeByName(name: string): RouteDefinition {
  const found = routes.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/** Matches a request against the whole manifest; path parameters are returned by name. */
export const matchRoute = (method: string, path: string) => matchIn(routes, method, path);
