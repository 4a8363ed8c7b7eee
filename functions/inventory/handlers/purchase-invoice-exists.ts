import { purchaseInvoiceExistsQuery } from '../../../shared/inventory/purchase-invoices.ts';
import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { purchaseInvoiceExists } from '../services/purchase-invoices.ts';

export const handler = createHandler(
  purchaseRoutes.purchaseInvoiceExists,
  { query: purchaseInvoiceExistsQuery },
  async ({ query, identity }) => purchaseInvoiceExists(identity.companyId, query.purchase_order_id),
);
