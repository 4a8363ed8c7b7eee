import { transferRoutes } from '../../../shared/inventory/transfer-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { transferDetail } from '../services/transfers.ts';

export const handler = createHandler(transferRoutes.transferGet, async ({ pathParameters, identity }) =>
  transferDetail(identity.companyId, pathParameters.id),
);
