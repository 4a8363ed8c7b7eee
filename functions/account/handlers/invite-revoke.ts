import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { invitationIdQuery } from '../../../shared/account/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { revokeInvitation } from '../services/invitations.ts';

export const handler = createHandler(accountRoutes.inviteRevoke, { query: invitationIdQuery }, async ({ query, audit }) => {
  await revokeInvitation(audit, query.id);
  return { message: ACCOUNT_MESSAGES.invitationRevoked };
});
