import { invoiceListQuery } from '../../../shared/inventory/invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { invoiceList } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesInvoiceRoutes.salesInvoiceList, { query: invoiceListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await invoiceList(salesInvoices, identity.companyId, query);
  return paged(rows, nextCursor);
});
