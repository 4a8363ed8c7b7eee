/**
 * Warehouse scope in the inventory data access (ROLES.md, functions/lib/scope.ts): a warehouse outside the calling
 * account's scope, and every order, stock row, rule and draft of it, is not found, exactly as another company's; lists
 * keep only what is inside. The key builders are the backstop (keys.ts `inScope`).
 */
import { currentScope, warehouseInScope } from '../lib/scope.ts';

/** The warehouse ids the account sees, or null when it sees every warehouse of the company. */
export function scopedWarehouseIds(): readonly string[] | null {
  const { warehouses } = currentScope();
  return warehouses === 'all' ? null : warehouses;
}

/** A record is inside the scope when the warehouse it belongs to is. */
export const inWarehouseScope = <T>(record: T | null, warehouseOf: (r: T) => string): T | null =>
  record && warehouseInScope(warehouseOf(record)) ? record : null;

/** A sales order belongs to its fulfilment warehouse once assigned, before that to the warehouse chosen when placed. */
export const salesOrderWarehouse = (o: { warehouseId: string; fulfilWarehouseId?: string }) => o.fulfilWarehouseId ?? o.warehouseId;

export interface ScopeFilter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** `#attr IN (:scopeN, …)` over the scope's warehouses (never empty: an empty scope matches nothing). */
function inList(attr: string, name: string, ids: readonly string[]): ScopeFilter {
  const values = Object.fromEntries(ids.map((id, i) => [`:scope${i}`, id]));
  const expression = ids.length
    ? `${name} IN (${Object.keys(values).join(', ')})`
    : `attribute_not_exists(${name}) AND attribute_exists(${name})`;
  return { expression, names: { [name]: attr }, values };
}

/** A Query filter keeping the rows whose `warehouseId` is inside the scope; null when the account sees every warehouse. */
export function warehouseScopeFilter(): ScopeFilter | null {
  const ids = scopedWarehouseIds();
  return ids ? inList('warehouseId', '#scopeWh', ids) : null;
}

/** The same for sales order headers: their fulfilment warehouse once assigned, else the warehouse chosen when placed. */
export function salesScopeFilter(): ScopeFilter | null {
  const ids = scopedWarehouseIds();
  if (!ids) return null;
  const fulfil = inList('fulfilWarehouseId', '#scopeFw', ids);
  const placed = inList('warehouseId', '#scopeWh', ids);
  return {
    expression: `(${fulfil.expression} OR (attribute_not_exists(#scopeFw) AND ${placed.expression}))`,
    names: { ...fulfil.names, ...placed.names },
    values: { ...fulfil.values, ...placed.values },
  };
}

/** The same for transfers: a transfer is inside when either of its warehouses is (WAREHOUSE.md "Transfers"). */
export function transferScopeFilter(): ScopeFilter | null {
  const ids = scopedWarehouseIds();
  if (!ids) return null;
  const from = inList('fromWarehouseId', '#scopeFrom', ids);
  const to = inList('toWarehouseId', '#scopeTo', ids);
  return {
    expression: `(${from.expression} OR ${to.expression})`,
    names: { ...from.names, ...to.names },
    // both lists name the same ids under the same placeholders
    values: { ...from.values, ...to.values },
  };
}

/** Joins an optional scope filter to a Query's own filter (AND). */
export function withScopeFilter(
  filter: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> } | undefined,
  scope: ScopeFilter | null,
) {
  if (!scope) return filter;
  if (!filter) return scope;
  return {
    expression: `(${filter.expression}) AND ${scope.expression}`,
    names: { ...filter.names, ...scope.names },
    values: { ...filter.values, ...scope.values },
  };
}
