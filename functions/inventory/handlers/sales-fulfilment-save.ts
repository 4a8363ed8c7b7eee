import { fulfilmentSaveSchema } from '../../../shared/inventory/sales-orders.ts';
import { salesFulfilmentSave } from '../../../shared/inventory/sales-order-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { saveFulfilment } from '../services/sales-fulfilment.ts';

export const handler = createHandler(salesFulfilmentSave, { body: fulfilmentSaveSchema }, async ({ body, audit }) =>
  saveFulfilment(audit, body),
);
