import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client.ts';

/* Response shapes: the backend's own types (shared/schemas), so a change there breaks the build here. */
import type {
  ActiveRentRow,
  AddBuildingInput,
  AddRentInput,
  AddRoomInput,
  AddTenantInput,
  CheckoutInput,
  PayRentInput,
  BuildingCard,
  LevelFigures,
  LevelsResponse,
  OverdueRow,
  RentHistoryItem,
  RevenueReport,
  RoomDetails,
  RoomRow,
  TenantRow,
  VacantRoomRow,
} from '../../../../../shared/schemas/rent.ts';
import type { CreateRentInvoiceLinkResponse, PrintRentInvoiceResponse } from '../../../../../shared/schemas/invoice.ts';

export type { ActiveRentRow, BuildingCard, LevelFigures, LevelsResponse, OverdueRow, RentHistoryItem, RevenueReport, RoomDetails, TenantRow, VacantRoomRow };
export type Room = RoomRow;
export type InvoiceFile = PrintRentInvoiceResponse;
export type InvoiceLink = CreateRentInvoiceLinkResponse;

type Id = string | number;
type MessageResponse = { message?: string };
export interface PaymentResult {
  message?: string;
  duplicate?: boolean;
}

/* SWR keys: the API path with its query, so the shared fetcher (api.get) can load it. */

const q = (value: Id) => encodeURIComponent(String(value));

export const rentKeys = {
  buildings: '/building/all',
  levels: (building: Id) => `/levels/all?building=${q(building)}`,
  rooms: (building: Id, level: Id) => `/rooms/all?level=${q(level)}&building=${q(building)}`,
  room: (roomId: Id) => `/rooms/current-room/data?room_id=${q(roomId)}`,
  history: (roomId: Id) => `/rooms/rental-history?room_id=${q(roomId)}`,
  tenants: '/tenant/all',
  activeRents: '/reports/rent/active',
  overdueRents: '/reports/rent/overdue',
  vacantRooms: '/reports/rooms/vacant',
} as const;

export const useBuildings = () => useSWR<BuildingCard[]>(rentKeys.buildings);
export const useBuildingLevels = (building: string | undefined) => useSWR<LevelsResponse>(building ? rentKeys.levels(building) : null);
export const useLevelRooms = (building: string | undefined, level: number | null) =>
  useSWR<Room[]>(building && level ? rentKeys.rooms(building, level) : null);
export const useRoomDetails = (roomId: string | undefined) => useSWR<RoomDetails>(roomId ? rentKeys.room(roomId) : null);
export const useRentalHistory = (roomId: string | undefined) => useSWR<RentHistoryItem[]>(roomId ? rentKeys.history(roomId) : null);
export const useTenants = (enabled = true) => useSWR<TenantRow[]>(enabled ? rentKeys.tenants : null);
export const useActiveRents = () => useSWR<ActiveRentRow[]>(rentKeys.activeRents);
export const useOverdueRents = () => useSWR<OverdueRow[]>(rentKeys.overdueRents);
export const useVacantRooms = () => useSWR<VacantRoomRow[]>(rentKeys.vacantRooms);

/** The revenue report is a POST (spec §7); SWR caches it under the range it asked for. */
export const useRevenueReport = (startDate: string, endDate: string) =>
  useSWR<RevenueReport, unknown, [string, string, string]>(['/reports/payment/revenue-report', startDate, endDate], ([path, start, end]) =>
    api.post<RevenueReport>(path, { startDate: start, endDate: end }),
  );

const startsWithAny = (key: unknown, prefixes: string[]) => {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && prefixes.some((p) => path.startsWith(p));
};

/**
 * Revalidation after a change (spec §4). Anything about occupancy or money moves the building list,
 * the level figures, the level's rooms, the unit, its history and the reports together, so all of them
 * are refetched (only keys that are cached, i.e. screens the user has seen, cost a request).
 */
export function useRentRefresh() {
  const { mutate } = useSWRConfig();
  return {
    buildings: () => mutate(rentKeys.buildings),
    tenants: () => mutate(rentKeys.tenants),
    /** Rooms, levels, buildings, unit data, history and reports. */
    // Only the filter: with a data argument (even undefined) SWR would blank the cache and screens would flash.
    occupancy: () => mutate((key) => startsWithAny(key, ['/building/all', '/levels/all', '/rooms/', '/reports/'])),
  };
}

/* Writes. Failures toast the server's message, else the spec §8 default, through the client. */

export const addBuilding = (input: AddBuildingInput) => api.post<MessageResponse>('/building/add', input);

export const addRoom = (input: AddRoomInput) => api.post<MessageResponse & { id?: string }>('/rooms/add', input);

export const addRent = (input: AddRentInput) => api.post<MessageResponse & { rent_id?: string }>('/rooms/add-tenant-to-room', input);

export const deleteRent = (roomId: Id, rentId: Id) =>
  api.del<MessageResponse>('/rooms/rent/delete', { query: { room_id: String(roomId), rent_id: String(rentId) } });

export const addTenant = (input: AddTenantInput) => api.post<MessageResponse & { id?: string }>('/tenant/add', input, { defaultError: 'Failed to add tenant.' });

export const checkoutTenant = (input: CheckoutInput) => api.post<MessageResponse>('/tenant/checkout', input);

export const payRent = (input: PayRentInput) => api.post<PaymentResult>('/payment/pay-rent', input);

export const printRentInvoice = (input: { startDate: string; endDate: string; currentRentId: string }) =>
  api.post<InvoiceFile>('/payment/print/rent-invoice', input, { defaultError: 'Failed to print invoice' });

export const createInvoiceLink = (input: { startDate: string; endDate: string; currentRentId: string; expiresInDays: number }) =>
  api.post<InvoiceLink>('/payment/rent-invoice-link', input, { defaultError: 'Failed to create the invoice link' });

export const revokeInvoiceLink = (linkId: string) =>
  api.del<MessageResponse>('/payment/rent-invoice-link', { query: { id: linkId }, defaultError: 'Failed to revoke the invoice link' });
