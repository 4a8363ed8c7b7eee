/**
 * Replenishment (AUTOMATION.md "Replenishment"): the below-min list, the sidebar's count, Create draft orders, and a
 * draft's Place order and Delete, with what each one changes.
 */
import { financeRoutes as f } from '../../../../../shared/inventory/finance-routes.ts';
import { purchaseRoutes as p } from '../../../../../shared/inventory/purchase-routes.ts';
import { replenishmentRoutes as r } from '../../../../../shared/inventory/replenishment-routes.ts';
import { useMutation, usePagedQuery } from '../../../lib/api-query.ts';

/** Rows a page at a time (grouped by supplier and warehouse as they come). */
export const REPLENISHMENT_PAGE = 50;

export const useReplenishment = () => usePagedQuery(r.replenishmentList, { query: {} }, { limit: REPLENISHMENT_PAGE });

/** Drafts show in the order list and detail, and the rows name their pair's open draft. */
const draftViews = [p.purchaseOrderList, p.purchaseOrderGet, r.replenishmentList];
/** Placing an order makes it count: To Receive, payable, the reports, what is on order (the below-min rows and count). */
const placedViews = [...draftViews, r.replenishmentSummary, f.dashboardSummary, f.dashboardRecentPurchases, f.financialPayable];

export const useCreateDraftOrders = () => useMutation(r.replenishmentDraftOrders, { revalidates: draftViews, awaitRevalidation: true });
export const usePlacePurchaseOrder = () => useMutation(r.purchaseOrderPlace, { revalidates: placedViews, awaitRevalidation: true });
export const useDeleteDraftOrder = () => useMutation(r.purchaseOrderDelete, { revalidates: draftViews, awaitRevalidation: true });
