/**
 * Demo reorder rules (issue 20: "the demo company gets reorder rules, some items below min"), set through the same
 * service as `POST /api/ims/reorder-rules` (actor System, source import). The catalogue and the orders before this step
 * decide each pair's projected quantity, so each rule is sized from the pair's figures when it is set: the `below`
 * ones with min above the projected quantity (they show on Replenishment and in the first low-stock digest), the
 * others with min under it. A pair that has a rule already keeps it (a rerun, or the owner changed it).
 */
import { systemAuditContext } from '../../lib/audit.ts';
import { figuresOfRow, getPairRows } from '../data/reorder.ts';
import { projectedQuantity } from '../../../shared/inventory/replenishment.ts';
import type { DemoInventoryContext } from './seed.ts';
import { setReorderRule } from './reorder.ts';

/** [item SKU, warehouse, supplier (indexes in the seed's lists), below min?, multiple, lead time in days]. */
type DemoRule = readonly [sku: string, warehouse: number, supplier: number, below: boolean, multiple: number, leadTimeDays: number];

// Suppliers: 0 Acme Industrial, 1 Brightline Electronics, 2 Northern Paper, 3 Fresh Roast Coffee, 4 Sterling Workwear.
// Warehouses: 0 Central, 1 North Depot, 2 South Depot, 3 Harbour Store.
export const DEMO_RULES: readonly DemoRule[] = [
  ['EL-HDMI-2M', 0, 1, true, 10, 5],
  ['EL-USBC-1M', 0, 1, false, 10, 5],
  ['EL-MOUSE-WL', 1, 1, true, 5, 7],
  ['OF-STAPLER-HD', 0, 2, true, 6, 4],
  ['OF-PAPER-A4', 0, 2, false, 50, 3],
  ['OF-PEN-BL50', 1, 2, true, 10, 3],
  ['FB-OATMILK-1L', 0, 3, true, 12, 2],
  ['FB-COF-ARA1', 0, 3, false, 5, 2],
  ['HW-DRILL-18V', 0, 0, true, 2, 10],
  ['HW-HINGE-100', 0, 0, true, 10, 6],
  ['HW-BOLT-M840', 0, 0, false, 10, 6],
  ['CL-BOOT-9', 0, 4, true, 2, 14],
  ['CL-HIVIS-L', 0, 4, false, 5, 14],
  ['SE-FAK-10', 0, 0, true, 1, 5],
];

/** Rounds up to the next multiple of `step` (at least one step). */
const roundUp = (n: number, step: number) => Math.max(step, Math.ceil(n / step) * step);

/** min and max for a pair whose projected quantity is `projected`: below min, or comfortably above it. */
export function demoLevels(projected: number, below: boolean, multiple: number): { min: number; max: number } {
  if (below) {
    const min = roundUp(Math.max(0, projected) + 2 * multiple, multiple);
    return { min, max: 4 * min };
  }
  const min = Math.floor(Math.max(0, projected) / 2 / multiple) * multiple;
  return { min, max: Math.max(min + multiple, roundUp(projected * 2, multiple)) };
}

export async function seedReorderRules(ctx: DemoInventoryContext, now: Date): Promise<number> {
  const audit = systemAuditContext(ctx.companyId, 'reorderRuleSet', 'import');
  const pairs = DEMO_RULES.flatMap(([sku, warehouse, supplier, below, multiple, leadTimeDays]) => {
    const itemId = ctx.itemIds.get(sku);
    const warehouseId = ctx.warehouseIds[warehouse];
    const supplierId = ctx.supplierIds[supplier];
    return itemId && warehouseId && supplierId ? [{ itemId, warehouseId, supplierId, below, multiple, leadTimeDays }] : [];
  });
  const rows = await getPairRows(ctx.companyId, pairs);
  let written = 0;
  for (const pair of pairs) {
    const row = rows.get(`${pair.itemId}\u0000${pair.warehouseId}`) ?? null;
    if (row?.rule) continue;
    const { min, max } = demoLevels(projectedQuantity(figuresOfRow(row)), pair.below, pair.multiple);
    await setReorderRule(
      audit,
      {
        itemId: pair.itemId,
        warehouseId: pair.warehouseId,
        supplierId: pair.supplierId,
        min,
        max,
        multiple: pair.multiple,
        leadTimeDays: pair.leadTimeDays,
      },
      now,
    );
    written += 1;
  }
  return written;
}
