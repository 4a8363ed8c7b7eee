/** The replenishment screen's rules (pure, unit-tested): its groups, a row's key, and the request it sends. */
import * as M from '../../../../shared/inventory/messages.ts';
import { MAX_ORDER_QUANTITY } from '../../../../shared/inventory/purchase-orders.ts';
import type { DraftOrderLineInput, ReplenishmentRow } from '../../../../shared/inventory/purchase-drafts.ts';

/** A row's identity: an item in a warehouse (with its supplier: the rule's). */
export const lineKey = (row: Pick<ReplenishmentRow, 'item_id' | 'warehouse_id' | 'supplier_id'>) =>
  `${row.supplier_id}#${row.warehouse_id}#${row.item_id}`;

/** Consecutive rows of the same supplier and warehouse (the API sends them in that order, page after page). */
export function groupRows<R extends Pick<ReplenishmentRow, 'supplier_id' | 'warehouse_id'>>(rows: readonly R[]): R[][] {
  const groups: R[][] = [];
  for (const row of rows) {
    const last = groups.at(-1)?.[0];
    if (last && last.supplier_id === row.supplier_id && last.warehouse_id === row.warehouse_id) groups.at(-1)!.push(row);
    else groups.push([row]);
  }
  return groups;
}

const WHOLE = /^\s*\d+\s*$/;

/** What is wrong with the typed quantities, or null: each a whole number from 1 to the order maximum. */
export function quantityProblem(quantities: readonly string[]): string | null {
  return quantities.every((q) => WHOLE.test(q) && Number(q) >= 1 && Number(q) <= MAX_ORDER_QUANTITY) ? null : M.orderQuantityInvalid;
}

/**
 * The Create draft orders lines of the selected rows: each asks for what the pair's open draft already holds plus
 * what is typed to order (the server tops the draft's line up to that, never adds it again).
 */
export const orderLines = (rows: readonly ReplenishmentRow[], quantityOf: (row: ReplenishmentRow) => string): DraftOrderLineInput[] =>
  rows.map((row) => ({
    itemId: row.item_id,
    warehouseId: row.warehouse_id,
    supplierId: row.supplier_id,
    quantity: row.draft_quantity + Number(quantityOf(row)),
  }));

/** A row as the screen starts it: at what is still to order, selected only when something is. */
export const initialChoice = (row: Pick<ReplenishmentRow, 'to_order'>) => ({ selected: row.to_order > 0, quantity: String(row.to_order) });
