import { portalInvoice } from '../../../shared/portal/routes.ts';
import { portalInvoiceQuerySchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { customerInvoice } from '../services/customer.ts';
import { tenantInvoice } from '../services/tenant.ts';

/** A tenant's rent invoice for a period, or a customer's sales invoice for an order. */
export const handler = createHandler(portalInvoice, { query: portalInvoiceQuerySchema }, async ({ portal, audit, query }) =>
  query.orderId !== undefined
    ? customerInvoice(portal, audit, query.orderId)
    : tenantInvoice(portal, audit, { rentId: query.rentId!, from: query.from!, to: query.to! }),
);
