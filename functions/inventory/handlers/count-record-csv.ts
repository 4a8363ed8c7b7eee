import { countRoutes } from '../../../shared/inventory/count-routes.ts';
import { recordCountCsvSchema } from '../../../shared/inventory/counts.ts';
import { createHandler } from '../../lib/http.ts';
import { recordCountCsv } from '../services/count-csv.ts';

export const handler = createHandler(countRoutes.countRecordCsv, { body: recordCountCsvSchema }, async ({ body, audit }) =>
  recordCountCsv(audit, body),
);
