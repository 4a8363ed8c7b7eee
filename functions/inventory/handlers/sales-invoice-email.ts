import { emailSalesInvoiceSchema } from '../../../shared/inventory/sales-invoices.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { emailSalesInvoice } from '../services/sales-invoice-email.ts';

export const handler = createHandler(salesRoutes.salesInvoiceEmail, { body: emailSalesInvoiceSchema }, async ({ body, identity, audit }) =>
  json(201, await emailSalesInvoice(audit, identity, body)),
);
