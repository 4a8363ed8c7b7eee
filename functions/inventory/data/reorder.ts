// TEMPORARY STUB of i20-projected's module (replaced by the merge; never committed)
import type { TransactOp } from '../../lib/dynamo/transact.ts';
import type { ReorderRule } from '../../../shared/inventory/replenishment.ts';
export interface ProjectionChange {
  itemId: string;
  warehouseId: string;
  onHand?: number;
  onOrder?: number;
  committed?: number;
}
export interface BelowMinRow extends ReorderRule {
  onHand: number;
  onOrder: number;
  committed: number;
  projected: number;
  belowMinSince: string;
}
export async function projectionOps(_companyId: string, _changes: ProjectionChange[]): Promise<TransactOp[]> {
  return [];
}
export async function listBelowMin(
  _companyId: string,
  _page: { limit: number; cursor?: string },
): Promise<{ rows: BelowMinRow[]; nextCursor?: string }> {
  return { rows: [] };
}
export async function countBelowMin(_companyId: string): Promise<number> {
  return 0;
}
export async function belowMinSince(_companyId: string, _sinceIso: string): Promise<BelowMinRow[]> {
  return [];
}
