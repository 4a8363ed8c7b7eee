/** What differs between purchase and sales invoices on screen: the words, the partner and where things live. */
import { paths } from '../../config/paths.ts';
import type { InvoiceKind } from './api/invoices.ts';

export interface InvoiceKindText {
  /** Purchase / Sales. */
  label: string;
  /** Supplier / Customer. */
  partner: string;
  ordersLabel: string;
  subtitle: string;
  listHref: () => string;
  invoiceHref: (id: string) => string;
  ordersHref: () => string;
  orderHref: (orderId: number) => string;
}

const ims = paths.inventory;

export const INVOICE_KINDS: Record<InvoiceKind, InvoiceKindText> = {
  purchase: {
    label: 'Purchase',
    partner: 'Supplier',
    ordersLabel: 'Purchase Orders',
    subtitle: 'What your suppliers bill you, what you have paid and what is still due.',
    listHref: () => ims.purchaseInvoices.href(),
    invoiceHref: (id) => ims.purchaseInvoice.href(id),
    ordersHref: () => ims.purchaseOrders.href(),
    orderHref: (orderId) => ims.purchaseOrder.href(orderId),
  },
  sales: {
    label: 'Sales',
    partner: 'Customer',
    ordersLabel: 'Sales Orders',
    subtitle: 'What you bill your customers, what they have paid and what is still due.',
    listHref: () => ims.salesInvoices.href(),
    invoiceHref: (id) => ims.salesInvoice.href(id),
    ordersHref: () => ims.salesOrders.href(),
    orderHref: (orderId) => ims.salesOrder.href(orderId),
  },
};
