/** Purchase and sales invoices and the sales invoices' customer links: records and their items. */
import { withoutKeys, type Item } from '../lib/dynamo/item.ts';
import { linkToItem, type InvoiceLinkState } from '../lib/invoice-links.ts';
import * as imsKeys from './keys.ts';

/** One invoice of an order, purchase or sales (the kind is in its key). */
export interface OrderInvoiceRecord {
  companyId: string;
  /** The number's sequence: invoice 7 is INV-PO-00007 (or INV-SO-00007) and its id is "7". */
  invoiceSeq: number;
  /** The order it bills (one invoice per order). */
  orderId: number;
  /** The supplier or the customer. */
  partnerId: string;
  /** A copy of the partner's name when the invoice was generated (the list shows it without reading partners). */
  partnerName: string;
  /** yyyy-mm-dd (UTC) of generation. */
  invoiceDate: string;
  /** yyyy-mm-dd. */
  dueDate: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every edit; edits are conditioned on the version they read. */
  version: number;
}

/** Where one kind of invoice lives: its header, the order's claim, the number counter and the list prefix. */
export interface InvoiceKeys {
  readonly header: (companyId: string, invoiceSeq: number) => { pk: string; sk: string };
  readonly claim: (companyId: string, orderId: number) => { pk: string; sk: string };
  readonly counter: (companyId: string) => { pk: string; sk: string };
  readonly prefix: string;
}

export const purchaseInvoiceKeys: InvoiceKeys = {
  header: imsKeys.purchaseInvoice,
  claim: imsKeys.purchaseInvoiceClaim,
  counter: imsKeys.purchaseInvoiceCounter,
  prefix: imsKeys.purchaseInvoicesPrefix,
};

export const salesInvoiceKeys: InvoiceKeys = {
  header: imsKeys.salesInvoice,
  claim: imsKeys.salesInvoiceClaim,
  counter: imsKeys.salesInvoiceCounter,
  prefix: imsKeys.salesInvoicesPrefix,
};

export const invoiceToItem = (keys: InvoiceKeys, i: OrderInvoiceRecord): Item => ({ ...keys.header(i.companyId, i.invoiceSeq), ...i });

export function invoiceFromItem(item: Item): OrderInvoiceRecord {
  const { supplierId, supplierName, ...rest } = withoutKeys(item);
  // purchase invoices written before sales invoices existed named the partner `supplierId` / `supplierName`
  return { partnerId: supplierId, partnerName: supplierName, ...rest } as OrderInvoiceRecord;
}

/** The order's claim: it names the invoice (`attribute_not_exists`: one invoice per order). */
export const invoiceClaimToItem = (keys: InvoiceKeys, i: OrderInvoiceRecord): Item => ({
  ...keys.claim(i.companyId, i.orderId),
  invoiceSeq: i.invoiceSeq,
});

/** A customer link of a sales invoice: a share link (functions/lib/invoice-links.ts) of one stored PDF of it. */
export type SalesInvoiceLinkRecord = InvoiceLinkState & { invoiceSeq: number };

/** Under its company (the public route's GetItem) and in gsi1 under its invoice (the invoice's list of links). */
export const salesInvoiceLinkToItem = (l: SalesInvoiceLinkRecord): Item =>
  linkToItem(imsKeys.salesInvoiceLink(l.companyId, l.linkId), imsKeys.salesInvoiceLinkIndex(l.companyId, l.invoiceSeq, l.linkId), l);
