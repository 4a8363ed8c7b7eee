/** Rents of a unit: add, history, delete, checkout (spec part 1 §2 unit page, §4). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';
import { occupancyRoutes } from './occupancy.ts';

export const useRentalHistory = (roomId: string | undefined) =>
  useQuery(rentRoutes.rentHistory, roomId ? { query: { room_id: roomId } } : null);

/** The Add Rent dialog shows refusals (an occupied room, a wrong date). */
export const useAddRent = () => useMutation(rentRoutes.rentAdd, { revalidates: occupancyRoutes, silent: true });

/** The delete dialog shows refusals itself (a wrong master password), so no toast. */
export const useDeleteRent = () => useMutation(rentRoutes.rentDelete, { revalidates: occupancyRoutes, silent: true });

/** Checkout refetches the room and the level's rooms before the panel reports success (spec §4); the panel shows refusals under the date. */
export const useCheckoutTenant = () =>
  useMutation(rentRoutes.tenantCheckout, { revalidates: occupancyRoutes, awaitRevalidation: true, silent: true });

/** Edit rent / Extend lease: the unit, its history, the level, the building's figures and the reports follow. The dialog shows refusals. */
export const useUpdateRent = () => useMutation(rentRoutes.rentUpdate, { revalidates: occupancyRoutes, silent: true });
