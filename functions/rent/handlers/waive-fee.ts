import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { collectionRoutes } from '../../../shared/rent/collection-routes.ts';
import { waiveFeeSchema } from '../../../shared/rent/schemas.ts';
import { createHandler } from '../../lib/http.ts';
import { waiveFee } from '../services/fees.ts';

export const handler = createHandler(collectionRoutes.waiveFee, { body: waiveFeeSchema }, async ({ body, audit }) => {
  await waiveFee(audit, body);
  return { message: RENT_MESSAGES.lateFeeWaived };
});
