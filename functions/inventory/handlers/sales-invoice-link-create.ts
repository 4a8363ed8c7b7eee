import { createSalesInvoiceLinkSchema } from '../../../shared/inventory/sales-invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { createSalesInvoiceLink } from '../services/sales-invoice-share.ts';

export const handler = createHandler(
  salesInvoiceRoutes.salesInvoiceLinkCreate,
  { body: createSalesInvoiceLinkSchema },
  async ({ body, identity, audit }) => json(201, await createSalesInvoiceLink(audit, identity, body)),
);
