/** Reorder rules of an item (AUTOMATION.md "Replenishment"): its warehouses' figures and rules, and setting one. */
import { inventoryRoutes as r } from '../../../../../shared/inventory/routes.ts';
import { replenishmentRoutes as rp } from '../../../../../shared/inventory/replenishment-routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';

/** The item's warehouses with on hand, on order, committed, projected and their rules; silent: the card says it failed. */
export const useReorderRules = (itemId: string) => useQuery(r.reorderRuleList, { query: { itemId } }, { silent: true });

/** A rule set or replaced shows on the item page's rules (and its history). */
/** A rule decides whether the pair is below min: the Replenishment list and the sidebar's count follow it. */
export const useSetReorderRule = () =>
  useMutation(r.reorderRuleSet, {
    revalidates: [r.reorderRuleList, rp.replenishmentList, rp.replenishmentSummary],
    awaitRevalidation: true,
  });
