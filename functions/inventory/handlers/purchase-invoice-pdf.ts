import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { purchaseInvoicePdf } from '../services/purchase-invoice-pdf.ts';

export const handler = createHandler(purchaseRoutes.purchaseInvoicePdf, async ({ pathParameters, identity }) =>
  purchaseInvoicePdf(identity.companyId, pathParameters.id),
);
