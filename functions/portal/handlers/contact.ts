import { portalContact } from '../../../shared/portal/routes.ts';
import { portalContactSchema } from '../../../shared/portal/schemas.ts';
import { createHandler } from '../../lib/portal-http.ts';
import { saveContact } from '../services/contact.ts';

export const handler = createHandler(portalContact, { body: portalContactSchema }, async ({ portal, audit, body }) =>
  saveContact(portal, audit, body),
);
