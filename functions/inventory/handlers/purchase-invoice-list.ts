import { invoiceListQuery } from '../../../shared/inventory/invoices.ts';
import { purchaseInvoiceList } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { invoiceList } from '../services/order-invoices.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseInvoiceList, { query: invoiceListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await invoiceList(purchaseInvoices, identity.companyId, query);
  return paged(rows, nextCursor);
});
