/**
 * The one-off backfill of a company's insights figures from its records (INSIGHTS.md: "a one-off, resumable job over
 * their records (a queue message per company; progress shown on the page; idempotent on re-run)"). A job of the daily
 * run, whose queue message is the company's: the rent area building by building (./rent.ts), then the inventory area
 * warehouse by warehouse (./inventory.ts), each page's cursor and the records it went through kept on the area's
 * marker (lib/dynamo/backfill.ts), so a run that stops (its time is up, or it failed) goes on from there the next
 * day, and a company that is done costs one GetItem per area. Sign-up marks a new company done (./markers.ts).
 */
import type { Job, JobResult } from '../../automation/job.ts';
import { backfillOnce } from '../../lib/dynamo/backfill.ts';
import * as insightKeys from '../keys.ts';
import { inventoryBackfillPage } from './inventory.ts';
import { BACKFILL_AREAS, type BackfillArea } from './markers.ts';
import { rentBackfillPage } from './rent.ts';

/** How long one daily run gives the backfill: the rest of the worker's five minutes is the other jobs'. */
const RUN_BUDGET_MS = 2 * 60_000;

const PAGES: Record<BackfillArea, (companyId: string, cursor: string | null) => Promise<{ next: string | null; records: number }>> = {
  rent: rentBackfillPage,
  inventory: inventoryBackfillPage,
};

/**
 * Runs the company's backfill from where it stopped, both areas in turn, until done, `maxPages` pages per area or
 * the time `until` (epoch ms). @returns whether both areas are done
 */
export async function runInsightsBackfill(companyId: string, options: { maxPages?: number; until?: number } = {}): Promise<boolean> {
  for (const area of BACKFILL_AREAS) {
    const done = await backfillOnce(
      insightKeys.backfillMarker(companyId, area),
      async (cursor) => {
        const { next, records } = await PAGES[area](companyId, cursor);
        return { next, count: records };
      },
      options,
    );
    if (!done) return false;
  }
  return true;
}

/** The daily run's step (before the monthly statement, which reads the figures): nothing to tell the owner. */
export const insightsBackfillJob: Job = {
  name: 'insightsBackfill',
  async run(ctx): Promise<JobResult> {
    await runInsightsBackfill(ctx.companyId, { until: Date.now() + RUN_BUDGET_MS });
    return {};
  },
};
