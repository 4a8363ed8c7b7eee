import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceDetail } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesInvoiceRoutes.salesInvoiceGet, async ({ pathParameters, identity }) =>
  invoiceDetail(salesInvoices, identity.companyId, pathParameters.id),
);
