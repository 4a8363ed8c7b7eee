import { createRentInvoiceLinkSchema } from '../../shared/schemas/invoice.ts';
import { createHandler, json } from '../lib/http.ts';
import { createRentInvoiceLink } from '../services/invoices.ts';

export const handler = createHandler({ route: 'rentInvoiceLinkCreate', body: createRentInvoiceLinkSchema }, async ({ body, identity }) =>
  json(201, await createRentInvoiceLink(identity, body)),
);
