import { portalContactVerify } from '../../../shared/portal/routes.ts';
import { portalContactVerifySchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { verifyContactEmail } from '../services/contact.ts';

/** Public: the link is opened from the new mailbox, maybe signed out; its token is the proof. */
export const handler = createHandler(portalContactVerify, { body: portalContactVerifySchema }, async ({ body, requestId }) =>
  verifyContactEmail(body.token, requestId),
);
