import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoicePdf } from '../services/order-invoice-pdf.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesInvoiceRoutes.salesInvoicePdf, async ({ pathParameters, identity }) =>
  invoicePdf(salesInvoices, identity.companyId, pathParameters.id),
);
