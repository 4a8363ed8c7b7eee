import { importRoutes } from '../../../shared/import/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { importState } from '../services/calls.ts';

export const handler = createHandler(importRoutes.importStatus, async ({ pathParameters, identity }) =>
  importState(identity.companyId, pathParameters.id),
);
