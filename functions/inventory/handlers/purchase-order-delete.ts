import { deleteDraftQuery } from '../../../shared/inventory/purchase-drafts.ts';
import { replenishmentRoutes } from '../../../shared/inventory/replenishment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { deleteDraftOrder } from '../services/purchase-drafts.ts';

export const handler = createHandler(replenishmentRoutes.purchaseOrderDelete, { query: deleteDraftQuery }, async ({ query, audit }) =>
  deleteDraftOrder(audit, query.id),
);
