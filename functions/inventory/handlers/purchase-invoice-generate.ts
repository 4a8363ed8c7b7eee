import { generatePurchaseInvoiceSchema } from '../../../shared/inventory/purchase-invoices.ts';
import { purchaseRoutes } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { generatePurchaseInvoice } from '../services/purchase-invoices.ts';

export const handler = createHandler(
  purchaseRoutes.purchaseInvoiceGenerate,
  { body: generatePurchaseInvoiceSchema },
  async ({ body, identity }) => json(201, await generatePurchaseInvoice(identity.companyId, body)),
);
