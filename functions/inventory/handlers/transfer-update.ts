import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { updateTransferSchema } from '../../../shared/inventory/transfers.ts';
import { createHandler } from '../../lib/http.ts';
import { updateTransfer } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferUpdate, { body: updateTransferSchema }, async ({ body, audit }) =>
  updateTransfer(audit, body),
);
