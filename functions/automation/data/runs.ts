/** The last run of a company (access patterns: ../README.md). */
import { getItem } from '../../lib/dynamo/item.ts';
import { putItem } from '../../lib/dynamo/transact.ts';
import * as automationKeys from '../keys.ts';
import { runFromItem, runToItem, type RunRecord } from '../records.ts';

export async function getLastRun(companyId: string): Promise<RunRecord | null> {
  const item = await getItem(automationKeys.lastRun(companyId));
  return item ? runFromItem(item) : null;
}

/** Records a finished run (bookkeeping for the screen, not a record of the product: no audit entry). */
export async function recordRun(companyId: string, run: RunRecord): Promise<void> {
  await putItem('run', { Item: runToItem(companyId, run) });
}
