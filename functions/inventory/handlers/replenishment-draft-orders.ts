import { createDraftOrdersSchema } from '../../../shared/inventory/purchase-drafts.ts';
import { replenishmentRoutes } from '../../../shared/inventory/replenishment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { createDraftOrders } from '../services/purchase-drafts.ts';

export const handler = createHandler(
  replenishmentRoutes.replenishmentDraftOrders,
  { body: createDraftOrdersSchema },
  async ({ body, audit }) => createDraftOrders(audit, body),
);
