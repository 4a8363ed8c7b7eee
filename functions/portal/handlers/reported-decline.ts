import { declineReportedSchema } from '../../../shared/portal/payment-schemas.ts';
import { reportedPaymentRoutes } from '../../../shared/portal/payment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { declineReported } from '../services/reported-review.ts';

export const handler = createHandler(
  reportedPaymentRoutes.reportedPaymentDecline,
  { body: declineReportedSchema },
  async ({ identity, audit, body }) => declineReported(identity, audit, body),
);
