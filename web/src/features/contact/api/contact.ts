/** The contact form (public). */
import type { ContactInput } from '../../../../../shared/account/auth-schemas.ts';
import { platformRoutes } from '../../../../../shared/platform/routes.ts';
import { call } from '../../../lib/api-client.ts';

export const sendContactMessage = (input: ContactInput) =>
  call(platformRoutes.contactSubmit, { body: input }, { defaultError: 'Failed to send your message' });
