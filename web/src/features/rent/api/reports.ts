/** HMS Reports (spec part 1 §2 /reports): the three row reports page (X-Next-Cursor); the revenue summary is one answer. */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { callAllPages } from '../../../lib/api-pages.ts';
import { usePagedQuery, useQuery } from '../../../lib/api-query.ts';

export const useActiveRents = () => usePagedQuery(rentRoutes.reportActiveRents, { query: {} });
export const useOverdueRents = () => usePagedQuery(rentRoutes.reportOverdueRents, { query: {} });
export const useVacantRooms = () => usePagedQuery(rentRoutes.reportVacantRooms, { query: {} });

/** Every row of a report, following the cursors (Export CSV); `onPage` hears the rows loaded so far. */
const exportOptions = (onPage?: (rows: number) => void) => ({ onPage, defaultError: 'The report could not be exported.' });
export const allActiveRents = (onPage?: (rows: number) => void) =>
  callAllPages(rentRoutes.reportActiveRents, { query: {} }, exportOptions(onPage));
export const allOverdueRents = (onPage?: (rows: number) => void) =>
  callAllPages(rentRoutes.reportOverdueRents, { query: {} }, exportOptions(onPage));
export const allVacantRooms = (onPage?: (rows: number) => void) =>
  callAllPages(rentRoutes.reportVacantRooms, { query: {} }, exportOptions(onPage));

/** The revenue report is a POST (spec §7); it is cached under the range it asked for. */
export const useRevenueReport = (startDate: string, endDate: string) =>
  useQuery(rentRoutes.reportRevenue, { body: { startDate, endDate } });
