import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { receiveTransferSchema } from '../../../shared/inventory/transfers.ts';
import { createHandler } from '../../lib/http.ts';
import { receiveTransfer } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferReceive, { body: receiveTransferSchema }, async ({ body, audit }) =>
  receiveTransfer(audit, body),
);
