import { importRoutes } from '../../../shared/import/routes.ts';
import { validateSchema } from '../../../shared/import/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { assertMayImport, startValidation } from '../services/calls.ts';

export const handler = createHandler(importRoutes.importValidate, { body: validateSchema }, async ({ body, identity, audit }) => {
  assertMayImport(identity, body.kind);
  const answer = await startValidation(identity.companyId, audit.actor, body);
  return 'errors' in answer ? json(200, answer) : json(202, answer);
});
