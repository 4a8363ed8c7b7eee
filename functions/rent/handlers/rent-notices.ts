import { rentNoticesQuery } from '../../../shared/rent/collection-schemas.ts';
import { collectionRoutes } from '../../../shared/rent/collection-routes.ts';
import { createHandler } from '../../lib/http.ts';
import { rentNotices } from '../services/rent-notices.ts';

export const handler = createHandler(collectionRoutes.rentNotices, { query: rentNoticesQuery }, async ({ query, identity }) =>
  rentNotices(identity.companyId, query.rent_id),
);
