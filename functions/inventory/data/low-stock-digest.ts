/**
 * The low-stock digest's state (access patterns: ../README.md "Draft purchase orders and replenishment"): one item per
 * company holding when the last digest was taken (the latest crossing it listed) and, for a retry of the same run, the
 * run's id and the lines it listed.
 */
import { getItem } from '../../lib/dynamo/item.ts';
import { isConditionFailed, putItem } from '../../lib/dynamo/transact.ts';
import * as imsKeys from '../keys.ts';

export interface LowStockDigestState {
  /** The latest below-min crossing (ISO instant) a digest listed: the next one lists crossings after it. */
  lastAt: string;
  /** The run that took the digest, and what it listed (sent again by a retry of that run). */
  runId: string;
  lines: string[];
  count: number;
}

export async function getLowStockDigestState(companyId: string): Promise<LowStockDigestState | null> {
  const item = await getItem(imsKeys.lowStockDigestState(companyId), { consistent: true });
  return item
    ? { lastAt: String(item.lastAt), runId: String(item.runId), lines: (item.lines ?? []) as string[], count: Number(item.count ?? 0) }
    : null;
}

/**
 * Records a digest taken, conditioned on the state read (absent, or the same `lastAt` and run): two runs racing for the
 * same crossings, one records them and the other answers false (it lists nothing).
 */
export async function saveLowStockDigestState(
  companyId: string,
  read: LowStockDigestState | null,
  next: LowStockDigestState,
): Promise<boolean> {
  try {
    await putItem('digestState', {
      Item: { ...imsKeys.lowStockDigestState(companyId), ...next },
      ...(read
        ? {
            ConditionExpression: '#lastAt = :lastAt AND #runId = :runId',
            ExpressionAttributeNames: { '#lastAt': 'lastAt', '#runId': 'runId' },
            ExpressionAttributeValues: { ':lastAt': read.lastAt, ':runId': read.runId },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    });
    return true;
  } catch (err) {
    if (isConditionFailed(err, 'digestState')) return false;
    throw err;
  }
}
