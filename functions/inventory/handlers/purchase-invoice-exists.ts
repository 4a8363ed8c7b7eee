import { purchaseInvoiceExistsQuery } from '../../../shared/inventory/purchase-invoices.ts';
import { purchaseInvoiceExists } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceExists } from '../services/order-invoices.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseInvoiceExists, { query: purchaseInvoiceExistsQuery }, async ({ query, identity }) =>
  invoiceExists(purchaseInvoices, identity.companyId, query.purchase_order_id),
);
