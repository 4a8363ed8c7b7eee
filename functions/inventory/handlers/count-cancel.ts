import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { cancelCountSchema } from '../../../shared/inventory/counts.ts';
import { createHandler } from '../../lib/http.ts';
import { cancelCount } from '../services/counts.ts';

export const handler = createHandler(countRoutes.countCancel, { body: cancelCountSchema }, async ({ body, audit }) =>
  cancelCount(audit, body),
);
