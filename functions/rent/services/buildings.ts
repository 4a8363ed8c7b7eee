/**
 * Buildings and the levels screen. Services take the company id from the verified token, apply the rules of
 * shared/rent/rules.ts with today's date, and call the named access patterns of ../data/.
 */
import { changesBetween, created, removed } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents } from '../../../shared/domain/money.ts';
import { floorLabel, levelNumbers } from '../../../shared/rent/floors.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { combineSummaries, summarizeRooms, type LevelSummary } from '../../../shared/rent/rules.ts';

import type { AddBuildingInput, BuildingCard, LevelFigures, LevelsResponse, UpdateBuildingInput } from '../../../shared/rent/schemas.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { versionOf } from '../../lib/dynamo/versions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createBuilding, deleteBuilding, getBuilding, listBuildings, updateBuilding } from '../data/buildings.ts';
import { firstRoomAboveLevel, listRoomsOfBuilding } from '../data/rooms.ts';
import { buildingLabel, buildingSnapshot } from '../audit.ts';
import { maintenanceCostCentsOf, type BuildingRecord } from '../records.ts';
import { rentInputOfRoom } from './rooms.ts';

/** The building's maintained maintenance figures: open requests, and the cost of the requests reported this year (UTC). */
const maintenanceFigures = (b: BuildingRecord, now: Date) => ({
  open_maintenance: b.maintOpen ?? 0,
  maintenance_cost_this_year: fromCents(maintenanceCostCentsOf(b, now.getUTCFullYear())),
});

const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/** Building cards from the maintained aggregates (rent value: Σ monthly equivalents): one Query, rooms are never read. */
export async function buildingCards(companyId: string, now = new Date()): Promise<BuildingCard[]> {
  const buildings = await listBuildings(companyId);
  return buildings.map((b) => ({
    building_id: b.buildingNumber,
    building_name: b.name,
    building_levels: b.floors,
    address: b.address,
    total_rooms: b.totalRooms,
    rooms_rented: b.roomsRented,
    occupancy_rate: percentage(b.roomsRented, b.totalRooms),
    total_rent_value: fromCents(b.totalRentCents),
    ...maintenanceFigures(b, now),
    version: versionOf(b),
  }));
}

export async function addBuilding(audit: AuditContext, input: AddBuildingInput, now = new Date()): Promise<void> {
  const building: BuildingRecord = {
    companyId: audit.companyId,
    buildingNumber: input.buildingNumber,
    name: input.buildingName,
    floors: input.buildingLevels,
    address: input.address,
    totalRooms: 0,
    roomsRented: 0,
    totalRentCents: 0,
    createdAt: now.toISOString(),
  };
  const entry = { kind: 'building', recordId: String(building.buildingNumber), recordLabel: buildingLabel(building) } as const;
  try {
    await createBuilding(building, auditOp(audit, { ...entry, changes: created(buildingSnapshot(building)) }, now));
  } catch (err) {
    throw mapConditionFailed(err, { building: conflict(RENT_MESSAGES.buildingExists) });
  }
}

function figures(s: LevelSummary): LevelFigures {
  return {
    rooms_rented: s.rooms_rented,
    total_rooms: s.total_rooms,
    occupancy_rate: s.occupancy_rate,
    paid_percentage: s.paid_percentage,
    total_rent_value: fromCents(s.total_rent_value_cents),
    overdue_count: s.overdue_count,
    arrears_count: s.arrears_count,
    arrears_amount: fromCents(s.arrears_cents),
    collected_amount: fromCents(s.collected_cents),
    due_amount: fromCents(s.due_cents),
  };
}

/**
 * A building's floors with their figures: the building item plus one Query over the building's rooms (each room
 * carries its current rent and the arrears of its checked-out rents that still owe, so nothing else is read).
 */
export async function buildingLevels(companyId: string, buildingNumber: number, now = new Date()): Promise<LevelsResponse> {
  const [building, rooms] = await Promise.all([getBuilding(companyId, buildingNumber), listRoomsOfBuilding(companyId, buildingNumber)]);
  if (!building) throw notFound(RENT_MESSAGES.buildingNotFound);
  const today = isoDateOf(now);
  const summaries = levelNumbers(building.floors).map((level) => ({
    level,
    summary: summarizeRooms(
      rooms.filter((r) => r.level === level).map((r) => ({ rent: rentInputOfRoom(r), arrears: r.arrears })),
      today,
    ),
  }));
  return {
    building_id: building.buildingNumber,
    name: building.name,
    floors: building.floors,
    address: building.address,
    version: versionOf(building),
    levels: summaries.map(({ level, summary }) => ({ floor: level, floor_label: floorLabel(level), ...figures(summary) })),
    summary: figures(combineSummaries(summaries.map((s) => s.summary))),
    ...maintenanceFigures(building, now),
  };
}

/**
 * Edit a building (CORRECTIONS.md): name, address and floors; the number is its identity and stays. Floors may
 * grow, and shrink only while the levels removed have no rooms (409 `Level N still has rooms`, the lowest such
 * level). The write is conditioned on the version read (409 when stale) and, when floors shrink, on the room count
 * read: a room added meanwhile makes it re-read and check again.
 */
export async function editBuilding(audit: AuditContext, input: UpdateBuildingInput): Promise<void> {
  const { companyId } = audit;
  for (let attempt = 0; attempt < 5; attempt++) {
    const building = await getBuilding(companyId, input.buildingNumber);
    if (!building) throw notFound(RENT_MESSAGES.buildingNotFound);
    if (versionOf(building) !== input.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
    const after = { ...building, name: input.buildingName, address: input.address, floors: input.buildingLevels };
    const changes = changesBetween(buildingSnapshot(building), buildingSnapshot(after));
    if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
    if (after.floors < building.floors) {
      const blocking = await firstRoomAboveLevel(companyId, building.buildingNumber, after.floors);
      if (blocking) throw conflict(RENT_MESSAGES.levelStillHasRooms(floorLabel(blocking.level)));
    }
    const entry = auditOp(audit, {
      kind: 'building',
      recordId: String(building.buildingNumber),
      recordLabel: buildingLabel(after),
      changes,
    });
    try {
      await updateBuilding(building, after, input.version, entry);
      return;
    } catch (err) {
      // gone (404) or edited since (409), said by the re-read; or a room came or went while floors shrink: check again
      if (!isConditionFailed(err, 'building')) throw err;
    }
  }
  throw conflict(RENT_MESSAGES.busy);
}

/** Delete a building (owner only): only while it has no rooms (409 `This building still has rooms`). */
export async function removeBuilding(audit: AuditContext, buildingNumber: number): Promise<void> {
  const building = await getBuilding(audit.companyId, buildingNumber);
  if (!building) throw notFound(RENT_MESSAGES.buildingNotFound);
  if (building.totalRooms > 0) throw conflict(RENT_MESSAGES.buildingHasRooms);
  const entry = auditOp(audit, {
    kind: 'building',
    recordId: String(buildingNumber),
    recordLabel: buildingLabel(building),
    changes: removed(buildingSnapshot(building)),
  });
  try {
    await deleteBuilding(audit.companyId, buildingNumber, entry);
  } catch (err) {
    if (!isConditionFailed(err, 'building')) throw err;
    throw (await getBuilding(audit.companyId, buildingNumber))
      ? conflict(RENT_MESSAGES.buildingHasRooms)
      : notFound(RENT_MESSAGES.buildingNotFound);
  }
}
