/** Buildings and their levels (spec part 1 §2 /hms and the building overview). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';
import { occupancyRoutes } from './occupancy.ts';

export const useBuildings = () => useQuery(rentRoutes.buildingList, {});

export const useBuildingLevels = (building: string | undefined) =>
  useQuery(rentRoutes.levelList, building ? { query: { building } } : null);

/** Adding a building refetches the building list (spec §4). */
export const useAddBuilding = () => useMutation(rentRoutes.buildingAdd, { revalidates: [rentRoutes.buildingList] });

/** A building edit moves its floors and figures: the list, the overview and the level screens refetch. The dialog shows refusals. */
export const useUpdateBuilding = () => useMutation(rentRoutes.buildingUpdate, { revalidates: occupancyRoutes, silent: true });

/** Deleting a building (owner only; only with no rooms). The dialog shows refusals. */
export const useDeleteBuilding = () => useMutation(rentRoutes.buildingDelete, { revalidates: [rentRoutes.buildingList], silent: true });
