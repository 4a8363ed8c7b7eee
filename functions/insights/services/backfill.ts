/**
 * The one-off backfill of insights for records written before them (INSIGHTS.md "How the figures are kept"): its
 * progress, as the Insights pages show it. The marker is `lib/dynamo/backfill.ts`'s, with the count of records gone
 * through kept beside the cursor.
 */
import type { BackfillProgress } from '../../../shared/insights/schemas.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import * as insightKeys from '../keys.ts';

/** Null when the backfill is done or has not started (a company with nothing from before has nothing to wait for). */
export async function backfillProgress(companyId: string, area: 'rent' | 'inventory'): Promise<BackfillProgress | null> {
  const marker = await getItem(insightKeys.backfillMarker(companyId, area));
  if (!marker || marker.done) return null;
  return { done: Number(marker.records ?? 0), running: true };
}
