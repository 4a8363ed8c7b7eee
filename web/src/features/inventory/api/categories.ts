/** Item categories (spec part 2 §7 GET product/categories; INVENTORY.md: the Add Item dialog can add one). */
import { inventoryRoutes } from '../../../../../shared/inventory/routes.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { findRow } from '../../../lib/api-pages.ts';
import { useMutation, usePagedQuery } from '../../../lib/api-query.ts';

/** The defaults, then the company's own: every one for the pickers (a company has few). */
export const useCategories = () => usePagedQuery(inventoryRoutes.productCategories, { query: {} }, { limit: PAGE_LIMIT.max });

/** A new category shows in every category picker and filter. */
export const useAddCategory = () =>
  useMutation(inventoryRoutes.productCategoryAdd, { revalidates: [inventoryRoutes.productCategories], awaitRevalidation: true });

/** A renamed category shows its new name in the pickers, on the item cards and pages. The dialog shows refusals. */
export const useRenameCategory = () =>
  useMutation(inventoryRoutes.productCategoryUpdate, {
    revalidates: [inventoryRoutes.productCategories, inventoryRoutes.productList, inventoryRoutes.productGet, inventoryRoutes.stockLow],
    awaitRevalidation: true,
    silent: true,
  });

/** The category as saved now (a rename's Reload after a stale version). */
export const fetchCategory = (id: string) =>
  findRow(inventoryRoutes.productCategories, { query: {} }, (c) => c.id === id, { silent: true });

/** Owner only: a deleted category leaves every picker and filter. The dialog shows refusals. */
export const useDeleteCategory = () =>
  useMutation(inventoryRoutes.productCategoryDelete, {
    revalidates: [inventoryRoutes.productCategories],
    awaitRevalidation: true,
    silent: true,
  });
