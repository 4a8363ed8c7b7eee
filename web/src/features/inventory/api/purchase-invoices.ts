/**
 * Purchase invoices (spec part 2 §2 "Purchase order detail", "Invoices"; §7 "Invoices: Purchase"; §8 fallbacks):
 * whether an order has its invoice, the next number, the list, one invoice, its PDF, generate and edit.
 */
import * as M from '../../../../../shared/inventory/messages.ts';
import { purchaseRoutes as p } from '../../../../../shared/inventory/purchase-routes.ts';
import { call } from '../../../lib/api-client.ts';
import { useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';

/** Invoice cards a page at a time (more as the list column scrolls). */
export const INVOICES_PAGE = 20;

/** Whether the order has its invoice (Generate Invoice or View Invoice); `Failed to check invoice` when it cannot tell. */
export const usePurchaseInvoiceExists = (orderId: number | null) =>
  useQuery(p.purchaseInvoiceExists, orderId ? { query: { purchase_order_id: orderId } } : null, { defaultError: M.failedToCheckInvoice });

/** The next number, a preview fetched each time the Generate modal opens (nothing is reserved). */
export const usePurchaseInvoiceNumber = (enabled: boolean) =>
  useQuery(p.purchaseInvoiceNumber, enabled ? {} : null, {
    defaultError: M.failedToGetInvoiceNumber,
    swr: { revalidateOnMount: true, revalidateOnFocus: false, dedupingInterval: 0 },
  });

export const usePurchaseInvoices = () => usePagedQuery(p.purchaseInvoiceList, { query: {} }, { limit: INVOICES_PAGE });

/** One invoice; silent: the view says it could not be loaded (`Failed to get invoice data`) and offers a retry. */
export const usePurchaseInvoice = (id: string | null | undefined) =>
  useQuery(p.purchaseInvoiceGet, id ? { params: { id } } : null, { silent: true });

/** Everything an invoice write changes: the order's button, the number preview, the list and the invoice itself. */
const invoiceViews = [p.purchaseInvoiceExists, p.purchaseInvoiceNumber, p.purchaseInvoiceList, p.purchaseInvoiceGet];

export const useGeneratePurchaseInvoice = () =>
  useMutation(p.purchaseInvoiceGenerate, { revalidates: invoiceViews, defaultError: M.failedToGenerateInvoice, awaitRevalidation: true });

export const useUpdatePurchaseInvoice = () =>
  useMutation(p.purchaseInvoiceUpdate, { revalidates: invoiceViews, defaultError: M.failedToEditInvoice, awaitRevalidation: true });

/** The stored PDF's short-lived signed URL (rendered on the server). */
export const fetchPurchaseInvoicePdf = (id: string) =>
  call(p.purchaseInvoicePdf, { params: { id } }, { defaultError: M.failedToGetInvoicePdf });
