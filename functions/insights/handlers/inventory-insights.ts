import { insightsRoutes } from '../../../shared/insights/routes.ts';
import { inventoryInsightsQuery } from '../../../shared/insights/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { inventoryInsights } from '../services/inventory-insights.ts';

export const handler = createHandler(insightsRoutes.insightsInventory, { query: inventoryInsightsQuery }, async ({ query, identity }) =>
  inventoryInsights(identity.companyId, query),
);
