import { reportedListQuerySchema } from '../../../shared/portal/payment-schemas.ts';
import { reportedPaymentList } from '../../../shared/portal/payment-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { listReported } from '../services/reported-review.ts';

export const handler = createHandler(reportedPaymentList, { query: reportedListQuerySchema }, async ({ identity, query }) => {
  const { rows, nextCursor } = await listReported(identity, query);
  return paged(rows, nextCursor);
});
