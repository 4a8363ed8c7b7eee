import { portalReportedPayments } from '../../../shared/portal/routes.ts';
import { portalPageQuery } from '../../../shared/portal/schemas.ts';
import { paged } from '../../lib/http.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { myReportedPayments } from '../services/report-payment.ts';

/** The person's own reported payments, newest first, paged as every list (limit, cursor; X-Next-Cursor). */
export const handler = createHandler(portalReportedPayments, { query: portalPageQuery }, async ({ portal, query }) => {
  const page = await myReportedPayments(portal, query);
  return paged(page.items, page.nextCursor);
});
