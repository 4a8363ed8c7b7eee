/**
 * Every key of the rent area (import as a namespace: `import * as rentKeys from './keys.ts'`, so a Lambda
 * bundles only the builders it calls). Buildings, tenants, revenue days and invoice links live in the
 * company partition; a building's rooms, rents, payments and room-number claims live in the building's own
 * partition (still prefixed by the company id), so one Query reads a building's rooms and load spreads per
 * building. Sparse indexes: an item is in an index only while it carries that index's keys.
 */
import { companyPk } from '../lib/dynamo/company.ts';
import { notFound } from '../lib/errors.ts';
import { buildingInScope } from '../lib/scope.ts';

/**
 * The backstop of scope (ROLES.md): no key of a building outside the calling account's scope is ever built. The data
 * access answers such a building as not found before it gets here; reaching this is a path that forgot to.
 */
function inScope(buildingNumber: number): number {
  if (!buildingInScope(buildingNumber)) throw notFound();
  return buildingNumber;
}

/** Fixed width so keys sort numerically: building numbers up to 10 digits, levels up to 3. */
const padBuilding = (buildingNumber: number) => String(buildingNumber).padStart(10, '0');
const padLevel = (level: number) => String(level).padStart(3, '0');

/** The company partition, where buildings, tenants and revenue days are listed. */
export const companyPartition = companyPk;
export const buildingPartition = (companyId: string, buildingNumber: number) =>
  `${companyPk(companyId)}#B#${padBuilding(inScope(buildingNumber))}`;

export const building = (companyId: string, buildingNumber: number) => ({
  pk: companyPk(companyId),
  sk: `BLDG#${padBuilding(inScope(buildingNumber))}`,
});
export const buildingsPrefix = 'BLDG#';

export const room = (companyId: string, buildingNumber: number, level: number, roomUlid: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `ROOM#${padLevel(level)}#${roomUlid}`,
});
export const roomsPrefix = 'ROOM#';
export const roomsOfLevelPrefix = (level: number) => `ROOM#${padLevel(level)}#`;
/** Uniqueness claim of a room number on a level (normalizeRoomNumber: trimmed, case-insensitive). */
export const roomNumberClaim = (companyId: string, buildingNumber: number, level: number, normalizedRoomNumber: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `RNUM#${padLevel(level)}#${normalizedRoomNumber}`,
});

export const rent = (companyId: string, buildingNumber: number, roomUlid: string, rentUlid: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `RENT#${roomUlid}#${rentUlid}`,
});
export const rentsOfRoomPrefix = (roomUlid: string) => `RENT#${roomUlid}#`;

export const payment = (companyId: string, buildingNumber: number, rentUlid: string, referenceHash: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `PAY#${rentUlid}#${referenceHash}`,
});
export const paymentsOfRentPrefix = (rentUlid: string) => `PAY#${rentUlid}#`;

/**
 * A late fee of a rent, next to it in the building partition: one per (rent, period, sequence number), so a
 * posting is idempotent (`attribute_not_exists`) and a rent's fees sort by period, then sequence.
 */
export const lateFee = (companyId: string, buildingNumber: number, rentUlid: string, periodStart: string, seq: number) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `FEE#${rentUlid}#${periodStart}#${String(seq).padStart(3, '0')}`,
});
export const lateFeesOfRentPrefix = (rentUlid: string) => `FEE#${rentUlid}#`;

export const tenant = (companyId: string, tenantId: string) => ({ pk: companyPk(companyId), sk: `TENANT#${tenantId}` });
export const tenantsPrefix = 'TENANT#';

/**
 * How the import finds a tenant (IMPORT.md; issue 31): by email, then by name and phone. One lookup item per value
 * in the company partition, holding the ids of the tenants that have it (`tenantIds`, a string set: tenants may
 * share a family email), kept in the transaction of every tenant add, edit and delete. `TMATCH#`, not `TENANT#`, so
 * the tenant list's key range never reads them.
 */
export const tenantEmailLookup = (companyId: string, emailKey: string) => ({ pk: companyPk(companyId), sk: `TMATCH#E#${emailKey}` });
export const tenantNamePhoneLookup = (companyId: string, nameKey: string, phoneDigits: string) => ({
  pk: companyPk(companyId),
  sk: `TMATCH#NP#${nameKey}#${phoneDigits}`,
});
/** Whether every tenant of the company has its lookup items (those from before them are written once: the backfill). */
export const tenantLookupsReady = (companyId: string) => ({ pk: companyPk(companyId), sk: 'TMATCH#READY' });

/** Revenue of one calendar day (UTC): Σ payments and their count, maintained with every payment. */
export const revenueDay = (companyId: string, date: string) => ({ pk: companyPk(companyId), sk: `REVDAY#${date}` });

/** A shared invoice link (the public route takes the company id from the verified link token). */
export const invoiceLink = (companyId: string, linkId: string) => ({ pk: companyPk(companyId), sk: `INVLINK#${linkId}` });
/** The email of a link (sendOnce's record: claimed before the send, so a retry never sends it twice), beside its link. */
export const invoiceLinkEmail = (companyId: string, linkId: string) => ({ pk: companyPk(companyId), sk: `INVLINK#${linkId}#EMAIL` });
/** gsi1 of an invoice link: the links of one rent, by link id (ULIDs sort by creation; read newest first). */
export const invoiceLinkOfRentIndex = (companyId: string, rentId: string, linkId: string) => ({
  gsi1pk: invoiceLinksOfRentPk(companyId, rentId),
  gsi1sk: linkId,
});
export const invoiceLinksOfRentPk = (companyId: string, rentId: string) => `${companyPk(companyId)}#LINKS#${rentId}`;

/**
 * A rent invoice's number for one range of a rent (../services/invoices.ts): the number, the PDF and a fingerprint of
 * what it shows, so the same rent, range and figures keep one number wherever the invoice is produced.
 */
export const rentInvoice = (companyId: string, rentId: string, startDate: string, endDate: string) => ({
  pk: companyPk(companyId),
  sk: `RINV#${rentId}#${startDate}#${endDate}`,
});

/** gsi1: current (not checked-out) rents of a company. */
export const activeRentIndex = (companyId: string, buildingNumber: number, level: number, rentUlid: string) => ({
  gsi1pk: activeRentsPk(companyId),
  gsi1sk: `${padBuilding(buildingNumber)}#${padLevel(level)}#${rentUlid}`,
});
export const activeRentsPk = (companyId: string) => `${companyPk(companyId)}#ACTIVE`;

/**
 * gsi2: rents that are or can turn Overdue (current ones, and checked-out ones until settled), by the due date of
 * their oldest unpaid period (rentState().dueIndexDate: the Overdue report's "Owed since").
 */
export const dueRentIndex = (companyId: string, dueIndexDate: string, rentUlid: string) => ({
  gsi2pk: dueRentsPk(companyId),
  gsi2sk: `${dueIndexDate}#${rentUlid}`,
});
export const dueRentsPk = (companyId: string) => `${companyPk(companyId)}#DUE`;

/** gsi3 of a rent: the rents of one tenant, by rent ULID (the tenant page; read newest first). */
export const rentOfTenantIndex = (companyId: string, tenantId: string, rentUlid: string) => ({
  gsi3pk: rentsOfTenantPk(companyId, tenantId),
  gsi3sk: rentUlid,
});
export const rentsOfTenantPk = (companyId: string, tenantId: string) => `${companyPk(companyId)}#TENANT#${tenantId}`;

/** gsi3: rooms without a current rent. */
export const vacantRoomIndex = (companyId: string, buildingNumber: number, level: number, roomUlid: string) => ({
  gsi3pk: vacantRoomsPk(companyId),
  gsi3sk: `${padBuilding(buildingNumber)}#${padLevel(level)}#${roomUlid}`,
});
export const vacantRoomsPk = (companyId: string) => `${companyPk(companyId)}#VACANT`;

/**
 * A notice (an email sent about a rent period: its invoice, a reminder), next to the rent in the building partition;
 * the key names what it is about (rent, period, stage), so `sendOnce` claims it before the send and never sends twice.
 * stage: `invoice` | `before` | `after-<d>` | `manual-<n>`.
 */
export const notice = (companyId: string, buildingNumber: number, rentUlid: string, periodStart: string, stage: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `NOTICE#${rentUlid}#${periodStart}#${stage}`,
});
export const noticesOfRentPrefix = (rentUlid: string) => `NOTICE#${rentUlid}#`;

// ───────────── maintenance requests (AUTOMATION.md "Maintenance (rent)") ─────────────

/**
 * A maintenance request, in its building's partition under its room (so the unit page's panel is one Query):
 * `MAINT#<roomUlid>#<requestUlid>`. Its notes and assignment emails sit beside it (`MNOTE#`, `MEMAIL#`).
 */
export const maintenanceRequest = (companyId: string, buildingNumber: number, roomUlid: string, requestUlid: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `${maintenanceOfBuildingPrefix}${roomUlid}#${requestUlid}`,
});
export const maintenanceOfBuildingPrefix = 'MAINT#';
export const maintenanceOfRoomPrefix = (roomUlid: string) => `${maintenanceOfBuildingPrefix}${roomUlid}#`;

export const maintenanceNote = (companyId: string, buildingNumber: number, requestUlid: string, noteUlid: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `MNOTE#${requestUlid}#${noteUlid}`,
});
export const maintenanceNotesPrefix = (requestUlid: string) => `MNOTE#${requestUlid}#`;

/** sendOnce's record of the email to the n-th assignee of a request (claimed before the send, never sent twice). */
export const maintenanceAssignedEmail = (companyId: string, buildingNumber: number, requestUlid: string, assignment: number) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `MEMAIL#${requestUlid}#${String(assignment).padStart(4, '0')}`,
});
export const maintenanceEmailsPrefix = (requestUlid: string) => `MEMAIL#${requestUlid}#`;
/**
 * sendOnce's record of an email about a request opened in the portal (PORTAL.md), beside the assignment emails so the
 * request lists it too: `NEW` (to the owner, when it arrives unassigned), `S<version>` (to the tenant, on the status
 * change that made that version).
 */
export const maintenancePortalEmail = (companyId: string, buildingNumber: number, requestUlid: string, about: string) => ({
  pk: buildingPartition(companyId, buildingNumber),
  sk: `MEMAIL#${requestUlid}#${about}`,
});

/** gsi1: every request of the company, by request ULID (read newest first). */
export const maintenanceIndex = (companyId: string, requestUlid: string) => ({ gsi1pk: maintenancePk(companyId), gsi1sk: requestUlid });
export const maintenancePk = (companyId: string) => `${companyPk(companyId)}#MAINT`;

/** gsi3: the requests of one status, by request ULID (the list's status filter). */
export const maintenanceStatusIndex = (companyId: string, status: string, requestUlid: string) => ({
  gsi3pk: maintenanceOfStatusPk(companyId, status),
  gsi3sk: requestUlid,
});
export const maintenanceOfStatusPk = (companyId: string, status: string) =>
  `${companyPk(companyId)}#MAINT#S#${String(status).toUpperCase().replace(/\s+/g, '_')}`;

/**
 * gsi2, sparse: open requests only (Open, In progress), Urgent ones under `U#`, the others under `N#`, each by due
 * date (`9999-12-31` when none), so the digest reads the Urgent ones and those past their due date as key ranges.
 */
export const openMaintenanceIndex = (companyId: string, urgent: boolean, dueDate: string | null, requestUlid: string) => ({
  gsi2pk: openMaintenancePk(companyId),
  gsi2sk: `${urgent ? OPEN_URGENT : OPEN_OTHER}${dueDate ?? NO_DUE_DATE}#${requestUlid}`,
});
export const openMaintenancePk = (companyId: string) => `${companyPk(companyId)}#MAINT#OPEN`;
export const OPEN_URGENT = 'U#';
export const OPEN_OTHER = 'N#';
export const NO_DUE_DATE = '9999-12-31';
