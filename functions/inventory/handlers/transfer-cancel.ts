import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { endTransferSchema } from '../../../shared/inventory/transfers.ts';
import { createHandler } from '../../lib/http.ts';
import { cancelTransfer } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferCancel, { body: endTransferSchema }, async ({ body, audit }) =>
  cancelTransfer(audit, body),
);
