import { updateInvoiceSchema } from '../../../shared/inventory/invoices.ts';
import { purchaseInvoiceUpdate } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { updateInvoiceDetails } from '../services/order-invoices.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseInvoiceUpdate, { body: updateInvoiceSchema }, async ({ body, audit }) =>
  updateInvoiceDetails(purchaseInvoices, audit, body),
);
