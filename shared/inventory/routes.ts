/** Inventory management (spec part 2, under /api/ims/…). Its routes arrive with the inventory issues. */
import type { RouteDefinition } from '../route.ts';

export const inventoryRoutes = {} satisfies Record<string, RouteDefinition>;
