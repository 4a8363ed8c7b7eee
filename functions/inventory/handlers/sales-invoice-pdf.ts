import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoicePdf } from '../services/order-invoice-pdf.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesRoutes.salesInvoicePdf, async ({ pathParameters, identity }) =>
  invoicePdf(salesInvoices, identity.companyId, pathParameters.id),
);
