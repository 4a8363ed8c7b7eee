import { confirmReportedSchema } from '../../../shared/portal/payment-schemas.ts';
import { reportedPaymentConfirm } from '../../../shared/portal/payment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { confirmReported } from '../services/reported-confirm.ts';

export const handler = createHandler(reportedPaymentConfirm, { body: confirmReportedSchema }, async ({ identity, audit, body }) =>
  confirmReported(identity, audit, body),
);
