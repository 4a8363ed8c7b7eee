import { rentPaymentsQuery } from '../../../shared/rent/invoice-schemas.ts';
import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { rentPayments } from '../services/payments.ts';

export const handler = createHandler(rentRoutes.rentPayments, { query: rentPaymentsQuery }, async ({ query, identity }) =>
  rentPayments(identity.companyId, query.rent_id),
);
