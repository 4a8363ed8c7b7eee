import { invoiceLinkListQuery } from '../../../shared/rent/invoice-schemas.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { listRentInvoiceLinks } from '../services/invoice-links.ts';

export const handler = createHandler(rentRoutes.rentInvoiceLinkList, { query: invoiceLinkListQuery }, async ({ query, identity }) => {
  const { rows, nextCursor } = await listRentInvoiceLinks(identity, query);
  return paged(rows, nextCursor);
});
