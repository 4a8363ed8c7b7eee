/** The inventory Insights call (INSIGHTS.md "Calls"): one GET answers every chart of the page for a range and a warehouse. */
import { insightsRoutes } from '../../../../../shared/insights/routes.ts';
import type { InventoryInsights } from '../../../../../shared/insights/schemas.ts';
import type { MonthRange } from '../../../components/insights/insight-period.ts';
import { call } from '../../../lib/api-client.ts';
import { useQuery } from '../../../lib/api-query.ts';

/** While the one-off backfill runs, the page asks again every few seconds so its progress line moves. */
const BACKFILL_POLL_MS = 5000;

/** The call's query: an absent warehouse is left out (the route reads absent as "all"), never sent as "null". */
const insightsQuery = (range: MonthRange, warehouse: string, lists?: 'fresh' | 'none') => ({
  query: { from: range.from, to: range.to, warehouse: (warehouse || undefined) as unknown as string | null, lists },
});

/**
 * `range` null: no call (the comparison when there is none); `warehouse` '' = every warehouse in the account's scope;
 * `withLists` false: the monthly figures only (the comparison beside a period shows no lists).
 */
export function useInventoryInsights(range: MonthRange | null, warehouse: string, withLists = true) {
  const query = useQuery(insightsRoutes.insightsInventory, range ? insightsQuery(range, warehouse, withLists ? undefined : 'none') : null, {
    swr: { refreshInterval: (data?: InventoryInsights) => (data?.backfill?.running ? BACKFILL_POLL_MS : 0) },
  });
  /** "Refresh lists": the same answer with the lists worked out now, put in place of the one shown. */
  const refreshLists = async () => {
    if (!range) return;
    const answer = await call(insightsRoutes.insightsInventory, insightsQuery(range, warehouse, 'fresh'));
    await query.mutate(answer, { revalidate: false });
  };
  return { ...query, refreshLists };
}
