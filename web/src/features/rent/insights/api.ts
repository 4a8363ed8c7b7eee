/** The rent Insights call (INSIGHTS.md "Calls"): one GET answers every chart of the page for a range and a building. */
import { insightsRoutes } from '../../../../../shared/insights/routes.ts';
import type { RentInsights } from '../../../../../shared/insights/schemas.ts';
import type { MonthRange } from '../../../components/insights/insight-period.ts';
import { useQuery } from '../../../lib/api-query.ts';

/** While the one-off backfill runs, the page asks again every few seconds so its progress line moves. */
const BACKFILL_POLL_MS = 5000;

/** `range` null: no call (the comparison when there is none); `building` '' = every building in the account's scope. */
export const useRentInsights = (range: MonthRange | null, building: string) =>
  useQuery(
    insightsRoutes.insightsRent,
    // an absent building is left out of the query string (the route reads absent as "all"), never sent as "null"
    range ? { query: { from: range.from, to: range.to, building: (building || undefined) as unknown as number | null } } : null,
    { swr: { refreshInterval: (data?: RentInsights) => (data?.backfill?.running ? BACKFILL_POLL_MS : 0) } },
  );
