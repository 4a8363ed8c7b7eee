import { platformRoutes } from '../../../shared/platform/routes.ts';
import { ulid } from 'ulid';
import { contactSchema } from '../../../shared/account/auth-schemas.ts';
import { saveContactMessage } from '../data/contact-messages.ts';
import { createHandler, json } from '../../lib/http.ts';

export const handler = createHandler(platformRoutes.contactSubmit, { body: contactSchema }, async ({ body, sourceIp }) => {
  await saveContactMessage({ id: ulid(), ...body, receivedAt: new Date().toISOString(), sourceIp });
  return json(201, { message: 'Thank you for your message, we will get back to you soon.' });
});
