import { fulfilmentSaveSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesRoutes } from '../../../shared/inventory/sales-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { saveFulfilment } from '../services/sales-fulfilment.ts';

export const handler = createHandler(salesRoutes.salesFulfilmentSave, { body: fulfilmentSaveSchema }, async ({ body, audit }) =>
  saveFulfilment(audit, body),
);
