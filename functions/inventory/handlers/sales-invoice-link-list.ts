import { salesInvoiceLinksQuery } from '../../../shared/inventory/sales-invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { listSalesInvoiceLinks } from '../services/sales-invoice-links.ts';

export const handler = createHandler(
  salesInvoiceRoutes.salesInvoiceLinkList,
  { query: salesInvoiceLinksQuery },
  async ({ query, identity }) => {
    const { rows, nextCursor } = await listSalesInvoiceLinks(identity.companyId, query);
    return paged(rows, nextCursor);
  },
);
