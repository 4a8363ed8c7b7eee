import { purchaseInvoiceExistsQuery } from '../../../shared/inventory/purchase-invoices.ts';
import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceExists } from '../services/order-invoices.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(
  purchaseRoutes.purchaseInvoiceExists,
  { query: purchaseInvoiceExistsQuery },
  async ({ query, identity }) => invoiceExists(purchaseInvoices, identity.companyId, query.purchase_order_id),
);
