import { rentRoutes } from '../../../shared/rent/routes.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { invoiceLinkIdQuery } from '../../../shared/rent/invoice-schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { revokeRentInvoiceLink } from '../services/invoice-links.ts';

export const handler = createHandler(rentRoutes.rentInvoiceLinkRevoke, { query: invoiceLinkIdQuery }, async ({ query, audit }) => {
  await revokeRentInvoiceLink(audit, query.id);
  return { message: RENT_MESSAGES.invoiceLinkRevoked };
});
