/**
 * The rent routes whose answers move together when occupancy or money changes: rooms, levels,
 * buildings, the unit, its history and the reports. Mutations of rooms, rents and payments
 * revalidate exactly these routes (by route, not by path prefix).
 */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';

export const occupancyRoutes = [
  rentRoutes.buildingList,
  rentRoutes.levelList,
  rentRoutes.roomList,
  rentRoutes.roomCurrent,
  rentRoutes.rentHistory,
  rentRoutes.reportActiveRents,
  rentRoutes.reportOverdueRents,
  rentRoutes.reportVacantRooms,
  rentRoutes.reportRevenue,
];
