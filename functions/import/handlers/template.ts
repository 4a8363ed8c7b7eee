import { csvRecord } from '../../../shared/csv.ts';
import { importRoutes } from '../../../shared/import/routes.ts';
import { templateQuery } from '../../../shared/import/schemas.ts';
import { createHandler, HttpResult } from '../../lib/http.ts';
import { kindBasics } from '../kinds/basics.ts';

/** The kind's template: the header row (the company's warehouses as stock columns for items) and one example row. */
export const handler = createHandler(importRoutes.importTemplate, { query: templateQuery }, async ({ query, identity }) => {
  const mod = kindBasics(query.kind);
  const fields = await mod.fields(identity.companyId);
  const body = csvRecord(fields) + csvRecord(fields.map((f) => mod.example[f] ?? (f.startsWith('stock:') ? '0' : '')));
  return new HttpResult<string>({
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${query.kind}-template.csv"`,
      'cache-control': 'no-store',
    },
    body,
  });
});
