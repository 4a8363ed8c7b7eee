import { invoiceLinkIdQuery } from '../../shared/schemas/invoice.ts';
import { createHandler } from '../lib/http.ts';
import { revokeRentInvoiceLink } from '../services/invoice-links.ts';

export const handler = createHandler({ route: 'rentInvoiceLinkRevoke', query: invoiceLinkIdQuery }, async ({ query, identity }) => {
  await revokeRentInvoiceLink(identity, query.id);
  return { message: 'Invoice link revoked' };
});
