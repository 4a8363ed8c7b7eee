/** Items and their stock (spec part 2 §2 Items, §7 product/… and stock/…; INVENTORY.md "Catalogue", "Stock"). */
import { failedToUploadImage } from '../../../../../shared/inventory/images.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { financeRoutes as f } from '../../../../../shared/inventory/finance-routes.ts';
import { inventoryRoutes as r } from '../../../../../shared/inventory/routes.ts';
import { replenishmentRoutes as rp } from '../../../../../shared/inventory/replenishment-routes.ts';
import { call } from '../../../lib/api-client.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';

/** Cards of the item list a page at a time (more as the user scrolls). */
export const ITEMS_PAGE = 24;

/** The item list: `q` matches the start of any word of the name, or of the SKU or barcode; `category` filters (both on the server). */
export const useProducts = (filter: { q: string; category: string; archived?: boolean }) =>
  usePagedQuery(
    r.productList,
    {
      query: {
        ...(filter.q ? { q: filter.q } : {}),
        ...(filter.category ? { category: filter.category } : {}),
        // the archived items only (they leave the list otherwise)
        ...(filter.archived ? { archived: true } : {}),
      },
    },
    { limit: ITEMS_PAGE },
  );

/** One item with its stock per warehouse and its movement count; silent: the page says "Failed to load item". */
export const useProduct = (id: string | undefined) => useQuery(r.productGet, id ? { params: { id } } : null, { silent: true });

/** One page of an item's movements (offset = page × 10); silent: the tab says "Failed to load movements". */
export const useMovements = (id: string | undefined, offset: number) =>
  useQuery(r.stockMovements, id ? { params: { id }, query: { offset } } : null, { silent: true });

/** What an item's change shows on: the list, the item page, the order screens' options. */
const itemViews = [r.productList, r.productGet, r.productItemsWithStock];

/** The Add Item dialog shows refusals (a SKU or barcode in use). */
export const useAddProduct = () => useMutation(r.productAdd, { revalidates: itemViews, defaultError: M.failedToAddProduct, silent: true });

/** The item as saved now (an edit's Reload after a stale version); the dialog shows a failure. */
export const fetchProduct = (id: string) => call(r.productGet, { params: { id } }, { silent: true });

/** The Edit Item dialog shows refusals (a stale version, a duplicate SKU). */
export const useUpdateProduct = () =>
  useMutation(r.productUpdate, { revalidates: itemViews, defaultError: M.failedToUpdateProduct, awaitRevalidation: true, silent: true });

/** Archived or restored: the item leaves (or rejoins) the list, the pickers, low stock and the dashboard's count. */
export const useArchiveProduct = () =>
  useMutation(r.productArchive, { revalidates: [...itemViews, r.stockLow, f.dashboardSummary], awaitRevalidation: true });

/** Owner only: a deleted item leaves the list and the dashboard's count. */
export const useDeleteProduct = () => useMutation(r.productDelete, { revalidates: [r.productList, r.stockLow, f.dashboardSummary] });

export const useUploadProductImage = () =>
  useMutation(r.productImageUpload, { revalidates: [r.productList, r.productGet], defaultError: failedToUploadImage });

/** A stock adjustment changes the item's stock, its movements and the order screens' stock. */
export const useAdjustStock = () =>
  useMutation(r.stockAdjust, {
    // on hand moves the projected quantity: the items below min and the sidebar's count too
    revalidates: [...itemViews, r.stockMovements, r.reorderRuleList, rp.replenishmentList, rp.replenishmentSummary],
    defaultError: M.somethingWentWrongFallback,
    awaitRevalidation: true,
    // the adjustment form shows refusals (not enough stock)
    silent: true,
  });

/**
 * Every view of stock a change of stock makes stale (items, their pages and movements, the order screens' stock, the
 * stock dashboard, low stock, and the projected quantity behind replenishment): receipts, fulfilments, returns,
 * transfers and counts revalidate them all.
 */
export const STOCK_VIEWS = [
  r.productList,
  r.productGet,
  r.productItemsWithStock,
  r.stockMovements,
  r.stockDashboard,
  r.stockLow,
  rp.replenishmentList,
  rp.replenishmentSummary,
];
