/** Every path of the rent area (spec §2), once. The router mounts the area at /hms/*. */
export const rentPaths = {
  buildings: '/hms',
  addBuilding: '/hms/hotel-portal/add-new-build',
  building: (buildingNumber: string | number) => `/hms/hotel-portal/building/${encodeURIComponent(String(buildingNumber))}`,
  level: (buildingNumber: string | number, level: number) => `${rentPaths.building(buildingNumber)}/level/${level}`,
  unit: (buildingNumber: string | number, level: number, roomId: string) => `${rentPaths.level(buildingNumber, level)}/edit-room/${encodeURIComponent(roomId)}`,
  addTenant: '/hms/add-new-tenant',
  reports: '/reports',
} as const;
