import { STOCK_VIEWS } from './products.ts';
/**
 * Sales orders (spec part 2 §2 sales order screens, §7 "Sales orders"): the list, one order, its fulfilment, shipments,
 * returns, restocks and payments, the writes with what each one changes, and a warehouse's stock for the add page.
 */
import useSWR from 'swr';
import * as M from '../../../../../shared/inventory/messages.ts';
import { financeRoutes as f } from '../../../../../shared/inventory/finance-routes.ts';
import { inventoryRoutes as r } from '../../../../../shared/inventory/routes.ts';
import { replenishmentRoutes as rp } from '../../../../../shared/inventory/replenishment-routes.ts';
import { salesRoutes as s } from '../../../../../shared/inventory/sales-routes.ts';
import type { SalesOrderListQuery } from '../../../../../shared/inventory/sales-orders.ts';
import type { ProductOption } from '../../../../../shared/inventory/schemas.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { call, requestWithHeaders } from '../../../lib/api-client.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';
import { ORDERS_PAGE } from './purchase-orders.ts';

export type SalesOrderFilter = Partial<Pick<SalesOrderListQuery, 'customerId' | 'status' | 'orderNumber' | 'from' | 'to'>>;

export const useSalesOrders = (filter: SalesOrderFilter = {}) =>
  usePagedQuery(s.salesOrderList, { query: { ...filter } }, { limit: ORDERS_PAGE });

/** One order; silent: the detail panel says `Error Sale order` (and offers a retry). */
export const useSalesOrder = (id: string | undefined) => useQuery(s.salesOrderGet, id ? { params: { id } } : null, { silent: true });

/** The order as saved now (an edit's Reload after a stale version). */
export const fetchSalesOrder = (id: string) => call(s.salesOrderGet, { params: { id } }, { silent: true });

export const useSalesPayments = (orderId: number | null) =>
  usePagedQuery(s.salesPaymentList, orderId ? { query: { orderId } } : null, { limit: PAGE_LIMIT.max });

export const useAssignedWarehouse = (orderId: number) => useQuery(s.salesWarehouseAssigned, { query: { saleOrderId: orderId } });

/** The lines to fulfil with what is on hand in that warehouse and its lots (spec fallback `An error occurred`). */
export const useFulfilmentItems = (orderId: number, warehouseId: string | null) =>
  useQuery(s.salesFulfilmentItems, warehouseId ? { query: { orderId, warehouseId } } : null);

export const useSalesShipments = (orderId: number) => usePagedQuery(s.salesShipmentList, { query: { orderId } }, { limit: PAGE_LIMIT.max });

export const useSalesRestocks = (orderId: number) => usePagedQuery(s.salesRestockList, { query: { orderId } }, { limit: PAGE_LIMIT.max });

export const useSalesReturnables = (orderId: number) => useQuery(s.salesReturnables, { query: { salesOrderId: orderId } });

/** Every customer for the pickers (a company has few; the largest page the API gives). */
export const useCustomerOptions = () => usePagedQuery(r.customerList, { query: {} }, { limit: PAGE_LIMIT.max });

/**
 * Every item with stock in a warehouse (POST product/all-items-with-stock pages through its body: limit and cursor
 * there, the next cursor in X-Next-Cursor). Cached under the route's name, so stock changes revalidate it.
 */
async function allItemsWithStock(warehouseId: string): Promise<ProductOption[]> {
  const rows: ProductOption[] = [];
  let cursor: string | null = null;
  do {
    const body: { warehouseId: string; limit: number; cursor?: string } = {
      warehouseId,
      limit: PAGE_LIMIT.max,
      ...(cursor ? { cursor } : {}),
    };
    const page: { data: ProductOption[]; headers: Headers } = await requestWithHeaders<ProductOption[]>(r.productItemsWithStock.path, {
      method: 'POST',
      body,
    });
    rows.push(...(Array.isArray(page.data) ? page.data : []));
    cursor = page.headers.get('x-next-cursor') || null;
  } while (cursor);
  return rows;
}

export const useWarehouseStock = (warehouseId: string) =>
  useSWR(warehouseId ? ([r.productItemsWithStock.name, { body: { warehouseId } }] as const) : null, ([, input]) =>
    allItemsWithStock(input.body.warehouseId),
  );

/** Everything that shows an order's figures: the cards, the detail, its tabs, its invoice, the dashboard. */
const orderViews = [
  s.salesOrderList,
  s.salesOrderGet,
  s.salesPaymentList,
  s.salesReturnables,
  s.salesShipmentList,
  s.salesRestockList,
  s.salesFulfilmentItems,
  s.salesWarehouseAssigned,
  s.salesInvoiceList,
  s.salesInvoiceGet,
  s.salesInvoiceExists,
  // what is on order or committed moves with every order change: the items below min and the sidebar's count
  rp.replenishmentList,
  rp.replenishmentSummary,
];
/** Fulfilling and restocking change stock: the items, their pages and movements, the stock dashboard. */

export const useAddSalesOrder = () => useMutation(s.salesOrderAdd, { revalidates: orderViews, defaultError: M.failedToCreateSalesOrder });

/** Spec §8: a failed assignment toasts `Failed to add customer` (the original's wording). */
export const useAssignWarehouse = () =>
  useMutation(s.salesWarehouseAssign, { revalidates: orderViews, defaultError: M.failedToAddCustomer, awaitRevalidation: true });

export const useSaveFulfilment = () =>
  useMutation(s.salesFulfilmentSave, {
    revalidates: [...orderViews, ...STOCK_VIEWS],
    defaultError: M.failedToFulfil,
    awaitRevalidation: true,
  });

export const useReturnSalesItems = () =>
  useMutation(s.salesReturnItems, {
    revalidates: [...orderViews, ...STOCK_VIEWS],
    defaultError: 'Failed to submit returns',
    awaitRevalidation: true,
  });

/** The payments dialog shows refusals (more than is owed, a reference in use). */
export const useAddSalesPayment = () => useMutation(s.salesPaymentAdd, { revalidates: orderViews, awaitRevalidation: true, silent: true });

/** Cancel and close move the order, what is receivable (the financial account) and the dashboard's To Deliver. */
const correctionViews = [...orderViews, f.dashboardSummary, f.dashboardRecentSales, f.financialReceivable];
/**
 * An edit moves the order, what is receivable (the financial account) and the dashboard's recent orders. Each of these
 * is confirmed in a dialog, which shows its refusals (an edit's stale version goes back to the form, what was typed kept).
 */
export const useUpdateSalesOrder = () =>
  useMutation(s.salesOrderUpdate, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
export const useCancelSalesOrder = () =>
  useMutation(s.salesOrderCancel, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
export const useCloseSalesOrder = () =>
  useMutation(s.salesOrderClose, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
export const useVoidSalesPayment = () =>
  useMutation(s.salesPaymentVoid, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
