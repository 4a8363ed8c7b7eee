import { purchaseInvoiceGet } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoiceDetail } from '../services/order-invoices.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseInvoiceGet, async ({ pathParameters, identity }) =>
  invoiceDetail(purchaseInvoices, identity.companyId, pathParameters.id),
);
