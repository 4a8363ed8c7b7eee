import { insightsRoutes } from '../../../shared/insights/routes.ts';
import { rentInsightsQuery } from '../../../shared/insights/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { rentInsights } from '../services/rent-insights.ts';

export const handler = createHandler(insightsRoutes.insightsRent, { query: rentInsightsQuery }, async ({ query, identity }) =>
  rentInsights(identity.companyId, query),
);
