import { confirmReportedSchema } from '../../../shared/portal/payment-schemas.ts';
import { reportedPaymentRoutes } from '../../../shared/portal/payment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { confirmReported } from '../services/reported-confirm.ts';

export const handler = createHandler(
  reportedPaymentRoutes.reportedPaymentConfirm,
  { body: confirmReportedSchema },
  async ({ identity, audit, body }) => confirmReported(identity, audit, body),
);
