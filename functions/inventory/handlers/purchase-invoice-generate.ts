import { generatePurchaseInvoiceSchema } from '../../../shared/inventory/purchase-invoices.ts';
import { purchaseInvoiceGenerate } from '../../../shared/inventory/purchase-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { generateInvoice } from '../services/order-invoices.ts';
import { purchaseInvoices } from '../services/purchase-invoices.ts';

export const handler = createHandler(purchaseInvoiceGenerate, { body: generatePurchaseInvoiceSchema }, async ({ body, audit }) =>
  json(
    201,
    await generateInvoice(purchaseInvoices, audit, {
      orderId: body.purchase_order_id,
      due_date: body.due_date,
      notes: body.notes,
    }),
  ),
);
