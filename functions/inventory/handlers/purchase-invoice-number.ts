import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { purchaseInvoiceNumberPreview } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseRoutes.purchaseInvoiceNumber, async ({ identity }) =>
  purchaseInvoiceNumberPreview(identity.companyId),
);
