import { createHandler } from '../lib/http.ts';
import { vacantRoomReport } from '../services/rent-reports.ts';

export const handler = createHandler({ route: 'reportVacantRooms' }, async ({ identity }) => vacantRoomReport(identity.companyId));
