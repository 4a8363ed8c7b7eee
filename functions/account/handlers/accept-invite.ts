import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { acceptInviteSchema } from '../../../shared/account/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { acceptInvitation } from '../services/invitations.ts';

export const handler = createHandler(accountRoutes.acceptInvite, { body: acceptInviteSchema }, async ({ body, requestId }) => {
  await acceptInvitation(body, { requestId, action: accountRoutes.acceptInvite.name });
  return { message: ACCOUNT_MESSAGES.invitationAccepted };
});
