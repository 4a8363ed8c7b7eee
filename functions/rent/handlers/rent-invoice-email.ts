import { rentRoutes } from '../../../shared/rent/routes.ts';
import { emailRentInvoiceSchema } from '../../../shared/rent/invoice-schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { emailRentInvoice } from '../services/invoice-email.ts';

export const handler = createHandler(rentRoutes.rentInvoiceEmail, { body: emailRentInvoiceSchema }, async ({ body, identity, audit }) =>
  json(201, await emailRentInvoice(identity, audit, body)),
);
