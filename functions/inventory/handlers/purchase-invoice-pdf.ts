import { purchaseInvoicePdf } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { invoicePdf } from '../services/order-invoice-pdf.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseInvoicePdf, async ({ pathParameters, identity }) =>
  invoicePdf(purchaseInvoices, identity.companyId, pathParameters.id),
);
