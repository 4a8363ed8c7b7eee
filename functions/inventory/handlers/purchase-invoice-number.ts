import { purchaseInvoiceNumber } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceNumberPreview } from '../services/order-invoices.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseInvoiceNumber, async ({ identity }) =>
  invoiceNumberPreview(purchaseInvoices, identity.companyId),
);
