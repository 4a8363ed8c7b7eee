import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import { importRoutes } from '../../../shared/import/routes.ts';
import { importIdSchema } from '../../../shared/import/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { startRun } from '../services/calls.ts';

export const handler = createHandler(importRoutes.importRun, { body: importIdSchema }, async ({ body, identity }) => {
  await startRun(identity.companyId, body.importId, identity);
  return json(202, { message: M.started, importId: body.importId });
});
