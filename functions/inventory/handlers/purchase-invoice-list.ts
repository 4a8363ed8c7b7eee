import { purchaseInvoiceListQuery } from '../../../shared/inventory/purchase-invoices.ts';
import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { purchaseInvoiceList } from '../services/purchase-invoices.ts';

export const handler = createHandler(
  purchaseRoutes.purchaseInvoiceList,
  { query: purchaseInvoiceListQuery },
  async ({ query, identity }) => {
    const { rows, nextCursor } = await purchaseInvoiceList(identity.companyId, query);
    return paged(rows, nextCursor);
  },
);
