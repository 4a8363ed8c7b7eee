/** HMS Reports (spec part 1 §2 /reports). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useQuery } from '../../../lib/api-query.ts';

export const useActiveRents = () => useQuery(rentRoutes.reportActiveRents, {});
export const useOverdueRents = () => useQuery(rentRoutes.reportOverdueRents, {});
export const useVacantRooms = () => useQuery(rentRoutes.reportVacantRooms, {});

/** The revenue report is a POST (spec §7); it is cached under the range it asked for. */
export const useRevenueReport = (startDate: string, endDate: string) =>
  useQuery(rentRoutes.reportRevenue, { body: { startDate, endDate } });
