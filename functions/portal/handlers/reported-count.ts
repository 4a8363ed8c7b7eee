import { reportedPaymentCount } from '../../../shared/portal/payment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { countReported } from '../services/reported-review.ts';

export const handler = createHandler(reportedPaymentCount, async ({ identity }) => countReported(identity));
