import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceNumberPreview } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesInvoiceRoutes.salesInvoiceNumber, async ({ identity }) =>
  invoiceNumberPreview(salesInvoices, identity.companyId),
);
