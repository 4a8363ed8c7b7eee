// TEMPORARY STUB of i20-projected's module (replaced by the merge; never committed)
export interface ReorderRule {
  itemId: string;
  warehouseId: string;
  min: number;
  max: number;
  multiple: number;
  supplierId: string;
  leadTimeDays: number;
}
export const projectedQuantity = (f: { onHand: number; onOrder: number; committed: number }) => f.onHand + f.onOrder - f.committed;
export const isBelowMin = (projected: number, min: number) => projected < min;
export function suggestedQuantity(f: { projected: number; min: number; max: number; multiple: number }): number {
  if (!isBelowMin(f.projected, f.min)) return 0;
  return Math.ceil((f.max - f.projected) / f.multiple) * f.multiple;
}
