import * as M from '../../../shared/inventory/messages.ts';
import { salesInvoiceLinkIdQuery } from '../../../shared/inventory/sales-invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { revokeSalesInvoiceLink } from '../services/sales-invoice-links.ts';

export const handler = createHandler(
  salesInvoiceRoutes.salesInvoiceLinkRevoke,
  { query: salesInvoiceLinkIdQuery },
  async ({ query, audit }) => {
    await revokeSalesInvoiceLink(audit, query.id);
    return { message: M.invoiceLinkRevoked };
  },
);
