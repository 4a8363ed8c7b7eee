import { STOCK_VIEWS } from './products.ts';
/**
 * Purchase orders (spec part 2 §2 purchase order list / add / detail, §7 "Purchase orders"): the list with its
 * filters, one order, its payments and returnable lines, and the four writes with what each one changes.
 */
import * as M from '../../../../../shared/inventory/messages.ts';
import { purchaseRoutes as p } from '../../../../../shared/inventory/purchase-routes.ts';
import { financeRoutes as f } from '../../../../../shared/inventory/finance-routes.ts';
import { inventoryRoutes as r } from '../../../../../shared/inventory/routes.ts';
import { replenishmentRoutes as rp } from '../../../../../shared/inventory/replenishment-routes.ts';
import { PAGE_LIMIT } from '../../../../../shared/paging.ts';
import { call } from '../../../lib/api-client.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';
import type { PurchaseFilterQuery } from '../purchase-order-form.ts';

/** Order cards a page at a time (more as the list column scrolls). */
export const ORDERS_PAGE = 20;

export const usePurchaseOrders = (filter: PurchaseFilterQuery) =>
  usePagedQuery(p.purchaseOrderList, { query: { ...filter } }, { limit: ORDERS_PAGE });

/** One order; silent: the detail panel says it could not be loaded (and offers a retry). */
export const usePurchaseOrder = (id: string | undefined) => useQuery(p.purchaseOrderGet, id ? { params: { id } } : null, { silent: true });

/** The order as saved now (an edit's Reload after a stale version). */
export const fetchPurchaseOrder = (id: string) => call(p.purchaseOrderGet, { params: { id } }, { silent: true });

/** An order's payments, newest first (spec fallback `An error occurred`). */
export const usePurchasePayments = (orderId: number | null) =>
  usePagedQuery(p.purchasePaymentList, orderId ? { query: { orderId } } : null, { limit: PAGE_LIMIT.max });

/** What can still go back to the supplier, per line (spec fallback `An error occurred`). */
export const usePurchaseReturnables = (orderId: number | null) =>
  useQuery(p.purchaseReturnables, orderId ? { query: { purchaseOrderId: orderId } } : null);

/** Every supplier for the pickers (a company has few; the largest page the API gives). */
export const useSupplierOptions = () => usePagedQuery(r.supplierList, { query: {} }, { limit: PAGE_LIMIT.max });

/** An order's views: the list's cards, the detail, its payments and its returnable lines. */
/** Everything that shows an order's figures, its invoice included (status and amounts follow payments and returns). */
const orderViews = [
  p.purchaseOrderList,
  p.purchaseOrderGet,
  p.purchasePaymentList,
  p.purchaseReturnables,
  p.purchaseInvoiceList,
  p.purchaseInvoiceGet,
  p.purchaseInvoiceExists,
  // what is on order or committed moves with every order change: the items below min and the sidebar's count
  rp.replenishmentList,
  rp.replenishmentSummary,
];
/** Receiving and returning change stock: the items, their pages and movements, the stock dashboard. */

export const useAddPurchaseOrder = () =>
  useMutation(p.purchaseOrderAdd, { revalidates: orderViews, defaultError: M.failedToAddPurchaseOrder });

export const useReceivePurchaseItem = () =>
  useMutation(p.purchaseReceiveItem, { revalidates: [...orderViews, ...STOCK_VIEWS], awaitRevalidation: true });

export const useReturnPurchaseItems = () =>
  useMutation(p.purchaseReturnItems, {
    revalidates: [...orderViews, ...STOCK_VIEWS],
    defaultError: 'Failed to submit returns',
    awaitRevalidation: true,
  });

/** The payments dialog shows refusals (more than is owed, a reference in use). */
export const useAddPurchasePayment = () =>
  useMutation(p.purchasePaymentAdd, { revalidates: orderViews, awaitRevalidation: true, silent: true });

/** Cancel and close move the order, what is owed (the financial account) and the dashboard's To Receive. */
const correctionViews = [...orderViews, f.dashboardSummary, f.dashboardRecentPurchases, f.financialPayable];
/**
 * An edit moves the order, what is owed (the financial account) and the dashboard's recent orders. Each of these is
 * confirmed in a dialog, which shows its refusals (an edit's stale version goes back to the form, what was typed kept).
 */
export const useUpdatePurchaseOrder = () =>
  useMutation(p.purchaseOrderUpdate, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
export const useCancelPurchaseOrder = () =>
  useMutation(p.purchaseOrderCancel, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
export const useClosePurchaseOrder = () =>
  useMutation(p.purchaseOrderClose, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
export const useVoidPurchasePayment = () =>
  useMutation(p.purchasePaymentVoid, { revalidates: correctionViews, awaitRevalidation: true, silent: true });
