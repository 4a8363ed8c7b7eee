import { labelRoutes } from '../../../shared/inventory/label-routes.ts';
import { printLabelsSchema } from '../../../shared/inventory/labels.ts';
import { binary, createHandler, HttpResult } from '../../lib/http.ts';
import { printLabels } from '../services/labels.ts';

/** The labels' PDF itself (application/pdf), shown inline: the SPA opens it to print. */
export const handler = createHandler(labelRoutes.labelsPrint, { body: printLabelsSchema }, async ({ body, identity }) => {
  const pdf = await printLabels(identity.companyId, body);
  return new HttpResult<Blob>(binary(pdf, 'application/pdf', { 'content-disposition': 'inline; filename="labels.pdf"' }).result);
});
