import { portalPerson } from '../../../shared/portal/routes.ts';
import { portalInviteSchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { personStatus } from '../services/invite.ts';

export const handler = createHandler(portalPerson, { query: portalInviteSchema }, async ({ query, identity }) =>
  personStatus(query, identity),
);
