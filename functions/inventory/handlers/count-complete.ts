import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { completeCountSchema } from '../../../shared/inventory/counts.ts';
import { createHandler } from '../../lib/http.ts';
import { completeCount } from '../services/counts.ts';

export const handler = createHandler(countRoutes.countComplete, { body: completeCountSchema }, async ({ body, audit }) =>
  completeCount(audit, body),
);
