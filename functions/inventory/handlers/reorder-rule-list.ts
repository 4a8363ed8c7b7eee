import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { reorderRulesQuerySchema } from '../../../shared/inventory/replenishment.ts';
import { createHandler } from '../../lib/http.ts';
import { reorderRules } from '../services/reorder.ts';

export const handler = createHandler(inventoryRoutes.reorderRuleList, { query: reorderRulesQuerySchema }, ({ query, identity }) =>
  reorderRules(identity.companyId, query.itemId),
);
