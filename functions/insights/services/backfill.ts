/**
 * The one-off backfill of insights for records written before them (INSIGHTS.md "How the figures are kept"): its
 * progress, as the Insights pages show it. The marker is `lib/dynamo/backfill.ts`'s, with the count of records gone
 * through kept beside the cursor (../backfill/job.ts runs it; sign-up marks a new company's done).
 */
import type { BackfillProgress } from '../../../shared/insights/schemas.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import type { BackfillArea } from '../backfill/markers.ts';
import * as insightKeys from '../keys.ts';

/**
 * Null once the backfill is done (at sign-up for a company created since). No marker: a company from before whose
 * backfill has not started yet (the next daily run starts it), shown as preparing with nothing done.
 */
export async function backfillProgress(companyId: string, area: BackfillArea): Promise<BackfillProgress | null> {
  const marker = await getItem(insightKeys.backfillMarker(companyId, area));
  if (marker?.done) return null;
  return { done: Number(marker?.records ?? 0), running: true };
}
