import { replenishmentRoutes } from '../../../shared/inventory/replenishment-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { replenishmentSummary } from '../services/replenishment.ts';

export const handler = createHandler(replenishmentRoutes.replenishmentSummary, async ({ identity }) =>
  replenishmentSummary(identity.companyId),
);
