import { printRentInvoiceSchema } from '../../shared/schemas/invoice.ts';
import { createHandler } from '../lib/http.ts';
import { printRentInvoice } from '../services/invoices.ts';

export const handler = createHandler({ route: 'rentInvoicePrint', body: printRentInvoiceSchema }, async ({ body, identity }) =>
  printRentInvoice(identity, body),
);
