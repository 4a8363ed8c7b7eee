/**
 * Export CSV of the rent lists (IMPORT.md "Export"): every row of a paged list with the filters it shows, following
 * the cursors with the largest page; `onPage` hears the rows loaded so far. The API client toasts a failure.
 */
import { maintenanceRoutes as m } from '../../../../../shared/rent/maintenance-routes.ts';
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { callAllPages } from '../../../lib/api-pages.ts';
import { call } from '../../../lib/api-client.ts';
import type { MaintenanceFilters } from './maintenance.ts';

type OnPage = (rowsSoFar: number) => void;

const exporting = (onPage: OnPage, what: string) => ({ onPage, defaultError: `${what} could not be exported.` });

export const allTenants = (onPage: OnPage) => callAllPages(rentRoutes.tenantList, { query: {} }, exporting(onPage, 'The tenants'));

export const allMaintenance = (filters: MaintenanceFilters, onPage: OnPage) =>
  callAllPages(m.maintenanceList, { query: { ...filters } }, exporting(onPage, 'The maintenance requests'));

/** A level's rooms: one answer, not paged (GET rooms/all?building=&level=), read afresh for the file. */
export async function levelRooms(building: string, level: number, onPage: OnPage) {
  const rooms = await call(rentRoutes.roomList, { query: { building, level } }, { defaultError: 'The rooms could not be exported.' });
  onPage(rooms.length);
  return rooms;
}
