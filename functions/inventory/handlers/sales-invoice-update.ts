import { updateInvoiceSchema } from '../../../shared/inventory/invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { updateInvoiceDetails } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesInvoiceRoutes.salesInvoiceUpdate, { body: updateInvoiceSchema }, async ({ body, audit }) =>
  updateInvoiceDetails(salesInvoices, audit, body),
);
