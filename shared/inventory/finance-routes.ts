/**
 * Dashboard, expenses and the financial account (spec part 2 §7 "Dashboard", "Expenses and financial"; INVENTORY.md "Expenses and the financial account", "Dashboard and reports"): part of the inventory
 * area's manifest (shared/routes.ts spreads it in), in a module of its own so the area's files stay readable.
 */
import type { RouteDefinition } from '../route.ts';

export const financeRoutes = {} as const satisfies Record<string, RouteDefinition>;
