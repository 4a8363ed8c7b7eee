import { emailSalesInvoiceSchema } from '../../../shared/inventory/sales-invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { emailSalesInvoice } from '../services/sales-invoice-email.ts';

export const handler = createHandler(
  salesInvoiceRoutes.salesInvoiceEmail,
  { body: emailSalesInvoiceSchema },
  async ({ body, identity, audit }) => json(201, await emailSalesInvoice(audit, identity, body)),
);
