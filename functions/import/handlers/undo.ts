import { IMPORT_MESSAGES as M } from '../../../shared/import/messages.ts';
import { importRoutes } from '../../../shared/import/routes.ts';
import { importIdSchema } from '../../../shared/import/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { startUndo } from '../services/start-undo.ts';

export const handler = createHandler(importRoutes.importUndo, { body: importIdSchema }, async ({ body, identity }) => {
  await startUndo(identity.companyId, body.importId);
  return json(202, { message: M.undoStarted, importId: body.importId });
});
