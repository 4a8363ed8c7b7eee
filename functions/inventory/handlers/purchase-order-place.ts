import { placePurchaseOrderSchema } from '../../../shared/inventory/purchase-drafts.ts';
import { replenishmentRoutes } from '../../../shared/inventory/replenishment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { placePurchaseOrder } from '../services/purchase-drafts.ts';

export const handler = createHandler(replenishmentRoutes.purchaseOrderPlace, { body: placePurchaseOrderSchema }, async ({ body, audit }) =>
  placePurchaseOrder(audit, body.purchaseOrderId),
);
