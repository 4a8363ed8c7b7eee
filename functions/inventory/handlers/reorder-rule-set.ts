import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { reorderRuleSchema } from '../../../shared/inventory/replenishment.ts';
import { createHandler } from '../../lib/http.ts';
import { setReorderRule } from '../services/reorder.ts';

export const handler = createHandler(inventoryRoutes.reorderRuleSet, { body: reorderRuleSchema }, ({ body, audit }) =>
  setReorderRule(audit, body),
);
