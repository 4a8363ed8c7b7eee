import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { recordCountRowsSchema } from '../../../shared/inventory/counts.ts';
import { createHandler } from '../../lib/http.ts';
import { recordCountRows } from '../services/count-rows.ts';

export const handler = createHandler(countRoutes.countRecordRows, { body: recordCountRowsSchema }, async ({ body, audit }) =>
  recordCountRows(audit, body),
);
