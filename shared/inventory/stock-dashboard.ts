/**
 * The stock dashboard (/ims/stock-dashboard; the spec lists the route without content): stock per warehouse
 * from maintained aggregates, and the items at or below the yellow threshold, lowest first.
 */

/** Spec part 2 §2 "List card border": red at 5 or below, yellow at 20 or below, green otherwise. */
export const RED_STOCK_MAX = 5;
export const YELLOW_STOCK_MAX = 20;

export type StockLevel = 'red' | 'yellow' | 'green';

/** GET stock/dashboard: one row per warehouse, newest first (paged). */
export interface WarehouseStockFigures {
  id: string;
  name: string;
  location: string;
  /** Distinct items with stock above 0 in this warehouse. */
  items: number;
  /** Units on hand in this warehouse. */
  units: number;
  /** Units shipped towards this warehouse by transfers, not yet received (WAREHOUSE.md "Transfers"); absent when none. */
  in_transit?: number;
}

/** GET stock/low: an item at or below 20 units in all warehouses together, lowest first (paged). */
export interface LowStockItem {
  id: string;
  name: string;
  sku: string;
  barcode: string;
  category: string;
  stock: number;
  level: Exclude<StockLevel, 'green'>;
}
