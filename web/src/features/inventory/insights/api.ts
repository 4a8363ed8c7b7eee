/** The inventory Insights call (INSIGHTS.md "Calls"): one GET answers every chart of the page for a range and a warehouse. */
import { insightsRoutes } from '../../../../../shared/insights/routes.ts';
import type { InventoryInsights } from '../../../../../shared/insights/schemas.ts';
import type { MonthRange } from '../../../components/insights/insight-period.ts';
import { useQuery } from '../../../lib/api-query.ts';

/** While the one-off backfill runs, the page asks again every few seconds so its progress line moves. */
const BACKFILL_POLL_MS = 5000;

/** `range` null: no call (the comparison when there is none); `warehouse` '' = every warehouse in the account's scope. */
export const useInventoryInsights = (range: MonthRange | null, warehouse: string) =>
  useQuery(
    insightsRoutes.insightsInventory,
    // an absent warehouse is left out of the query string (the route reads absent as "all"), never sent as "null"
    range ? { query: { from: range.from, to: range.to, warehouse: (warehouse || undefined) as unknown as string | null } } : null,
    { swr: { refreshInterval: (data?: InventoryInsights) => (data?.backfill?.running ? BACKFILL_POLL_MS : 0) } },
  );
