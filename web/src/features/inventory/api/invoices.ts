/**
 * Order invoices, purchase and sales (spec part 2 §2 "Invoices"; §7 "Invoices"; §8 fallbacks): whether an order has
 * its invoice, the next number, the list, one invoice, its PDF, generate and edit, for either kind; and the sales
 * invoices' customer links (create, list, revoke).
 */
import * as M from '../../../../../shared/inventory/messages.ts';
import { purchaseRoutes as p } from '../../../../../shared/inventory/purchase-routes.ts';
import { salesRoutes as s } from '../../../../../shared/inventory/sales-routes.ts';
import type { OrderInvoiceDetail } from '../../../../../shared/inventory/invoices.ts';
import { ApiError, call } from '../../../lib/api-client.ts';
import { revalidatePagedQueries, useMutation, usePagedQuery, useQuery } from '../../../lib/api-query.ts';

export type InvoiceKind = 'purchase' | 'sales';

/** Invoice cards a page at a time (more as the list column scrolls). */
export const INVOICES_PAGE = 20;

const ROUTES = {
  purchase: {
    number: p.purchaseInvoiceNumber,
    exists: p.purchaseInvoiceExists,
    list: p.purchaseInvoiceList,
    get: p.purchaseInvoiceGet,
    pdf: p.purchaseInvoicePdf,
    generate: p.purchaseInvoiceGenerate,
    update: p.purchaseInvoiceUpdate,
  },
  sales: {
    number: s.salesInvoiceNumber,
    exists: s.salesInvoiceExists,
    list: s.salesInvoiceList,
    get: s.salesInvoiceGet,
    pdf: s.salesInvoicePdf,
    generate: s.salesInvoiceGenerate,
    update: s.salesInvoiceUpdate,
  },
} as const;

/** Whether the order has its invoice (Generate Invoice or View Invoice); `Failed to check invoice` when it cannot tell. */
export function useInvoiceExists(kind: InvoiceKind, orderId: number | null) {
  const purchase = useQuery(p.purchaseInvoiceExists, kind === 'purchase' && orderId ? { query: { purchase_order_id: orderId } } : null, {
    defaultError: M.failedToCheckInvoice,
  });
  const sales = useQuery(s.salesInvoiceExists, kind === 'sales' && orderId ? { query: { sales_order_id: orderId } } : null, {
    defaultError: M.failedToCheckInvoice,
  });
  return kind === 'purchase' ? purchase : sales;
}

/** The next number, a preview fetched each time the Generate modal opens (nothing is reserved). */
export const useInvoiceNumber = (kind: InvoiceKind, enabled: boolean) =>
  useQuery(ROUTES[kind].number, enabled ? {} : null, {
    defaultError: M.failedToGetInvoiceNumber,
    swr: { revalidateOnMount: true, revalidateOnFocus: false, dedupingInterval: 0 },
  });

export const useInvoices = (kind: InvoiceKind) => usePagedQuery(ROUTES[kind].list, { query: {} }, { limit: INVOICES_PAGE });

/** One invoice; silent: the view says it could not be loaded (`Failed to get invoice data`) and offers a retry. */
export const useInvoice = (kind: InvoiceKind, id: string | null | undefined) =>
  useQuery(ROUTES[kind].get, id ? { params: { id } } : null, { silent: true });

/** Everything an invoice write changes: the order's button, the number preview, the list and the invoice itself. */
const invoiceViews = (kind: InvoiceKind) => [ROUTES[kind].exists, ROUTES[kind].number, ROUTES[kind].list, ROUTES[kind].get];

/** Generate, for an order of this kind: the server allocates the number (the preview is sent as it was shown). */
export function useGenerateInvoice(kind: InvoiceKind) {
  const options = { revalidates: invoiceViews(kind), defaultError: M.failedToGenerateInvoice, awaitRevalidation: true };
  const purchase = useMutation(p.purchaseInvoiceGenerate, options);
  const sales = useMutation(s.salesInvoiceGenerate, options);
  return (orderId: number, body: { invoice_number: string; due_date: string; notes: string }) =>
    kind === 'purchase'
      ? purchase({ body: { ...body, purchase_order_id: orderId } })
      : sales({ body: { ...body, sales_order_id: orderId } });
}

/** Edit: silent, so its refusals (a stale version, a bad due date) show inside the dialog. */
export const useUpdateInvoice = (kind: InvoiceKind) =>
  useMutation(ROUTES[kind].update, {
    revalidates: invoiceViews(kind),
    defaultError: M.failedToEditInvoice,
    awaitRevalidation: true,
    silent: true,
  });

/** The invoice as saved now (a stale edit's Reload); undefined when it is gone. */
export async function fetchInvoice(kind: InvoiceKind, id: string): Promise<OrderInvoiceDetail | undefined> {
  try {
    return await call(ROUTES[kind].get, { params: { id } }, { silent: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  }
}

/** The stored PDF's short-lived signed URL (rendered on the server). */
export const fetchInvoicePdf = (kind: InvoiceKind, id: string) =>
  call(ROUTES[kind].pdf, { params: { id } }, { defaultError: M.failedToGetInvoicePdf });

// ───────────── customer links of sales invoices ─────────────

/** Links a page at a time. */
export const LINKS_PAGE = 10;

export const useSalesInvoiceLinks = (invoiceId: string) =>
  usePagedQuery(s.salesInvoiceLinkList, { query: { invoiceId } }, { limit: LINKS_PAGE });

export const useCreateSalesInvoiceLink = () => useMutation(s.salesInvoiceLinkCreate, { revalidates: [s.salesInvoiceLinkList] });

/** A new customer link, emailed (AUTOMATION.md): listed with the invoice's links, as not sent when the send failed. */
export function useEmailSalesInvoice() {
  const send = useMutation(s.salesInvoiceEmail, { revalidates: [s.salesInvoiceLinkList], defaultError: 'Failed to email the invoice' });
  return async (input: Parameters<typeof send>[0]) => {
    try {
      return await send(input);
    } catch (err) {
      void revalidatePagedQueries(s.salesInvoiceLinkList);
      throw err;
    }
  };
}

export const useRevokeSalesInvoiceLink = () =>
  useMutation(s.salesInvoiceLinkRevoke, { revalidates: [s.salesInvoiceLinkList], awaitRevalidation: true });
