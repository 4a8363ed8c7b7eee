import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceNumberPreview } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesRoutes.salesInvoiceNumber, async ({ identity }) =>
  invoiceNumberPreview(salesInvoices, identity.companyId),
);
