import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { purchaseInvoiceDetail } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseRoutes.purchaseInvoiceGet, async ({ pathParameters, identity }) =>
  purchaseInvoiceDetail(identity.companyId, pathParameters.id),
);
