import { rentRoutes } from '../../../shared/rent/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { vacantRoomReport } from '../services/reports.ts';

export const handler = createHandler(rentRoutes.reportVacantRooms, async ({ identity }) => vacantRoomReport(identity.companyId));
