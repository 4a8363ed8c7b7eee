import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createRentInvoiceLinkSchema } from '../../../shared/rent/invoice-schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { createRentInvoiceLink } from '../services/invoices.ts';

export const handler = createHandler(
  rentRoutes.rentInvoiceLinkCreate,
  { body: createRentInvoiceLinkSchema },
  async ({ body, identity, audit }) => json(201, await createRentInvoiceLink(identity, audit, body)),
);
