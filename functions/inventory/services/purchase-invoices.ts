/**
 * Purchase invoices (spec §5 "Generate invoice", "Edit invoice"; INVENTORY.md "Invoices"): one per order,
 * numbered INV-PO-00001 in the order generated. The invoice stores its dates and notes; every figure (paid,
 * owed, status) is read from its order when it is shown, so payments and returns show at once.
 * The PDF lives in ./purchase-invoice-pdf.ts, so these routes bundle without pdf-lib and the S3 client.
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import * as M from '../../../shared/inventory/messages.ts';
import type {
  GeneratePurchaseInvoiceInput,
  InvoiceExists,
  InvoiceGenerated,
  InvoiceListEntry,
  InvoiceNumberPreview,
  InvoiceParty,
  PurchaseInvoiceDetail,
  PurchaseInvoiceListQuery,
  UpdatePurchaseInvoiceInput,
} from '../../../shared/inventory/purchase-invoices.ts';
import {
  amountOwedCents,
  invoiceNumber,
  invoiceStatus,
  orderNumber,
  paymentStatus,
  type InvoiceStatus,
} from '../../../shared/inventory/rules.ts';
import type { MessageResponse } from '../../../shared/route.ts';
import { getCompany, getUser } from '../../account/data/accounts.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { getPartner } from '../data/partners.ts';
import {
  allocatePurchaseInvoiceSeq,
  getItemDescriptions,
  getPurchaseInvoice,
  getPurchaseOrdersById,
  lastPurchaseInvoiceSeq,
  listPurchaseInvoices,
  purchaseInvoiceSeqOfOrder,
  putNewPurchaseInvoice,
  updatePurchaseInvoice,
} from '../data/purchase-invoices.ts';
import { getPurchaseOrder } from '../data/purchase-orders.ts';
import type { PurchaseInvoiceRecord, PurchaseOrderRecord } from '../records.ts';

/** An invoice id as the API hands it out: its number's sequence as text ("7"); anything else is a 404, no read. */
export function parsePurchaseInvoiceId(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The order's payment status, or Overdue when it is not paid and its due date is before today (yyyy-mm-dd, UTC). */
export function statusOf(invoice: Pick<PurchaseInvoiceRecord, 'dueDate'>, order: PurchaseOrderRecord, today: string): InvoiceStatus {
  return invoiceStatus(paymentStatus(order.paidCents, order.totalCents, order.returnedCents), invoice.dueDate, today);
}

export const owedCentsOf = (order: PurchaseOrderRecord) => amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);

export async function purchaseInvoiceNumberPreview(companyId: string): Promise<InvoiceNumberPreview> {
  return { invoiceNumber: invoiceNumber('PO', (await lastPurchaseInvoiceSeq(companyId)) + 1) };
}

/** Whether the order has an invoice (one GetItem of its claim); an order that does not exist has none. */
export async function purchaseInvoiceExists(companyId: string, orderId: number): Promise<InvoiceExists> {
  const seq = await purchaseInvoiceSeqOfOrder(companyId, orderId);
  return { exists: seq !== null, invoiceId: seq === null ? null : String(seq) };
}

/**
 * Checks the order and that it has no invoice yet, then takes the next number and writes the claim and the
 * header together. The number the client previewed is not used: the answer names the number given. Two
 * generates racing for one order both pass the first check; the claim lets one through and the other is a 409
 * (its number stays unused: the only way a number is skipped).
 */
export async function generatePurchaseInvoice(
  companyId: string,
  input: GeneratePurchaseInvoiceInput,
  now = new Date(),
): Promise<InvoiceGenerated> {
  const order = await getPurchaseOrder(companyId, input.purchase_order_id);
  if (!order) throw notFound(M.purchaseOrderNotFound);
  if ((await purchaseInvoiceSeqOfOrder(companyId, order.orderId)) !== null) throw conflict(M.invoiceExists);
  const invoiceSeq = await allocatePurchaseInvoiceSeq(companyId);
  const at = now.toISOString();
  try {
    await putNewPurchaseInvoice({
      companyId,
      invoiceSeq,
      orderId: order.orderId,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      invoiceDate: isoDateOf(now),
      dueDate: input.due_date,
      notes: input.notes,
      createdAt: at,
      updatedAt: at,
      version: 1,
    });
  } catch (err) {
    throw mapConditionFailed(err, { claim: conflict(M.invoiceExists) });
  }
  return { message: M.invoiceGenerated, invoiceId: String(invoiceSeq), invoice_number: invoiceNumber('PO', invoiceSeq) };
}

/** One page of invoices, newest first, with their orders' figures (one BatchGetItem for the page's orders). */
export async function purchaseInvoiceList(companyId: string, query: PurchaseInvoiceListQuery, now = new Date()) {
  const { items, nextCursor } = await listPurchaseInvoices(companyId, query);
  const orders = await getPurchaseOrdersById(
    companyId,
    items.map((i) => i.orderId),
  );
  const today = isoDateOf(now);
  const rows: InvoiceListEntry[] = items.flatMap((invoice) => {
    const order = orders.get(invoice.orderId);
    // Orders are never deleted; an invoice without its order is left out rather than shown with made-up figures.
    if (!order) return [];
    return [
      {
        id: String(invoice.invoiceSeq),
        name: invoice.supplierName,
        invoice_number: invoiceNumber('PO', invoice.invoiceSeq),
        invoice_date: invoice.invoiceDate,
        due_date: invoice.dueDate,
        status: statusOf(invoice, order, today),
        paid_amount: fromCents(order.paidCents),
        total_due_amount: fromCents(owedCentsOf(order)),
        order_id: order.orderId,
        order_number: orderNumber('PO', order.orderId),
      },
    ];
  });
  return { rows, nextCursor };
}

/** Everything an invoice shows: the header, its order, both parties and the items' descriptions. */
export interface LoadedPurchaseInvoice {
  invoice: PurchaseInvoiceRecord;
  order: PurchaseOrderRecord;
  from: InvoiceParty;
  to: InvoiceParty;
  descriptions: Map<string, string>;
}

const party = (p: Partial<InvoiceParty>): InvoiceParty => ({
  name: p.name ?? '',
  address: p.address ?? '',
  phone: p.phone ?? '',
  email: p.email ?? '',
});

/**
 * Reads an invoice (404 `Invoice not found` for an id that is not one, or not this company's), then together
 * its order, the supplier, the company and the order's items (one BatchGetItem, for their descriptions), then
 * the company owner (for the email). `to` is the supplier's current contact details (its name as the invoice
 * copied it when the supplier is gone).
 */
export async function loadPurchaseInvoice(companyId: string, idText: string): Promise<LoadedPurchaseInvoice> {
  const seq = parsePurchaseInvoiceId(idText);
  const invoice = seq === null ? null : await getPurchaseInvoice(companyId, seq);
  if (!invoice) throw notFound(M.invoiceNotFound);
  const [order, supplier, company] = await Promise.all([
    getPurchaseOrder(companyId, invoice.orderId),
    getPartner(companyId, 'supplier', invoice.supplierId),
    getCompany(companyId),
  ]);
  if (!order) throw notFound(M.invoiceNotFound);
  const [descriptions, owner] = await Promise.all([
    getItemDescriptions(
      companyId,
      order.lines.map((l) => l.itemId),
    ),
    company?.ownerUserId ? getUser(companyId, company.ownerUserId) : null,
  ]);
  return {
    invoice,
    order,
    from: party({ name: company?.name, address: company?.address, phone: company?.phone, email: owner?.email }),
    to: supplier
      ? party({ name: supplier.name, address: supplier.address, phone: supplier.contactPhone, email: supplier.contactEmail })
      : party({ name: invoice.supplierName }),
    descriptions,
  };
}

export function purchaseInvoiceDetailOf(loaded: LoadedPurchaseInvoice, now = new Date()): PurchaseInvoiceDetail {
  const { invoice, order } = loaded;
  return {
    invoiceId: String(invoice.invoiceSeq),
    invoice_number: invoiceNumber('PO', invoice.invoiceSeq),
    invoice_date: invoice.invoiceDate,
    status: statusOf(invoice, order, isoDateOf(now)),
    due_date: invoice.dueDate,
    notes: invoice.notes,
    name: invoice.supplierName,
    subtotal: fromCents(order.subtotalCents),
    discount: order.discount,
    total_amount: fromCents(order.totalCents),
    paid_amount: fromCents(order.paidCents),
    returned_credit: fromCents(order.returnedCents),
    total_due_amount: fromCents(owedCentsOf(order)),
    order_id: order.orderId,
    order_number: orderNumber('PO', order.orderId),
    from: loaded.from,
    to: loaded.to,
    invoiceItems: order.lines.map((l) => ({
      item_name: l.itemName,
      item_description: loaded.descriptions.get(l.itemId) ?? '',
      quantity: l.quantity,
      unit_price: fromCents(l.unitCents),
      discount: l.discount,
      subtotal: fromCents(l.quantity * l.unitCents),
      total_price: fromCents(l.totalCents),
    })),
  };
}

export async function purchaseInvoiceDetail(companyId: string, idText: string, now = new Date()): Promise<PurchaseInvoiceDetail> {
  return purchaseInvoiceDetailOf(await loadPurchaseInvoice(companyId, idText), now);
}

const MAX_ATTEMPTS = 8;

/**
 * Due date and notes only (trimmed; empty notes are `N/A`): both as stored is 400 `No Changes Made To Submit`.
 * The write is conditioned on the version read; an edit that raced another reads again and compares again.
 */
export async function updatePurchaseInvoiceDetails(
  companyId: string,
  input: UpdatePurchaseInvoiceInput,
  now = new Date(),
): Promise<MessageResponse> {
  const seq = parsePurchaseInvoiceId(input.invoiceId);
  if (seq === null) throw notFound(M.invoiceNotFound);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const invoice = await getPurchaseInvoice(companyId, seq);
    if (!invoice) throw notFound(M.invoiceNotFound);
    if (invoice.dueDate === input.due_date && invoice.notes === input.notes) throw badRequest(M.noInvoiceChanges);
    try {
      await updatePurchaseInvoice(invoice, { dueDate: input.due_date, notes: input.notes, updatedAt: now.toISOString() });
      return { message: M.invoiceEdited };
    } catch (err) {
      if (isConditionFailed(err, 'invoice')) continue;
      throw err;
    }
  }
  throw conflict('This invoice is changing right now: please try again');
}
