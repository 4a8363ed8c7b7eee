/** Maintenance requests, their notes and photos, and the figures they move (access patterns: ../README.md). */
import { maintenanceMove } from '../../../shared/insights/rent-contribution.ts';
import { monthOf } from '../../../shared/insights/months.ts';
import { openRequestsFigure } from '../../../shared/insights/rent-figures.ts';
import { costYearOf, isOpenStatus, maintenanceFigureDeltas, type MaintenanceStatus } from '../../../shared/rent/maintenance.ts';
import { getItem } from '../../lib/dynamo/item.ts';
import { beginsWith, between, queryPage, type KeyQuery } from '../../lib/dynamo/query.ts';
import { transact, type TransactOp } from '../../lib/dynamo/transact.ts';
import { inBuildingScope, type MaintenanceRef } from '../ids.ts';
import { buildingInScope } from '../../lib/scope.ts';
import * as portalKeys from '../../portal/keys.ts';
import * as rentKeys from '../keys.ts';
import { dayOf, insightOps } from './insights.ts';
import {
  maintenanceCostAttribute,
  maintenanceFromItem,
  maintenanceNoteFromItem,
  maintenanceNoteToItem,
  maintenanceToItem,
  type MaintenanceNoteRecord,
  type MaintenancePhotoRecord,
  type MaintenanceRecord,
} from '../records.ts';

/** At most this many notes are listed with a request (oldest first). */
export const MAX_NOTES_LISTED = 200;

/**
 * The room's and the building's figures moved by a change of a request: the open count on both (room cards, building
 * overview), every request ever added on the room (`maintRequests`: a room with requests cannot be deleted) and the
 * cost of the request's year on the building. Condition labels `room`, `building` (gone).
 */
function figureOps(before: Pick<MaintenanceRecord, 'status' | 'costCents' | 'priority'> | null, after: MaintenanceRecord): TransactOp[] {
  const delta = maintenanceFigureDeltas(before ? { status: before.status, costCents: before.costCents ?? 0 } : null, {
    status: after.status,
    costCents: after.costCents ?? 0,
  });
  const ops: TransactOp[] = [];
  const roomAdds: string[] = [];
  const roomValues: Record<string, number> = {};
  if (delta.open !== 0) {
    roomAdds.push('maintOpen :open');
    roomValues[':open'] = delta.open;
  }
  if (!before) {
    roomAdds.push('maintRequests :one');
    roomValues[':one'] = 1;
  }
  if (roomAdds.length) {
    ops.push({
      label: 'room',
      Update: {
        Key: rentKeys.room(after.companyId, after.buildingNumber, after.level, after.roomUlid),
        UpdateExpression: `ADD ${roomAdds.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: roomValues,
      },
    });
  }
  const buildingAdds: string[] = [];
  const buildingValues: Record<string, number> = {};
  const names: Record<string, string> = {};
  if (delta.open !== 0) {
    buildingAdds.push('maintOpen :open');
    buildingValues[':open'] = delta.open;
  }
  if (delta.costCents !== 0) {
    buildingAdds.push('#cost :cost');
    buildingValues[':cost'] = delta.costCents;
    names['#cost'] = maintenanceCostAttribute(costYearOf(after.reportedAt));
  }
  if (buildingAdds.length) {
    ops.push({
      label: 'building',
      Update: {
        Key: rentKeys.building(after.companyId, after.buildingNumber),
        UpdateExpression: `ADD ${buildingAdds.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: buildingValues,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      },
    });
  }
  // the monthly figure by the request's month, as the year's cost is kept by its year (a cost change moves the difference)
  ops.push(...insightOps(after.companyId, maintenanceMove(after.buildingNumber, dayOf(after.reportedAt), delta.costCents)));
  // open requests by priority, kept as a level by the month each was reported (Insights: open requests by age)
  const open: Record<string, number> = {};
  if (before && isOpenStatus(before.status)) open[openRequestsFigure(before.priority)] = -1;
  if (isOpenStatus(after.status)) open[openRequestsFigure(after.priority)] = (open[openRequestsFigure(after.priority)] ?? 0) + 1;
  ops.push(
    ...insightOps(after.companyId, [{ kind: 'B', subject: String(after.buildingNumber), month: monthOf(after.reportedAt), level: open }]),
  );
  return ops;
}

/**
 * Adds a request with the room's and building's figures and its audit entry; one opened in the portal also gets its
 * pointer in the tenant's list (portal keys.tenantRequest). Labels: `request`, `room`, `building`.
 */
export async function createMaintenanceRequest(request: MaintenanceRecord, audit: TransactOp): Promise<void> {
  await transact([
    { label: 'request', Put: { Item: maintenanceToItem(request), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(request.tenantId
      ? [
          {
            label: 'request',
            Put: {
              Item: {
                ...portalKeys.tenantRequest(request.companyId, request.tenantId, request.requestUlid),
                buildingNumber: request.buildingNumber,
                roomUlid: request.roomUlid,
                requestUlid: request.requestUlid,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]
      : []),
    ...figureOps(null, request),
    audit,
  ]);
}

/**
 * Replaces a request with its edited state, on the version read (`request`: changed or gone meanwhile), moving the
 * room's and building's figures by the difference, with its audit entry.
 */
export async function updateMaintenanceRequest(before: MaintenanceRecord, after: MaintenanceRecord, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'request',
      Put: {
        Item: maintenanceToItem(after),
        ConditionExpression: 'attribute_exists(pk) AND #version = :read',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':read': before.version },
      },
    },
    ...figureOps(before, after),
    audit,
  ]);
}

export async function getMaintenanceRequest(companyId: string, ref: MaintenanceRef): Promise<MaintenanceRecord | null> {
  const item = await getItem(rentKeys.maintenanceRequest(companyId, ref.buildingNumber, ref.roomUlid, ref.requestUlid), {
    consistent: true,
  });
  return item ? maintenanceFromItem(item) : null;
}

export interface MaintenanceFilters {
  status?: MaintenanceStatus;
  priority?: string;
  building?: number;
  assignee?: string;
  room?: { buildingNumber: number; roomUlid: string };
}

/** A filtered page reads at most about this many requests: past it, the page is short and its cursor reads on. */
export const MAX_READ_PER_PAGE = 1_000;

/**
 * One page of requests. The narrowest key decides the read: a room (its requests in its building's partition, newest
 * first), a building (the key range of every request in that building's partition: by unit, newest unit first, and
 * newest first within each unit), a status (gsi3, newest first), else every request (gsi1, newest first). The other
 * filters drop rows after the read: queryPage reads on until the page is full or MAX_READ_PER_PAGE requests were read
 * (then the page is short and its cursor reads on), so one call never reads a whole history for a rare value.
 */
export async function listMaintenanceRequests(
  companyId: string,
  filters: MaintenanceFilters,
  page: { limit: number; cursor?: string | null },
): Promise<{ items: MaintenanceRecord[]; nextCursor: string | null }> {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let query: KeyQuery;
  if (filters.room) {
    query = {
      partition: rentKeys.buildingPartition(companyId, filters.room.buildingNumber),
      sort: beginsWith(rentKeys.maintenanceOfRoomPrefix(filters.room.roomUlid)),
      descending: true,
    };
  } else if (filters.building !== undefined) {
    query = {
      partition: rentKeys.buildingPartition(companyId, filters.building),
      sort: beginsWith(rentKeys.maintenanceOfBuildingPrefix),
      descending: true,
    };
  } else if (filters.status) {
    query = { index: 'gsi3', partition: rentKeys.maintenanceOfStatusPk(companyId, filters.status), descending: true };
  } else {
    query = { index: 'gsi1', partition: rentKeys.maintenancePk(companyId), descending: true };
  }
  if (filters.status && (filters.room || filters.building !== undefined)) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filters.status;
  }
  if (filters.priority) {
    conditions.push('priority = :priority');
    values[':priority'] = filters.priority;
  }
  if (filters.assignee) {
    conditions.push('assigneeId = :assignee');
    values[':assignee'] = filters.assignee;
  }
  const filter = conditions.length
    ? { expression: conditions.join(' AND '), values, ...(Object.keys(names).length ? { names } : {}) }
    : undefined;
  // a building outside the account's scope has no requests it may see (ROLES.md: as another company's)
  if (filters.building !== undefined && !buildingInScope(filters.building)) return { items: [], nextCursor: null };
  const found = await queryPage({ ...query, ...(filter ? { filter } : {}), ...page, maxRead: MAX_READ_PER_PAGE });
  return { items: inBuildingScope(found.items, 'requestId').map(maintenanceFromItem), nextCursor: found.nextCursor };
}

/**
 * Who handled the room's latest assigned request: the newest of its last 20 requests that has an assignee (one Query
 * of the room's requests in its building's partition, newest first); null when none has.
 */
export async function lastAssigneeOfRoom(companyId: string, room: { buildingNumber: number; roomUlid: string }): Promise<string | null> {
  const found = await queryPage({
    partition: rentKeys.buildingPartition(companyId, room.buildingNumber),
    sort: beginsWith(rentKeys.maintenanceOfRoomPrefix(room.roomUlid)),
    descending: true,
    filter: { expression: 'attribute_type(assigneeId, :string)', values: { ':string': 'S' } },
    projection: 'assigneeId',
    limit: 1,
    maxRead: 20,
  });
  return (found.items[0]?.assigneeId as string | undefined) ?? null;
}

/** A request's notes, oldest first (at most MAX_NOTES_LISTED); `publicOnly`: those visible to the tenant (the portal). */
export async function listMaintenanceNotes(
  companyId: string,
  ref: Pick<MaintenanceRef, 'buildingNumber' | 'requestUlid'>,
  options: { publicOnly?: boolean } = {},
): Promise<MaintenanceNoteRecord[]> {
  const found = await queryPage({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.maintenanceNotesPrefix(ref.requestUlid)),
    consistent: true,
    limit: MAX_NOTES_LISTED,
    ...(options.publicOnly ? { filter: { expression: '#public = :yes', names: { '#public': 'public' }, values: { ':yes': true } } } : {}),
    // a filtered read stops after as many notes as an unfiltered one would list
    ...(options.publicOnly ? { maxRead: MAX_NOTES_LISTED } : {}),
  });
  return found.items.map(maintenanceNoteFromItem);
}

/** Adds a note to a request that exists (`request`: gone), with its audit entry. */
export async function addMaintenanceNote(request: MaintenanceRecord, note: MaintenanceNoteRecord, audit: TransactOp): Promise<void> {
  await transact([
    {
      label: 'request',
      ConditionCheck: {
        Key: rentKeys.maintenanceRequest(request.companyId, request.buildingNumber, request.roomUlid, request.requestUlid),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    { label: 'note', Put: { Item: maintenanceNoteToItem(note), ConditionExpression: 'attribute_not_exists(pk)' } },
    audit,
  ]);
}

/**
 * Adds a photo to a request holding fewer than `max` (`request`: gone, or full meanwhile). The version goes up, so an
 * edit made from a read before the photo re-reads instead of putting the request back without it.
 */
export async function addMaintenancePhoto(
  request: MaintenanceRecord,
  photo: MaintenancePhotoRecord,
  max: number,
  updatedAt: string,
  audit: TransactOp,
): Promise<void> {
  await transact([
    {
      label: 'request',
      Update: {
        Key: rentKeys.maintenanceRequest(request.companyId, request.buildingNumber, request.roomUlid, request.requestUlid),
        UpdateExpression: 'SET photos = list_append(if_not_exists(photos, :empty), :photo), updatedAt = :at, #version = :next',
        ConditionExpression: 'attribute_exists(pk) AND #version = :read AND (attribute_not_exists(photos) OR size(photos) < :max)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':empty': [],
          ':photo': [photo],
          ':at': updatedAt,
          ':read': request.version,
          ':next': request.version + 1,
          ':max': max,
        },
      },
    },
    audit,
  ]);
}

/** The digest's Urgent open requests, earliest due first (gsi2 `U#…`), at most `limit`. */
export async function listUrgentOpenRequests(companyId: string, limit: number): Promise<MaintenanceRecord[]> {
  const found = await queryPage({
    index: 'gsi2',
    partition: rentKeys.openMaintenancePk(companyId),
    sort: beginsWith(rentKeys.OPEN_URGENT),
    limit,
  });
  return found.items.map(maintenanceFromItem);
}

/** The digest's other open requests due before `today`, earliest due first (gsi2 `N#` up to yesterday), at most `limit`. */
export async function listPastDueRequests(companyId: string, today: string, limit: number): Promise<MaintenanceRecord[]> {
  const found = await queryPage({
    index: 'gsi2',
    partition: rentKeys.openMaintenancePk(companyId),
    sort: between(rentKeys.OPEN_OTHER, `${rentKeys.OPEN_OTHER}${today}`),
    limit,
  });
  return found.items.map(maintenanceFromItem);
}

/** The emails sent about a request (sendOnce's records, `MEMAIL#<request>#<n>`), in the order of the assignments. */
export async function listMaintenanceEmails(companyId: string, ref: MaintenanceRef): Promise<Record<string, unknown>[]> {
  const found = await queryPage({
    partition: rentKeys.buildingPartition(companyId, ref.buildingNumber),
    sort: beginsWith(rentKeys.maintenanceEmailsPrefix(ref.requestUlid)),
    limit: MAX_NOTES_LISTED,
  });
  return found.items;
}
