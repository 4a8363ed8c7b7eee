import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { recordCountSchema } from '../../../shared/inventory/counts.ts';
import { createHandler } from '../../lib/http.ts';
import { recordCount } from '../services/counts.ts';

export const handler = createHandler(countRoutes.countRecord, { body: recordCountSchema }, async ({ body, audit }) =>
  recordCount(audit, body),
);
