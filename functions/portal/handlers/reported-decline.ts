import { declineReportedSchema } from '../../../shared/portal/payment-schemas.ts';
import { reportedPaymentDecline } from '../../../shared/portal/payment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { declineReported } from '../services/reported-review.ts';

export const handler = createHandler(reportedPaymentDecline, { body: declineReportedSchema }, async ({ identity, audit, body }) =>
  declineReported(identity, audit, body),
);
