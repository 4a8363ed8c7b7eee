import { rentRoutes } from '../../../shared/rent/routes.ts';
import { printRentInvoiceSchema } from '../../../shared/rent/invoice-schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { printRentInvoice } from '../services/invoices.ts';

export const handler = createHandler(rentRoutes.rentInvoicePrint, { body: printRentInvoiceSchema }, async ({ body, identity, audit }) =>
  printRentInvoice(identity, audit, body),
);
