/**
 * Sales orders and sales invoices (spec part 2 §7 "Sales orders", "Invoices: Sales"; INVENTORY.md "Sales orders",
 * "Invoices"): part of the inventory area's manifest (shared/routes.ts spreads it in). The entries live in two modules
 * (./sales-order-routes.ts, ./sales-invoice-routes.ts) that the handlers import, each its own part; the SPA, the
 * manifest and the tests use this union.
 */
import type { RouteDefinition } from '../route.ts';
import { salesInvoiceRoutes } from './sales-invoice-routes.ts';
import { salesOrderRoutes } from './sales-order-routes.ts';

export { salesInvoiceRoutes, salesOrderRoutes };

export const salesRoutes = { ...salesOrderRoutes, ...salesInvoiceRoutes } as const satisfies Record<string, RouteDefinition>;
