/**
 * What a customer sees in the portal (PORTAL.md "What a customer sees and does"): their sales orders, their account's
 * statement, their sales invoices. Every id comes from the session or is checked to be the session customer's (404).
 */
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { buildCustomerStatement, type StatementOrder } from '../../../shared/inventory/customer-statement.ts';
import { invoiceNumber, orderNumber } from '../../../shared/inventory/rules.ts';
import * as PORTAL_MESSAGES from '../../../shared/portal/messages.ts';
import type { PortalInvoiceLink, PortalOrder } from '../../../shared/portal/types.ts';
import type { AuditContext } from '../../lib/audit-context.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import { allPages } from '../../lib/dynamo/query.ts';
import { notFound } from '../../lib/errors.ts';
import type { PortalIdentity } from '../../lib/portal-tokens.ts';
import { invoiceSeqOfOrder } from '../../inventory/data/order-invoices.ts';
import { getSalesOrder, listSalesOrders, listSalesPayments, listSalesReturns } from '../../inventory/data/sales-orders.ts';
import { salesOrderStatus, type SalesOrderRecord } from '../../inventory/records.ts';
import { owedCents } from '../../inventory/services/order-common.ts';
import { invoicePdf } from '../../inventory/services/order-invoice-pdf.ts';
import { salesInvoices } from '../../inventory/services/sales-invoices.ts';
import { sessionPerson } from './me.ts';
import type { StatementFigures } from './statement.ts';
import { statementPeriod } from './tenant.ts';

/** Orders per page of the customer's list. */
export const ORDERS_PAGE = 50;
const READS_AT_ONCE = 8;

async function customerOf(portal: PortalIdentity) {
  if (portal.kind !== 'customer') throw notFound(PORTAL_MESSAGES.forCustomers);
  await sessionPerson(portal);
  return portal.personId;
}

const invoiceNumberOf = async (companyId: string, orderId: number) => {
  const seq = await invoiceSeqOfOrder(salesInvoices.keys, companyId, orderId);
  return seq === null ? null : invoiceNumber('SO', seq);
};

/** One page of the customer's orders, newest first (drafts are the company's own: left out). */
export async function customerOrders(portal: PortalIdentity, page: { limit?: number; cursor?: string | null } = {}) {
  const customerId = await customerOf(portal);
  const found = await listSalesOrders(portal.companyId, { customerId }, { limit: page.limit ?? ORDERS_PAGE, cursor: page.cursor ?? null });
  const orders = found.items.filter((o) => !(o as { draft?: boolean }).draft);
  const items: PortalOrder[] = await mapLimit(orders, READS_AT_ONCE, async (o) => ({
    orderId: o.orderId,
    orderNumber: orderNumber('SO', o.orderId),
    date: o.orderDate,
    status: salesOrderStatus(o),
    lines: o.lines.map((l) => ({
      item: l.itemName,
      quantity: l.quantity,
      price: fromCents(l.unitCents),
      total: fromCents(l.totalCents),
    })),
    total: fromCents(o.totalCents),
    paid: fromCents(o.paidCents),
    due: fromCents(owedCents(o)),
    invoiceNumber: await invoiceNumberOf(portal.companyId, o.orderId),
  }));
  return { items, nextCursor: found.nextCursor };
}

/** An order of this customer's, or 404 (another customer's or company's, a draft, an unknown number). */
export async function customerOrder(portal: PortalIdentity, orderId: number): Promise<SalesOrderRecord> {
  const customerId = await customerOf(portal);
  const order = await getSalesOrder(portal.companyId, orderId);
  if (!order || order.customerId !== customerId || (order as { draft?: boolean }).draft) throw notFound(PORTAL_MESSAGES.orderNotFound);
  return order;
}

/**
 * The customer's account: every order of theirs with its payments and returns (the order pages' own records), so the
 * balance is what their orders owe. Reads grow with the customer's orders (each order's payments and returns).
 */
export async function customerStatementFigures(
  portal: PortalIdentity,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<StatementFigures> {
  const { from, to } = statementPeriod(query, isoDateOf(now));
  const customerId = await customerOf(portal);
  const orders = (await allPages((cursor) => listSalesOrders(portal.companyId, { customerId }, { limit: 200, cursor }))).filter(
    (o) => !(o as { draft?: boolean }).draft && o.orderDate <= to,
  );
  const inputs: StatementOrder[] = await mapLimit(orders, READS_AT_ONCE, async (o) => {
    const [payments, good, damaged, invoiceNumber] = await Promise.all([
      allPages((cursor) => listSalesPayments(portal.companyId, o.orderId, { limit: 200, cursor })),
      allPages((cursor) => listSalesReturns(portal.companyId, o.orderId, 'Good', { limit: 200, cursor })),
      allPages((cursor) => listSalesReturns(portal.companyId, o.orderId, 'Damaged', { limit: 200, cursor })),
      invoiceNumberOf(portal.companyId, o.orderId),
    ]);
    return {
      orderId: o.orderId,
      orderDate: o.orderDate,
      totalCents: o.totalCents,
      paidCents: o.paidCents,
      returnedCents: o.returnedCents,
      invoiceNumber,
      cancelledAt: o.closedAs === 'Cancelled' ? (o.closedAt ?? o.createdAt) : null,
      payments,
      returns: [...good, ...damaged],
    };
  });
  return { from, to, ...buildCustomerStatement(inputs, from, to) };
}

/** The sales invoice of one of the customer's orders: the same PDF as the company's Print Invoice. */
export async function customerInvoice(
  portal: PortalIdentity,
  _audit: AuditContext,
  orderId: number,
  now = new Date(),
): Promise<PortalInvoiceLink> {
  const order = await customerOrder(portal, orderId);
  const seq = await invoiceSeqOfOrder(salesInvoices.keys, portal.companyId, order.orderId);
  if (seq === null) throw notFound(PORTAL_MESSAGES.noInvoiceYet);
  const pdf = await invoicePdf(salesInvoices, portal.companyId, String(seq), now, (loaded) => {
    if (loaded.invoice.partnerId !== order.customerId) throw notFound(PORTAL_MESSAGES.noInvoiceYet);
  });
  return { url: pdf.url, fileName: pdf.fileName };
}
