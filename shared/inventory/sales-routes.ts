/**
 * Sales orders and sales invoices (spec part 2 §7 "Sales orders", "Invoices: Sales"; INVENTORY.md "Sales orders", "Invoices"): part of the inventory
 * area's manifest (shared/routes.ts spreads it in), in a module of its own so the area's files stay readable.
 */
import type { RouteDefinition } from '../route.ts';

export const salesRoutes = {} as const satisfies Record<string, RouteDefinition>;
