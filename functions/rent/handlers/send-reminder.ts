import { sendReminderSchema } from '../../../shared/rent/collection-schemas.ts';
import { collectionRoutes } from '../../../shared/rent/collection-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { sendReminderNow } from '../services/notices.ts';

export const handler = createHandler(collectionRoutes.sendReminder, { body: sendReminderSchema }, async ({ body, identity, audit }) =>
  sendReminderNow(identity, audit, body.rent_id),
);
