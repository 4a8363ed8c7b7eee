/** Rooms of a level and the unit page (spec part 1 §2 level screen, unit page). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';
import { occupancyRoutes } from './occupancy.ts';

export const useLevelRooms = (building: string | undefined, level: number | null) =>
  useQuery(rentRoutes.roomList, building && level ? { query: { building, level } } : null);

export const useRoomDetails = (roomId: string | undefined) =>
  useQuery(rentRoutes.roomCurrent, roomId ? { query: { room_id: roomId } } : null);

/** A new room changes the level's rooms and the building's figures. The dialog shows refusals (a duplicate number on its field). */
export const useAddRoom = () => useMutation(rentRoutes.roomAdd, { revalidates: occupancyRoutes, silent: true });

/** Deleting a never-rented room (owner only): the level's rooms and the building's figures move. The dialog shows refusals. */
export const useDeleteRoom = () => useMutation(rentRoutes.roomDelete, { revalidates: occupancyRoutes, silent: true });

/** A room's new number shows on the level, the unit, its rents and the reports. The dialog shows refusals. */
export const useUpdateRoom = () => useMutation(rentRoutes.roomUpdate, { revalidates: occupancyRoutes, silent: true });
