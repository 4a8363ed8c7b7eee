import { reportPaymentSchema } from '../../../shared/portal/payment-schemas.ts';
import { portalReportPayment } from '../../../shared/portal/routes.ts';
import { json } from '../../lib/http.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { reportPayment } from '../services/report-payment.ts';

export const handler = createHandler(portalReportPayment, { body: reportPaymentSchema }, async ({ portal, audit, body }) =>
  json(201, await reportPayment(portal, audit, body)),
);
