import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { endTransferSchema } from '../../../shared/inventory/transfers.ts';
import { createHandler } from '../../lib/http.ts';
import { closeTransfer } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferClose, { body: endTransferSchema }, async ({ body, audit }) =>
  closeTransfer(audit, body),
);
