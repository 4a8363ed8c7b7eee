import { salesInvoiceExistsQuery } from '../../../shared/inventory/sales-invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceExists } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(
  salesInvoiceRoutes.salesInvoiceExists,
  { query: salesInvoiceExistsQuery },
  async ({ query, identity }) => invoiceExists(salesInvoices, identity.companyId, query.sales_order_id),
);
