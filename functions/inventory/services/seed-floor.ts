/**
 * The demo warehouse floor (WAREHOUSE.md), made through the services the API uses (actor System, source import) after
 * the orders and expenses and before the reorder rules (in transit counts in the destination's projected quantity):
 * - transfers: 40 USB-C cables moved from Central Warehouse to North Depot and received at their lots' cost, a
 *   transfer still in transit to Harbour Store, and one only requested;
 * - stock counts: a completed count of chosen items in North Depot (a shortfall and a surplus posted at cost) and an
 *   open blind count in Central Warehouse with some lines recorded.
 * Dates are hours before the seed's `now`, after every order action (the newest are a day old), so each item's
 * movements stay in date order.
 *
 * Idempotent: a transfer is matched by its note and continued from its status (shipped, received as planned); the
 * n-th count is CNT-0000n (nothing else makes counts before the seed) and is continued while it is open.
 */
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import type { TransferStatus } from '../../../shared/inventory/transfers.ts';
import { systemAuditContext } from '../../lib/audit.ts';
import { getWarehouseStock } from '../data/stock.ts';
import { addCount, completeCount, countList, countSheet, recordCount } from './counts.ts';
import type { DemoInventoryContext } from './seed.ts';
import { addTransfer, receiveTransfer, shipTransfer, transferList } from './transfers.ts';

const HOUR = 1 / 24;

/** A demo transfer: warehouses by their index in the seed's list, `[sku, quantity]` lines, when it ships and is received. */
export interface DemoTransfer {
  readonly from: number;
  readonly to: number;
  readonly lines: ReadonlyArray<readonly [sku: string, quantity: number]>;
  /** Unique among the demo transfers: how a rerun finds it. */
  readonly note: string;
  readonly requestedDaysAgo: number;
  readonly shippedDaysAgo?: number;
  /** Received in full then. */
  readonly receivedDaysAgo?: number;
}

// Warehouses: 0 Central Warehouse, 1 North Depot, 2 South Depot, 3 Harbour Store.
export const DEMO_TRANSFERS: readonly DemoTransfer[] = [
  {
    from: 0,
    to: 1,
    lines: [['EL-USBC-1M', 40]],
    note: 'Cables for the Leeds office fit-out',
    requestedDaysAgo: 20 * HOUR,
    shippedDaysAgo: 18 * HOUR,
    receivedDaysAgo: 6 * HOUR,
  },
  {
    from: 0,
    to: 3,
    lines: [
      ['OF-PAPER-A4', 10],
      ['FB-WATER-SP', 48],
    ],
    note: 'Weekend cover for Harbour Store',
    requestedDaysAgo: 5 * HOUR,
    shippedDaysAgo: 4 * HOUR,
  },
  { from: 2, to: 0, lines: [['CS-APC-5L', 4]], note: 'Cleaner back to Central before the audit', requestedDaysAgo: 3 * HOUR },
];

/** A demo count of chosen items: what each line is counted at, as a difference from what the warehouse held. */
export interface DemoCount {
  readonly warehouse: number;
  readonly blind: boolean;
  /** The chosen items (SKUs). */
  readonly lines: readonly string[];
  /** `[sku, counted − held]`; a line left out stays uncounted. */
  readonly counted: ReadonlyArray<readonly [sku: string, difference: number]>;
  readonly daysAgo: number;
  /** Completed with this reason, else left open. */
  readonly completeReason?: string;
}

export const DEMO_COUNTS: readonly DemoCount[] = [
  {
    warehouse: 1,
    blind: false,
    lines: ['EL-USBC-1M', 'EL-MOUSE-WL', 'OF-PEN-BL50'],
    counted: [
      ['EL-USBC-1M', -2],
      ['EL-MOUSE-WL', 1],
      ['OF-PEN-BL50', 0],
    ],
    daysAgo: 2 * HOUR,
    completeReason: 'Monthly shelf count',
  },
  {
    warehouse: 0,
    blind: true,
    lines: ['OF-PAPER-A4', 'OF-FILE-LA', 'OF-NOTES-76', 'OF-MARK-WB'],
    counted: [
      ['OF-PAPER-A4', 0],
      ['OF-FILE-LA', 0],
    ],
    daysAgo: 1 * HOUR,
  },
];

const audit = (ctx: DemoInventoryContext) => systemAuditContext(ctx.companyId, SYSTEM_ACTIONS.demoData, 'import');
const itemOf = (ctx: DemoInventoryContext, sku: string) => ctx.itemIds.get(sku)!;

async function applyTransfer(
  ctx: DemoInventoryContext,
  plan: DemoTransfer,
  n: number,
  existing: Map<string, { id: string; status: TransferStatus; version: number }>,
) {
  let written = 0;
  let found = existing.get(plan.note);
  if (!found) {
    const added = await addTransfer(
      audit(ctx),
      {
        fromWarehouseId: ctx.warehouseIds[plan.from],
        toWarehouseId: ctx.warehouseIds[plan.to],
        items: plan.lines.map(([sku, quantity]) => ({ item_id: itemOf(ctx, sku), quantity })),
        note: plan.note,
      },
      ctx.at(plan.requestedDaysAgo, n),
    );
    found = { id: added.id, status: added.status, version: added.version };
    written++;
  }
  if (plan.shippedDaysAgo !== undefined && found.status === 'Requested') {
    const shipped = await shipTransfer(audit(ctx), { transferId: found.id, version: found.version }, ctx.at(plan.shippedDaysAgo, n));
    found = { id: shipped.id, status: shipped.status, version: shipped.version };
    written++;
  }
  if (plan.receivedDaysAgo !== undefined && found.status === 'In transit') {
    await receiveTransfer(
      audit(ctx),
      { transferId: found.id, lines: plan.lines.map(([sku, received]) => ({ item_id: itemOf(ctx, sku), received })) },
      ctx.at(plan.receivedDaysAgo, n),
    );
    written++;
  }
  return written;
}

async function applyCount(ctx: DemoInventoryContext, plan: DemoCount, n: number): Promise<number> {
  let written = 0;
  const number = String(n + 1);
  const listed = await countList(ctx.companyId, { limit: 50 });
  let count = listed.rows.find((c) => c.id === number);
  if (!count) {
    const added = await addCount(
      audit(ctx),
      { warehouseId: ctx.warehouseIds[plan.warehouse], itemIds: plan.lines.map((sku) => itemOf(ctx, sku)), blind: plan.blind },
      ctx.at(plan.daysAgo, n),
    );
    if (added.id !== number) throw new Error(`The demo count ${number} was made as ${added.id}: the company had counts before the seed`);
    written++;
    count = (await countList(ctx.companyId, { limit: 50 })).rows.find((c) => c.id === number)!;
  }
  if (count.status !== 'Open') return written;
  const sheet = (await countSheet(ctx.companyId, number, { limit: 200, uncounted: false })).detail;
  const uncounted = sheet.lines.filter((l) => l.counted === null);
  if (uncounted.length && plan.counted.length) {
    // counted = what the warehouse holds as it is counted + the planned difference (the variance the count posts)
    const warehouseId = ctx.warehouseIds[plan.warehouse];
    const todo = plan.counted.filter(([sku]) => uncounted.some((l) => l.item_id === itemOf(ctx, sku)));
    const lines = await Promise.all(
      todo.map(async ([sku, difference]) => ({
        item_id: itemOf(ctx, sku),
        counted: ((await getWarehouseStock(ctx.companyId, itemOf(ctx, sku), warehouseId))?.quantity ?? 0) + difference,
      })),
    );
    if (lines.length) {
      await recordCount(audit(ctx), { countId: number, lines }, ctx.at(plan.daysAgo, n + 1));
      written++;
    }
  }
  if (plan.completeReason) {
    const version = (await countList(ctx.companyId, { limit: 50 })).rows.find((c) => c.id === number)!.version;
    await completeCount(audit(ctx), { countId: number, reason: plan.completeReason, version }, ctx.at(plan.daysAgo, n + 2));
    written++;
  }
  return written;
}

/** The demo transfers, then the demo counts. */
export async function seedWarehouseFloor(ctx: DemoInventoryContext): Promise<number> {
  const { rows } = await transferList(ctx.companyId, { limit: 200 });
  const existing = new Map(rows.map((t) => [t.note, { id: t.id, status: t.status, version: t.version }]));
  let written = 0;
  for (const [n, plan] of DEMO_TRANSFERS.entries()) written += await applyTransfer(ctx, plan, n, existing);
  for (const [n, plan] of DEMO_COUNTS.entries()) written += await applyCount(ctx, plan, n);
  return written;
}
