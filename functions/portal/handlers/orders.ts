import { portalOrders } from '../../../shared/portal/routes.ts';
import { portalPageQuery } from '../../../shared/portal/schemas.ts';
import { paged } from '../../lib/http.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { customerOrders } from '../services/customer.ts';

export const handler = createHandler(portalOrders, { query: portalPageQuery }, async ({ portal, query }) => {
  const page = await customerOrders(portal, query);
  return paged(page.items, page.nextCursor);
});
