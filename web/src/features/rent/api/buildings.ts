/** Buildings and their levels (spec part 1 §2 /hms and the building overview). */
import { rentRoutes } from '../../../../../shared/rent/routes.ts';
import { useMutation, useQuery } from '../../../lib/api-query.ts';

export const useBuildings = () => useQuery(rentRoutes.buildingList, {});

export const useBuildingLevels = (building: string | undefined) =>
  useQuery(rentRoutes.levelList, building ? { query: { building } } : null);

/** Adding a building refetches the building list (spec §4). */
export const useAddBuilding = () => useMutation(rentRoutes.buildingAdd, { revalidates: [rentRoutes.buildingList] });
