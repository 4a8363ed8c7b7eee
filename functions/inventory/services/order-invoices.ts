/**
 * Order invoices, purchase and sales (spec §5 "Generate invoice", "Edit invoice"; INVENTORY.md "Invoices"): one per
 * order, numbered INV-PO-00001 / INV-SO-00001 in the order generated. The invoice stores its dates and notes; every
 * figure (paid, owed, status) is read from its order when it is shown, so payments and returns show at once. Each
 * function takes the kind's book (./purchase-invoices.ts, ./sales-invoices.ts): its keys, its orders, its partner.
 * The PDF lives in ./order-invoice-pdf.ts, so these routes bundle without pdf-lib and the S3 client.
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import type {
  GenerateInvoiceFields,
  InvoiceExists,
  InvoiceGenerated,
  InvoiceListEntry,
  InvoiceListQuery,
  InvoiceNumberPreview,
  InvoiceParty,
  OrderInvoiceDetail,
  UpdateInvoiceInput,
} from '../../../shared/inventory/invoices.ts';
import * as M from '../../../shared/inventory/messages.ts';
import {
  amountOwedCents,
  invoiceNumber,
  invoiceStatus,
  orderNumber,
  paymentStatus,
  type InvoiceStatus,
  type OrderEnd,
  type OrderKind,
} from '../../../shared/inventory/rules.ts';
import type { MessageResponse } from '../../../shared/route.ts';
import { getCompany, getUser } from '../../account/data/accounts.ts';
import { changesBetween, created } from '../../../shared/audit/changes.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed } from '../../lib/dynamo/transact.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { allWarehouses } from '../../lib/scope.ts';
import {
  allocateInvoiceSeq,
  getInvoice,
  getItemDescriptions,
  getOrdersById,
  invoiceSeqOfOrder,
  lastInvoiceSeq,
  listInvoices,
  putNewInvoice,
  updateInvoice,
} from '../data/order-invoices.ts';
import { getPartner } from '../data/partners.ts';
import type { InvoiceKeys, OrderInvoiceRecord } from '../invoice-records.ts';
import type { PartnerKind } from '../keys.ts';

/** What an invoice reads of the order it bills, whatever the kind. */
export interface BilledOrder {
  orderId: number;
  partnerId: string;
  partnerName: string;
  subtotalCents: number;
  /** Overall discount percent. */
  discount: number;
  totalCents: number;
  paidCents: number;
  returnedCents: number;
  /** A cancelled order takes no invoice. */
  closedAs?: OrderEnd;
  /** Nor does a draft purchase order (it is not placed). */
  draft?: boolean;
  /** Bumped by every change of the order: an invoice is written only while the order is as it was read. */
  version: number;
  lines: {
    itemId: string;
    itemName: string;
    /** The line's own copy of the item's description, where the order keeps one. */
    description?: string;
    quantity: number;
    unitCents: number;
    discount: number;
    totalCents: number;
  }[];
}

/** One kind of invoice: its numbers (INV-PO / INV-SO), keys, orders and partner. */
export interface InvoiceBook {
  readonly kind: OrderKind;
  readonly keys: InvoiceKeys;
  readonly partner: PartnerKind;
  /** The message for an order that is not one of the company's. */
  readonly orderNotFound: string;
  readonly getOrder: (companyId: string, orderId: number) => Promise<BilledOrder | null>;
  /** The order's key, for the invoice's condition on it. */
  readonly orderKey: (companyId: string, orderId: number) => { pk: string; sk: string };
  /** The orders of a page of invoices, by id (one BatchGetItem). */
  readonly getOrders: (companyId: string, orderIds: readonly number[]) => Promise<Map<number, BilledOrder>>;
}

/** An invoice id as the API hands it out: its number's sequence as text ("7"); anything else is a 404, no read. */
export function parseInvoiceId(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The order's payment status, or Overdue when it is not paid and its due date is before today (yyyy-mm-dd, UTC). */
export function statusOf(invoice: Pick<OrderInvoiceRecord, 'dueDate'>, order: BilledOrder, today: string): InvoiceStatus {
  return invoiceStatus(paymentStatus(order.paidCents, order.totalCents, order.returnedCents), invoice.dueDate, today);
}

export const owedCentsOf = (order: BilledOrder) => amountOwedCents(order.totalCents, order.returnedCents, order.paidCents);

export async function invoiceNumberPreview(book: InvoiceBook, companyId: string): Promise<InvoiceNumberPreview> {
  return { invoiceNumber: invoiceNumber(book.kind, (await lastInvoiceSeq(book.keys, companyId)) + 1) };
}

/**
 * Whether the order has an invoice (one GetItem of its claim). An order that is not one of the company's (unknown,
 * another company's) is 404 like every other lookup (DECISIONS.md: isolation), read only when there is no claim.
 */
export async function invoiceExists(book: InvoiceBook, companyId: string, orderId: number): Promise<InvoiceExists> {
  const seq = await invoiceSeqOfOrder(book.keys, companyId, orderId);
  // a scoped account reads the order also when there is a claim: an order outside its scope is not found (ROLES.md)
  if ((seq === null || !allWarehouses()) && !(await book.getOrder(companyId, orderId))) throw notFound(book.orderNotFound);
  return { exists: seq !== null, invoiceId: seq === null ? null : String(seq) };
}

/**
 * Checks the order and that it has no invoice yet, then takes the next number and writes the claim and the
 * header together. The number the client previewed is not used: the answer names the number given. Two
 * generates racing for one order both pass the first check; the claim lets one through and the other is a 409
 * (its number stays unused: the only way a number is skipped). The write is conditioned on the order's version
 * (label `order`): a cancel or an edit that commits between the read and the write makes it read the order again,
 * so a cancelled order never gets an invoice and the invoice bills the partner the order has.
 */
export async function generateInvoice(
  book: InvoiceBook,
  audit: AuditContext,
  input: GenerateInvoiceFields,
  now = new Date(),
): Promise<InvoiceGenerated> {
  const { companyId } = audit;
  const readOrder = async () => {
    const order = await book.getOrder(companyId, input.orderId);
    if (!order) throw notFound(book.orderNotFound);
    if (order.closedAs === 'Cancelled') throw conflict(M.orderEnded(order.closedAs));
    if (order.draft) throw conflict(M.draftNotPlaced);
    return order;
  };
  let order = await readOrder();
  if ((await invoiceSeqOfOrder(book.keys, companyId, order.orderId)) !== null) throw conflict(M.invoiceExists);
  const invoiceSeq = await allocateInvoiceSeq(book.keys, companyId);
  const at = now.toISOString();
  for (let attempt = 0; ; attempt++) {
    const invoice: OrderInvoiceRecord = {
      companyId,
      invoiceSeq,
      orderId: order.orderId,
      partnerId: order.partnerId,
      partnerName: order.partnerName,
      invoiceDate: isoDateOf(now),
      dueDate: input.due_date,
      notes: input.notes,
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    try {
      await putNewInvoice(book.keys, invoice, [
        {
          label: 'order',
          ConditionCheck: {
            Key: book.orderKey(companyId, order.orderId),
            ConditionExpression: '#version = :read',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':read': order.version },
          },
        },
        invoiceAuditOp(
          book,
          audit,
          invoice,
          created({ order_number: orderNumber(book.kind, order.orderId), ...invoiceSnapshot(invoice) }),
          now,
        ),
      ]);
      return { message: M.invoiceGenerated, invoiceId: String(invoiceSeq), invoice_number: invoiceNumber(book.kind, invoiceSeq) };
    } catch (err) {
      if (isConditionFailed(err, 'claim')) throw conflict(M.invoiceExists);
      if (!isConditionFailed(err, 'order')) throw err;
      if (attempt >= MAX_ATTEMPTS) throw conflict(M.salesOrderBusy);
      order = await readOrder();
    }
  }
}

/**
 * One page of invoices, newest first, with their orders' figures (one BatchGetItem for the page's orders). An invoice
 * whose order is outside the account's scope is left out of the page (book.getOrders finds only orders inside it).
 */
export async function invoiceList(book: InvoiceBook, companyId: string, query: InvoiceListQuery, now = new Date()) {
  const { items, nextCursor } = await listInvoices(book.keys, companyId, query);
  const orders = await book.getOrders(
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
        name: invoice.partnerName,
        invoice_number: invoiceNumber(book.kind, invoice.invoiceSeq),
        invoice_date: invoice.invoiceDate,
        due_date: invoice.dueDate,
        status: statusOf(invoice, order, today),
        paid_amount: fromCents(order.paidCents),
        total_due_amount: fromCents(owedCentsOf(order)),
        order_id: order.orderId,
        order_number: orderNumber(book.kind, order.orderId),
      },
    ];
  });
  return { rows, nextCursor };
}

/** Everything an invoice shows: the header, its order, both parties and the items' descriptions. */
export interface LoadedInvoice {
  invoice: OrderInvoiceRecord;
  order: BilledOrder;
  from: InvoiceParty;
  to: InvoiceParty;
  /** The partner's contact person (empty when it has none, or is gone): whom an emailed invoice greets. */
  contactName: string;
  descriptions: Map<string, string>;
}

const party = (p: Partial<InvoiceParty>): InvoiceParty => ({
  name: p.name ?? '',
  address: p.address ?? '',
  phone: p.phone ?? '',
  email: p.email ?? '',
});

/** The lines' own descriptions when the order keeps them, else one BatchGetItem of its items. */
async function descriptionsOf(companyId: string, order: BilledOrder): Promise<Map<string, string>> {
  if (order.lines.every((l) => l.description !== undefined))
    return new Map(order.lines.map((l) => [l.itemId, l.description ?? ''] as const));
  return getItemDescriptions(
    companyId,
    order.lines.map((l) => l.itemId),
  );
}

/**
 * Reads an invoice (404 `Invoice not found` for an id that is not one, or not this company's), then together
 * its order, the partner, the company and the order's item descriptions, then the company owner (for the email).
 * `to` is the partner's current contact details (its name as the invoice copied it when the partner is gone).
 */
export async function loadInvoice(book: InvoiceBook, companyId: string, idText: string): Promise<LoadedInvoice> {
  const seq = parseInvoiceId(idText);
  const invoice = seq === null ? null : await getInvoice(book.keys, companyId, seq);
  if (!invoice) throw notFound(M.invoiceNotFound);
  const [order, partner, company] = await Promise.all([
    book.getOrder(companyId, invoice.orderId),
    getPartner(companyId, book.partner, invoice.partnerId),
    getCompany(companyId),
  ]);
  if (!order) throw notFound(M.invoiceNotFound);
  const [descriptions, owner] = await Promise.all([
    descriptionsOf(companyId, order),
    company?.ownerUserId ? getUser(companyId, company.ownerUserId) : null,
  ]);
  return {
    invoice,
    order,
    from: party({ name: company?.name, address: company?.address, phone: company?.phone, email: owner?.email }),
    to: partner
      ? party({ name: partner.name, address: partner.address, phone: partner.contactPhone, email: partner.contactEmail })
      : party({ name: invoice.partnerName }),
    contactName: partner?.contactName.trim() ?? '',
    descriptions,
  };
}

export function invoiceDetailOf(book: InvoiceBook, loaded: LoadedInvoice, now = new Date()): OrderInvoiceDetail {
  const { invoice, order } = loaded;
  return {
    invoiceId: String(invoice.invoiceSeq),
    invoice_number: invoiceNumber(book.kind, invoice.invoiceSeq),
    invoice_date: invoice.invoiceDate,
    status: statusOf(invoice, order, isoDateOf(now)),
    due_date: invoice.dueDate,
    notes: invoice.notes,
    name: invoice.partnerName,
    subtotal: fromCents(order.subtotalCents),
    discount: order.discount,
    total_amount: fromCents(order.totalCents),
    paid_amount: fromCents(order.paidCents),
    returned_credit: fromCents(order.returnedCents),
    total_due_amount: fromCents(owedCentsOf(order)),
    order_id: order.orderId,
    order_number: orderNumber(book.kind, order.orderId),
    from: loaded.from,
    to: loaded.to,
    version: invoice.version,
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

export async function invoiceDetail(book: InvoiceBook, companyId: string, idText: string, now = new Date()): Promise<OrderInvoiceDetail> {
  return invoiceDetailOf(book, await loadInvoice(book, companyId, idText), now);
}

const MAX_ATTEMPTS = 8;

/** An invoice as its audit entries show it (the detail's field names). */
const invoiceSnapshot = (i: Pick<OrderInvoiceRecord, 'dueDate' | 'notes'>) => ({ due_date: i.dueDate, notes: i.notes });

/**
 * An invoice's entry: kind `invoice` under its number (INV-PO-00007: purchase and sales invoices number apart, so
 * the number, not the sequence, names one), for the change's own transaction.
 */
export const invoiceAuditOp = (
  book: Pick<InvoiceBook, 'kind'>,
  audit: AuditContext,
  invoice: Pick<OrderInvoiceRecord, 'invoiceSeq'>,
  changes: ReturnType<typeof created>,
  now: Date,
) => {
  const number = invoiceNumber(book.kind, invoice.invoiceSeq);
  return auditOp(audit, { kind: 'invoice', recordId: number, recordLabel: number, changes }, now);
};

/**
 * Due date and notes only (trimmed; empty notes are `N/A`): both as stored is 400 `No Changes Made To Submit`.
 * The write is conditioned on the version read; an edit that raced another reads again and compares again.
 */
export async function updateInvoiceDetails(
  book: InvoiceBook,
  audit: AuditContext,
  input: UpdateInvoiceInput,
  now = new Date(),
): Promise<MessageResponse> {
  const { companyId } = audit;
  const seq = parseInvoiceId(input.invoiceId);
  if (seq === null) throw notFound(M.invoiceNotFound);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const invoice = await findInvoice(book, companyId, seq);
    if (!invoice) throw notFound(M.invoiceNotFound);
    if (invoice.dueDate === input.due_date && invoice.notes === input.notes) throw badRequest(M.noInvoiceChanges);
    // the seed's call: a version sent must be the one stored (a race with another edit reads again and lands here)
    if (input.version !== undefined && input.version !== invoice.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
    try {
      const after = { ...invoice, dueDate: input.due_date, notes: input.notes };
      const changes = changesBetween(invoiceSnapshot(invoice), invoiceSnapshot(after));
      await updateInvoice(book.keys, invoice, { dueDate: input.due_date, notes: input.notes, updatedAt: now.toISOString() }, [
        invoiceAuditOp(book, audit, invoice, changes, now),
      ]);
      return { message: M.invoiceEdited };
    } catch (err) {
      if (isConditionFailed(err, 'invoice')) continue;
      throw err;
    }
  }
  throw conflict('This invoice is changing right now: please try again');
}

/**
 * The invoice with this sequence, when it is the company's and its order is inside the account's scope (ROLES.md: an
 * invoice of an order outside it is not found); a scoped account reads the order too (one GetItem).
 */
export async function findInvoice(book: InvoiceBook, companyId: string, seq: number): Promise<OrderInvoiceRecord | null> {
  const invoice = await getInvoice(book.keys, companyId, seq);
  if (!invoice || allWarehouses()) return invoice;
  return (await book.getOrder(companyId, invoice.orderId)) ? invoice : null;
}

/** A book from the kind's order access: its GetItem, its key and record (the page's BatchGetItem), and how it bills. */
export function invoiceBook<O extends { orderId: number }>(
  book: Omit<InvoiceBook, 'getOrder' | 'getOrders' | 'orderKey'>,
  orders: {
    /** The order by number, null when unknown or outside the account's scope. */
    readonly get: (companyId: string, orderId: number) => Promise<O | null>;
    /** Whether an order of a page is inside the account's scope. */
    readonly inScope: (order: O) => boolean;
    readonly key: (companyId: string, orderId: number) => { pk: string; sk: string };
    readonly fromItem: (item: Record<string, unknown>) => O;
    readonly billed: (order: O) => BilledOrder;
  },
): InvoiceBook {
  return {
    ...book,
    orderKey: orders.key,
    getOrder: async (companyId, orderId) => {
      const order = await orders.get(companyId, orderId);
      return order && orders.billed(order);
    },
    getOrders: async (companyId, orderIds) => {
      const found = await getOrdersById(orders.key, orders.fromItem, companyId, orderIds);
      return new Map([...found].filter(([, o]) => orders.inScope(o)).map(([id, o]) => [id, orders.billed(o)] as const));
    },
  };
}
