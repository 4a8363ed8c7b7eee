import { updatePurchaseInvoiceSchema } from '../../../shared/inventory/purchase-invoices.ts';
import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { updatePurchaseInvoiceDetails } from '../services/purchase-invoices.ts';

export const handler = createHandler(
  purchaseRoutes.purchaseInvoiceUpdate,
  { body: updatePurchaseInvoiceSchema },
  async ({ body, identity }) => updatePurchaseInvoiceDetails(identity.companyId, body),
);
