import { generateSalesInvoiceSchema } from '../../../shared/inventory/sales-invoices.ts';
import { salesInvoiceRoutes } from '../../../shared/inventory/sales-invoice-routes.ts';
import { createHandler, json } from '../../lib/http.ts';
import { generateInvoice } from '../services/order-invoices.ts';
import { salesInvoices } from '../services/sales-invoices.ts';

export const handler = createHandler(
  salesInvoiceRoutes.salesInvoiceGenerate,
  { body: generateSalesInvoiceSchema },
  async ({ body, audit }) =>
    json(201, await generateInvoice(salesInvoices, audit, { orderId: body.sales_order_id, due_date: body.due_date, notes: body.notes })),
);
