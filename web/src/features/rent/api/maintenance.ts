/** Maintenance requests (AUTOMATION.md "Maintenance (rent)"): the list, a request, add, edit, notes and photos. */
import { maintenanceRoutes as m } from '../../../../../shared/rent/maintenance-routes.ts';
import type { MaintenanceListQuery } from '../../../../../shared/rent/maintenance-schemas.ts';
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { call } from '../../../lib/api-client.ts';
import { usePagedQuery, useMutation, useQuery } from '../../../lib/api-query.ts';

/** What a request's change moves besides the request: the open counts on room cards, the building overview and cost. */
const figureRoutes = [rentRoutes.buildingList, rentRoutes.levelList, rentRoutes.roomList, rentRoutes.roomCurrent];

export type MaintenanceFilters = Partial<Pick<MaintenanceListQuery, 'status' | 'priority' | 'building' | 'assignee' | 'room_id'>>;

/** One page after another, newest first, with the list's filters (absent: any). */
export const useMaintenanceList = (filters: MaintenanceFilters, enabled = true) =>
  usePagedQuery(m.maintenanceList, enabled ? { query: filters } : null);

export const useMaintenanceRequest = (id: string | undefined) =>
  useQuery(m.maintenanceGet, id ? { params: { id } } : null, { silent: true });

/** The request as saved now (an edit's Reload after a stale version). */
export const fetchMaintenanceRequest = (id: string) => call(m.maintenanceGet, { params: { id } }, { silent: true });

/** The accounts a request may be assigned to: those that can work in the building (or, without one, in the caller's). */
export const useAssignees = (building?: number) => useQuery(m.maintenanceAssignees, { query: building ? { building } : {} });

export const useAddMaintenance = () =>
  useMutation(m.maintenanceAdd, {
    revalidates: [m.maintenanceList, ...figureRoutes],
    defaultError: 'Failed to add the request.',
    // the dialog shows refusals
    silent: true,
  });

/** Edits, status changes and assignment; the dialog or page shows refusals (stale version, nothing changed). */
export const useUpdateMaintenance = () =>
  useMutation(m.maintenanceUpdate, { revalidates: [m.maintenanceList, m.maintenanceGet, ...figureRoutes], silent: true });

export const useAddMaintenanceNote = () =>
  useMutation(m.maintenanceNote, { revalidates: [m.maintenanceGet], defaultError: 'Failed to add the note.' });

export const useAddMaintenancePhoto = () =>
  useMutation(m.maintenancePhoto, { revalidates: [m.maintenanceGet, m.maintenanceList], defaultError: 'Failed to upload the photo.' });
