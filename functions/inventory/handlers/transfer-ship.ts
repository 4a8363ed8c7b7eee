import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { shipTransferSchema } from '../../../shared/inventory/transfers.ts';
import { createHandler } from '../../lib/http.ts';
import { shipTransfer } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferShip, { body: shipTransferSchema }, async ({ body, audit }) =>
  shipTransfer(audit, body),
);
