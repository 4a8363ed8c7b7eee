/**
 * Rooms (IMPORT.md "Kinds": building number, level, room number; buildings must exist): the Add Room call's schema,
 * messages, rules (the building exists, the level is one of its floors, the number is free on that level), record,
 * number claim, building count and audit entry; undo is Delete Room.
 *
 * A room's key needs its building and level besides its ULID, and the core names a created record by its ULID
 * alone: each imported room also gets a pointer `IMPORTED#ROOM#<ulid>` in the company partition (room id inside),
 * written in the room's own transaction, which `key` names and undo reads.
 */
import { REQUIRED_FIELDS } from '../../../shared/import/fields.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { addRoomSchema, type AddRoomInput } from '../../../shared/rent/schemas.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { deleteItem, type TransactOp } from '../../lib/dynamo/transact.ts';
import { HttpError } from '../../lib/errors.ts';
import { listBuildings } from '../../rent/data/buildings.ts';
import { createRoomOps, listRoomsOfBuilding } from '../../rent/data/rooms.ts';
import { normalizeRoomNumber } from '../../rent/ids.ts';
import { floorLabelsText, levelOfFloorLabel } from '../../../shared/rent/floors.ts';
import { newRoomRecord, removeRoom, roomCreatedAuditOp } from '../../rent/services/rooms.ts';
import { checkWith } from '../check-row.ts';
import type { ImportKindModule } from '../kind.ts';
import { importedRoom, roomsBasics } from './basics.ts';

export interface RoomRow {
  input: AddRoomInput;
  /** The room's copy of its building's name, as Add Room stores it. */
  buildingName: string;
}

export interface RoomsContext {
  /** The company's buildings by number. */
  buildings: Map<number, { name: string; floors: number }>;
  /** The buildings whose rooms are in `taken` (read by `lookup`, once each). */
  read: Set<number>;
  /** Room numbers in use: `takenKey(building, level, number)`. */
  taken: Set<string>;
}

const INPUT_OF = { building_number: 'buildingNumber', level: 'levelNumber', room_number: 'roomNumber' };
/** Rooms of this many buildings are read at once. */
const READ_CONCURRENCY = 4;

/** A room number on a level of a building, as its uniqueness claim compares it (trimmed, case-insensitive). */
export const takenKey = (buildingNumber: number, level: number, roomNumber: string) =>
  `${buildingNumber}#${level}#${normalizeRoomNumber(roomNumber)}`;

/**
 * A cell as the whole number the schema takes, or null: an issue on its field, or not a whole number (the schema
 * checks each value only once every required cell is there, so a row with an empty cell is not checked further).
 */
function numberOf(cells: Readonly<Record<string, string>>, field: string, issues: readonly { field: string }[]): number | null {
  const n = Number(cells[field]);
  return issues.some((i) => i.field === field) || !cells[field] || !Number.isSafeInteger(n) || n < 1 ? null : n;
}

export const roomsImport: ImportKindModule<RoomRow, RoomsContext> = {
  ...roomsBasics,
  async load(companyId) {
    const buildings = await listBuildings(companyId);
    return {
      buildings: new Map(buildings.map((b) => [b.buildingNumber, { name: b.name, floors: b.floors }])),
      read: new Set(),
      taken: new Set(),
    };
  },
  /** The rooms of the buildings these rows name, each building once (one Query over its partition's rooms). */
  async lookup(companyId, rows, context) {
    const named = new Set<number>();
    for (const r of rows) {
      const n = Number((r.building_number ?? '').trim());
      if (context.buildings.has(n) && !context.read.has(n)) named.add(n);
    }
    await mapLimit([...named], READ_CONCURRENCY, async (n) => {
      for (const room of await listRoomsOfBuilding(companyId, n)) context.taken.add(takenKey(n, room.level, room.roomNumber));
      context.read.add(n);
    });
  },
  check(cells, context) {
    // the file names the floor by its label (G, 1, 2…), Add Room by its stored level (1, 2, 3…)
    const stored = cells.level ? levelOfFloorLabel(cells.level) : null;
    const input = { ...cells, level: stored === null ? (cells.level ?? '') : String(stored) };
    const { value, issues } = checkWith(addRoomSchema, input, INPUT_OF, {
      fields: REQUIRED_FIELDS.rooms,
      message: RENT_MESSAGES.fillInAllFields,
    });
    // Add Room's own checks, in its order: the building, the level on it, the number free on the level
    const buildingNumber = numberOf(input, 'building_number', issues);
    const building = buildingNumber === null ? undefined : context.buildings.get(buildingNumber);
    if (buildingNumber !== null && !building) issues.push({ field: 'building_number', message: RENT_MESSAGES.buildingNotFound });
    if (cells.level && stored === null) {
      const at = issues.findIndex((i) => i.field === 'level');
      if (at >= 0) issues.splice(at, 1);
    }
    const level = numberOf(input, 'level', issues);
    if (cells.level && (stored === null || (building && level !== null && level > building.floors)))
      issues.push({
        field: 'level',
        message: building ? RENT_MESSAGES.floorLabelOutOfRange(floorLabelsText(building.floors)) : RENT_MESSAGES.floorLabelInvalid,
      });
    if (!value || issues.length) return { issues };
    if (context.taken.has(takenKey(value.buildingNumber, value.levelNumber, value.roomNumber))) {
      return { issues: [{ field: 'room_number', message: RENT_MESSAGES.roomExists }] };
    }
    return { value: { input: value, buildingName: building!.name }, issues };
  },
  uniques: (v) => ({ room_number: takenKey(v.input.buildingNumber, v.input.levelNumber, v.input.roomNumber) }),
  key: (companyId, recordId) => importedRoom(companyId, recordId),
  conflicts: {
    roomNumber: RENT_MESSAGES.roomExists,
    building: 'The building was deleted, or its floors reduced below this level, after the file was validated',
  },
  async writeOps(audit, row, now) {
    const { input, buildingName } = row.value;
    const room = newRoomRecord(audit.companyId, { buildingNumber: input.buildingNumber, name: buildingName }, input, row.recordId, now);
    const pointer: TransactOp = {
      label: 'imported',
      Put: {
        Item: { ...importedRoom(audit.companyId, room.roomUlid), type: 'IMPORTEDROOM', roomUlid: room.roomUlid, roomId: room.roomId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const ops = createRoomOps(room, roomCreatedAuditOp(audit, room, now)).map((op) =>
      op.label === 'room' ? { ...op, label: 'record' } : op,
    );
    return [...ops, pointer];
  },
  /** Delete Room itself (its guard, its transaction and its audit entry), then the pointer. */
  async remove(audit, recordId) {
    const pointer = await getItem(importedRoom(audit.companyId, recordId), { consistent: true });
    if (!pointer) return 'gone';
    let outcome: 'removed' | 'gone';
    try {
      await removeRoom(audit, String(pointer.roomId));
      outcome = 'removed';
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 409) return 'referenced';
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
      outcome = 'gone';
    }
    await deleteItem('imported', { Key: importedRoom(audit.companyId, recordId) });
    return outcome;
  },
};
