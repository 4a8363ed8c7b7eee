import { accountRoutes } from '../../../shared/account/routes.ts';
import * as ACCOUNT_MESSAGES from '../../../shared/account/messages.ts';
import { inviteSchema } from '../../../shared/account/schemas.ts';
import { createHandler, json } from '../../lib/http.ts';
import { invite } from '../services/invitations.ts';

export const handler = createHandler(accountRoutes.invite, { body: inviteSchema }, async ({ body, audit }) => {
  const invitation = await invite(audit, body);
  return json(201, { message: ACCOUNT_MESSAGES.invitationSent(invitation.email), invitation });
});
