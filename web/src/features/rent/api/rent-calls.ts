import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client.ts';

/* Response shapes (spec §3 and §7). Amounts are decimal numbers, dates 'YYYY-MM-DD'. */

type Id = string | number;
type MessageResponse = { message?: string };

export interface BuildingSummary {
  building_id: Id;
  building_name?: string | null;
  building_levels: number;
  occupancy_rate: number;
  total_rent_value: number;
}

export interface LevelFigures {
  rooms_rented: number;
  total_rooms: number;
  occupancy_rate: number;
  paid_percentage: number;
  total_rent_value: number;
  overdue_count: number;
}

export interface BuildingLevels {
  name?: string | null;
  floors: number;
  levels: (LevelFigures & { floor: number })[];
  summary?: LevelFigures;
}

export interface Room {
  id: Id;
  room_number?: string | number | null;
  rent_price?: number | null;
  rent_payment_status?: string | null;
  current_rent_id?: Id | null;
  deposit?: number | null;
  rent_start_date?: string | null;
  rent_end_date?: string | null;
  tenant_name?: string | null;
  tenant_phone?: string | null;
}

export interface RoomDetails extends Room {
  rent_type?: string | null;
  current_due_periods?: number | null;
  current_paid_periods?: number | null;
  total_amount_due_so_far?: number | null;
  total_amount_paid?: number | null;
  next_payment_date?: string | null;
}

export interface RentHistoryItem {
  rent_id?: Id | null;
  current_rent_id?: Id | null;
  tenant_name?: string | null;
  tenant_phone?: string | null;
  rent_price?: number | null;
  rent_type?: string | null;
  rent_start_date: string;
  rent_end_date: string;
  total_amount_paid?: number | null;
  total_amount_due_so_far?: number | null;
  checkout_date?: string | null;
  rent_payment_status?: string | null;
  is_current?: boolean | null;
}

export interface TenantOption {
  id: Id;
  name: string;
  phone?: string | null;
}

export interface ActiveRentRow {
  rent_id: Id;
  tenant_name: string;
  room_number: string | number;
  rent_price: number;
  rent_payment_status: string;
  rent_start_date: string;
  rent_end_date: string;
}

export interface OverdueRow {
  rent_id: Id;
  tenant_name: string;
  room_number: string | number;
  amount_due: number;
  next_payment_date?: string | null;
}

export interface VacantRoomRow {
  room_id: Id;
  room_number: string | number;
  floor: number | string;
  building_name?: string | null;
}

export interface RevenueReport {
  total_revenue: number;
  total_payments: number;
  first_payment_date?: string | null;
  last_payment_date?: string | null;
}

export interface InvoiceFile {
  message?: string;
  url: string;
  fileName?: string;
}

export interface InvoiceLink {
  linkId: string;
  path: string;
  expiresAt: string;
}

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

export const useBuildings = () => useSWR<BuildingSummary[]>(rentKeys.buildings);
export const useBuildingLevels = (building: string | undefined) => useSWR<BuildingLevels>(building ? rentKeys.levels(building) : null);
export const useLevelRooms = (building: string | undefined, level: number | null) =>
  useSWR<Room[]>(building && level ? rentKeys.rooms(building, level) : null);
export const useRoomDetails = (roomId: string | undefined) => useSWR<RoomDetails>(roomId ? rentKeys.room(roomId) : null);
export const useRentalHistory = (roomId: string | undefined) => useSWR<RentHistoryItem[]>(roomId ? rentKeys.history(roomId) : null);
export const useTenants = (enabled = true) => useSWR<TenantOption[]>(enabled ? rentKeys.tenants : null);
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
    occupancy: () =>
      mutate((key) => startsWithAny(key, ['/building/all', '/levels/all', '/rooms/', '/reports/']), undefined, { revalidate: true }),
  };
}

/* Writes. Failures toast the server's message, else the spec §8 default, through the client. */

export const addBuilding = (input: { buildingNumber: number; buildingName: string; buildingLevels: number; address: string }) =>
  api.post<MessageResponse>('/building/add', input);

export const addRoom = (input: { roomNumber: string; buildingNumber: string; levelNumber: number }) => api.post<MessageResponse>('/rooms/add', input);

export const addRent = (input: {
  room_id: string;
  tenantID: string;
  rent_price: number;
  deposit: number;
  rent_start_date: string;
  rent_end_date: string;
  rent_type: string;
}) => api.post<MessageResponse>('/rooms/add-tenant-to-room', input);

export const deleteRent = (roomId: Id, rentId: Id) =>
  api.del<MessageResponse>('/rooms/rent/delete', { query: { room_id: String(roomId), rent_id: String(rentId) } });

export const addTenant = (input: {
  name: string;
  phone: string;
  email: string;
  address: string;
  idType: string;
  idNumber: string;
  idExpiry: string;
  idIssuingCountry: string;
}) => api.post<MessageResponse>('/tenant/add', input, { defaultError: 'Failed to add tenant.' });

export const checkoutTenant = (input: { room_id: string; checkoutDate: string }) => api.post<MessageResponse>('/tenant/checkout', input);

export const payRent = (input: {
  roomId: string;
  paymentMethod: string;
  currentRentId: string;
  masterPassword: string;
  paymentReference: string;
  paymentAmount: number;
}) => api.post<PaymentResult>('/payment/pay-rent', input);

export const printRentInvoice = (input: { startDate: string; endDate: string; currentRentId: string }) =>
  api.post<InvoiceFile>('/payment/print/rent-invoice', input, { defaultError: 'Failed to print invoice' });

export const createInvoiceLink = (input: { startDate: string; endDate: string; currentRentId: string; expiresInDays: number }) =>
  api.post<InvoiceLink>('/payment/rent-invoice-link', input, { defaultError: 'Failed to create the invoice link' });

export const revokeInvoiceLink = (linkId: string) =>
  api.del<MessageResponse>('/payment/rent-invoice-link', { query: { id: linkId }, defaultError: 'Failed to revoke the invoice link' });
