import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { addCountSchema } from '../../../shared/inventory/counts.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addCount } from '../services/counts.ts';

export const handler = createHandler(countRoutes.countAdd, { body: addCountSchema }, async ({ body, audit }) =>
  json(201, await addCount(audit, body)),
);
