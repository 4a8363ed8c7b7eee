import { portalInvite } from '../../../shared/portal/routes.ts';
import { portalInviteSchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { invite } from '../services/invite.ts';

export const handler = createHandler(portalInvite, { body: portalInviteSchema }, async ({ body, identity, audit }) =>
  invite(body, identity, audit),
);
