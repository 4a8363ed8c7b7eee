import { reportedListQuerySchema } from '../../../shared/portal/payment-schemas.ts';
import { reportedPaymentRoutes } from '../../../shared/portal/payment-routes.ts';
import { createHandler, paged } from '../../lib/http.ts';
import { listReported } from '../services/reported-review.ts';

export const handler = createHandler(
  reportedPaymentRoutes.reportedPaymentList,
  { query: reportedListQuerySchema },
  async ({ identity, query }) => {
    const { rows, nextCursor } = await listReported(identity, query);
    return paged(rows, nextCursor);
  },
);
