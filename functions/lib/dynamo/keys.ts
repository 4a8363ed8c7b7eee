/**
 * Every key of the table is built here. Company data keys start with the company id taken from the
 * verified token (`C#<companyId>`), so one company can never address another's items.
 * The only keys that do not are the pre-authentication lookups (sign-in by email, throttles,
 * spent robot-check payloads, contact messages): they exist before a company is known and hold
 * no company data.
 */
export const companyPk = (companyId: string) => `C#${companyId}`;

export const keys = {
  company: (companyId: string) => ({ pk: companyPk(companyId), sk: 'COMPANY' }),
  user: (companyId: string, userId: string) => ({ pk: companyPk(companyId), sk: `USER#${userId}` }),
  usersPrefix: 'USER#',
  /** One refresh-token family; kept under its user so unlinking can revoke them all with one Query. */
  session: (companyId: string, userId: string, sessionId: string) => ({
    pk: companyPk(companyId),
    sk: `SESSION#${userId}#${sessionId}`,
  }),
  sessionsOfUserPrefix: (userId: string) => `SESSION#${userId}#`,

  // Pre-authentication keys (no company yet).
  emailLookup: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  throttle: (kind: 'account' | 'address', subject: string) => ({ pk: `THROTTLE#${kind}#${subject.toLowerCase()}`, sk: 'THROTTLE' }),
  spentRobotCheck: (challengeId: string) => ({ pk: `ALTCHA#${challengeId}`, sk: 'SPENT' }),
  contactMessage: (month: string, messageId: string) => ({ pk: `CONTACT#${month}`, sk: `MSG#${messageId}` }),

  // Rent management. Buildings, tenants and revenue days live in the company partition; a building's
  // rooms, rents, payments and room-number claims live in the building's own partition (still
  // prefixed by the company id), so one Query reads a building's rooms and load spreads per building.
  building: (companyId: string, buildingNumber: number) => ({ pk: companyPk(companyId), sk: `BLDG#${padBuilding(buildingNumber)}` }),
  buildingsPrefix: 'BLDG#',
  buildingPartition: (companyId: string, buildingNumber: number) => keysBuildingPartition(companyId, buildingNumber),
  room: (companyId: string, buildingNumber: number, level: number, roomUlid: string) => ({
    pk: keysBuildingPartition(companyId, buildingNumber),
    sk: `ROOM#${padLevel(level)}#${roomUlid}`,
  }),
  roomsPrefix: 'ROOM#',
  roomsOfLevelPrefix: (level: number) => `ROOM#${padLevel(level)}#`,
  /** Uniqueness claim of a room number on a level (trimmed, case-insensitive). */
  roomNumberClaim: (companyId: string, buildingNumber: number, level: number, normalizedRoomNumber: string) => ({
    pk: keysBuildingPartition(companyId, buildingNumber),
    sk: `RNUM#${padLevel(level)}#${normalizedRoomNumber}`,
  }),
  rent: (companyId: string, buildingNumber: number, roomUlid: string, rentUlid: string) => ({
    pk: keysBuildingPartition(companyId, buildingNumber),
    sk: `RENT#${roomUlid}#${rentUlid}`,
  }),
  rentsOfRoomPrefix: (roomUlid: string) => `RENT#${roomUlid}#`,
  payment: (companyId: string, buildingNumber: number, rentUlid: string, referenceHash: string) => ({
    pk: keysBuildingPartition(companyId, buildingNumber),
    sk: `PAY#${rentUlid}#${referenceHash}`,
  }),
  paymentsOfRentPrefix: (rentUlid: string) => `PAY#${rentUlid}#`,
  tenant: (companyId: string, tenantId: string) => ({ pk: companyPk(companyId), sk: `TENANT#${tenantId}` }),
  tenantsPrefix: 'TENANT#',
  /** Revenue of one calendar day (UTC): Σ payments and their count, maintained with every payment. */
  revenueDay: (companyId: string, date: string) => ({ pk: companyPk(companyId), sk: `REVDAY#${date}` }),
  revenueDayPrefix: 'REVDAY#',

  // Sparse indexes: an item is in the index only while it carries the keys.
  /** gsi1: current (not checked-out) rents of a company. */
  activeRentIndex: (companyId: string, buildingNumber: number, level: number, rentUlid: string) => ({
    gsi1pk: `${companyPk(companyId)}#ACTIVE`,
    gsi1sk: `${padBuilding(buildingNumber)}#${padLevel(level)}#${rentUlid}`,
  }),
  activeRentsPk: (companyId: string) => `${companyPk(companyId)}#ACTIVE`,
  /** gsi2: current rents by the day they turn Overdue if nothing more is paid (rentState().overdueFrom). */
  dueRentIndex: (companyId: string, overdueFrom: string, rentUlid: string) => ({
    gsi2pk: `${companyPk(companyId)}#DUE`,
    gsi2sk: `${overdueFrom}#${rentUlid}`,
  }),
  dueRentsPk: (companyId: string) => `${companyPk(companyId)}#DUE`,
  /** gsi3: rooms without a current rent. */
  vacantRoomIndex: (companyId: string, buildingNumber: number, level: number, roomUlid: string) => ({
    gsi3pk: `${companyPk(companyId)}#VACANT`,
    gsi3sk: `${padBuilding(buildingNumber)}#${padLevel(level)}#${roomUlid}`,
  }),
  vacantRoomsPk: (companyId: string) => `${companyPk(companyId)}#VACANT`,
};

/** Fixed width so keys sort numerically: building numbers up to 10 digits, levels up to 3. */
function padBuilding(buildingNumber: number): string {
  return String(buildingNumber).padStart(10, '0');
}
function padLevel(level: number): string {
  return String(level).padStart(3, '0');
}
function keysBuildingPartition(companyId: string, buildingNumber: number): string {
  return `${companyPk(companyId)}#B#${padBuilding(buildingNumber)}`;
}

/** Invoice share links: one record per link in the company partition (the company id comes from the link's token). */
export const invoiceLinkKey = (companyId: string, linkId: string) => ({ pk: companyPk(companyId), sk: `INVLINK#${linkId}` });
