import { createSalesInvoiceLinkSchema } from '../../../shared/inventory/sales-invoices.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { createSalesInvoiceLink } from '../services/sales-invoice-share.ts';

export const handler = createHandler(
  salesRoutes.salesInvoiceLinkCreate,
  { body: createSalesInvoiceLinkSchema },
  async ({ body, identity, audit }) => json(201, await createSalesInvoiceLink(audit, identity, body)),
);
