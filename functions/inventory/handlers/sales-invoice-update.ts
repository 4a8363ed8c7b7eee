import { updateInvoiceSchema } from '../../../shared/inventory/invoices.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { updateInvoiceDetails } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(salesRoutes.salesInvoiceUpdate, { body: updateInvoiceSchema }, async ({ body, audit }) =>
  updateInvoiceDetails(salesInvoices, audit, body),
);
