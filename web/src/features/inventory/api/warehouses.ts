/** Warehouses (spec part 2 §2 /ims/warehouses, §7 warehouses/all and warehouses/add). */
import { inventoryRoutes } from '../../../../../shared/inventory/routes.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { findRow } from '../../../lib/api-pages.ts';
import { useMutation, usePagedQuery } from '../../../lib/api-query.ts';

/** The company's warehouses, newest first, a page at a time (more as the user scrolls). */
export const useWarehouses = () => usePagedQuery(inventoryRoutes.warehouseList, { query: {} });

/** Every warehouse for a picker (a company has few; the largest page the API gives). */
export const useWarehouseOptions = () => usePagedQuery(inventoryRoutes.warehouseList, { query: {} }, { limit: PAGE_LIMIT.max });

/** A new warehouse shows on the warehouse cards, in the pickers and on the stock dashboard. */
export const useAddWarehouse = () =>
  useMutation(inventoryRoutes.warehouseAdd, { revalidates: [inventoryRoutes.warehouseList, inventoryRoutes.stockDashboard], silent: true });

/** The warehouse as saved now (an edit's Reload after a stale version). */
export const fetchWarehouse = (id: string) => findRow(inventoryRoutes.warehouseList, { query: {} }, (w) => w.id === id, { silent: true });

/**
 * A renamed warehouse shows its new name on the cards, in the pickers, on the stock dashboard and the item pages.
 * The dialog shows refusals (a stale version, a name in use).
 */
export const useUpdateWarehouse = () =>
  useMutation(inventoryRoutes.warehouseUpdate, {
    revalidates: [inventoryRoutes.warehouseList, inventoryRoutes.stockDashboard, inventoryRoutes.productGet],
    silent: true,
  });

/** Owner only: a deleted warehouse leaves the cards, the pickers and the stock dashboard. The dialog shows refusals. */
export const useDeleteWarehouse = () =>
  useMutation(inventoryRoutes.warehouseDelete, {
    revalidates: [inventoryRoutes.warehouseList, inventoryRoutes.stockDashboard],
    silent: true,
  });
