import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { addTransferSchema } from '../../../shared/inventory/transfers.ts';
import { createHandler, json } from '../../lib/http.ts';
import { addTransfer } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferAdd, { body: addTransferSchema }, async ({ body, audit }) =>
  json(201, await addTransfer(audit, body)),
);
