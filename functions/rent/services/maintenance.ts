/**
 * Maintenance requests (AUTOMATION.md "Maintenance (rent)"): add, edit (version, status, assignee), list with filters,
 * a request with its notes, photos and emails, notes and photos. Every change moves the room's and building's figures
 * and writes its audit entry in its own transaction; a new assignee gets an email (sendOnce: never twice).
 */
import { ulid } from 'ulid';
import { changesBetween, created, type Snapshot } from '../../../shared/audit/changes.ts';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { isoDateOf } from '../../../shared/domain/dates.ts';
import { fromCents, toCents } from '../../../shared/domain/money.ts';
import { MAINTENANCE_MESSAGES as M, MAX_MAINTENANCE_PHOTOS, isPastDue } from '../../../shared/rent/maintenance.ts';
import type {
  AddMaintenanceInput,
  MaintenanceAssignee,
  MaintenanceDetails,
  MaintenanceListQuery,
  MaintenanceNoteInput,
  MaintenancePhoto,
  MaintenancePhotoInput,
  MaintenanceRow,
  UpdateMaintenanceInput,
} from '../../../shared/rent/maintenance-schemas.ts';
import * as RENT_MESSAGES from '../../../shared/rent/messages.ts';
import { getCompany, getUser, listAccountsOfCompany } from '../../account/data/accounts.ts';
import { powersOf, type UserRecord } from '../../account/records.ts';
import { can } from '../../../shared/account/permissions.ts';
import { acrossTheCompany, buildingInScope, currentScope } from '../../lib/scope.ts';
import { auditOp, type AuditContext } from '../../lib/audit.ts';
import { isConditionFailed, mapConditionFailed } from '../../lib/dynamo/transact.ts';
import { sendOnce } from '../../lib/email/send-once.ts';
import { maintenanceAssignedEmail } from '../../lib/email/templates/maintenance-assigned.ts';
import { maintenancePortalRequestEmail } from '../../lib/email/templates/maintenance-portal-request.ts';
import { maintenanceStatusEmail } from '../../lib/email/templates/maintenance-status.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { forgetImageObject, imageBytesOf, imageObjectKey, putImageObject, signedImageUrl } from '../../lib/images.ts';
import { log, serializeError } from '../../lib/logger.ts';
import {
  addMaintenanceNote,
  addMaintenancePhoto,
  createMaintenanceRequest,
  getMaintenanceRequest,
  lastAssigneeOfRoom,
  listMaintenanceEmails,
  listMaintenanceNotes,
  listMaintenanceRequests,
  updateMaintenanceRequest,
} from '../data/maintenance.ts';
import { getRoom } from '../data/rooms.ts';
import { getTenant } from '../data/tenants.ts';
import { maintenanceIdOf, parseMaintenanceId, parseRoomId, roomIdShape, type MaintenanceRef } from '../ids.ts';
import * as rentKeys from '../keys.ts';
import type { MaintenancePhotoRecord, MaintenanceRecord, RoomRecord } from '../records.ts';

const placeOf = (r: Pick<MaintenanceRecord, 'roomNumber' | 'buildingNumber'>) => `Room ${r.roomNumber} · Building ${r.buildingNumber}`;
/** What a person recognises the request by in the audit trail: `Leaking tap · Room 101 · Building 7`. */
export const maintenanceLabel = (r: MaintenanceRecord) => `${r.title} · ${placeOf(r)}`;

/** The request's fields as the API names them (money in dollars), for its audit entries. */
export const snapshot = (r: MaintenanceRecord): Snapshot => ({
  room_id: r.roomId,
  title: r.title,
  description: r.description,
  priority: r.priority,
  status: r.status,
  due_date: r.dueDate,
  assigneeId: r.assigneeId,
  assignee: r.assigneeName,
  cost: r.costCents === null ? null : fromCents(r.costCents),
  // portal requests only (null is left out of an entry)
  source: r.source ?? null,
  tenant: r.tenantName ?? null,
  photos: r.source && r.photos.length ? r.photos.length : null,
});

/** A new request in its room (add, the demo seed): the room's place copied in, version 0, no photos yet. */
export function newMaintenanceRecord(
  room: Pick<RoomRecord, 'companyId' | 'roomId' | 'roomUlid' | 'buildingNumber' | 'level' | 'roomNumber' | 'buildingName'>,
  f: Pick<
    MaintenanceRecord,
    'requestUlid' | 'title' | 'description' | 'priority' | 'status' | 'reportedAt' | 'dueDate' | 'costCents' | 'assignments' | 'closedAt'
  > & {
    assignee: { userId: string; name: string; email: string } | null;
  },
): MaintenanceRecord {
  const { assignee, ...fields } = f;
  return {
    companyId: room.companyId,
    requestId: maintenanceIdOf(room.roomId, f.requestUlid),
    roomId: room.roomId,
    roomUlid: room.roomUlid,
    buildingNumber: room.buildingNumber,
    level: room.level,
    roomNumber: room.roomNumber,
    buildingName: room.buildingName,
    ...fields,
    assigneeId: assignee?.userId ?? null,
    assigneeName: assignee?.name ?? null,
    assigneeEmail: assignee?.email ?? null,
    photos: [],
    updatedAt: f.reportedAt,
    version: 0,
  };
}

export function maintenanceRow(r: MaintenanceRecord, today: string): MaintenanceRow {
  return {
    id: r.requestId,
    room_id: r.roomId,
    room_number: r.roomNumber,
    building_id: r.buildingNumber,
    building_name: r.buildingName,
    level: r.level,
    title: r.title,
    description: r.description,
    priority: r.priority,
    status: r.status,
    reported_at: r.reportedAt,
    due_date: r.dueDate,
    assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '', email: r.assigneeEmail ?? '' } : null,
    cost: r.costCents === null ? null : fromCents(r.costCents),
    photos_count: r.photos.length,
    source: r.source === 'portal' ? 'portal' : 'staff',
    tenant: r.tenantId ? { id: r.tenantId, name: r.tenantName ?? '' } : null,
    past_due: isPastDue({ status: r.status, due_date: r.dueDate }, today),
    version: r.version,
  };
}

/** May this account work on requests of this building (ROLES.md: assignment lists only accounts that can see it)? */
function worksIn(user: UserRecord, buildingNumber: number): boolean {
  const powers = powersOf(user);
  if (!can(powers, 'rent.maintenance.write')) return false;
  return powers.buildings === 'all' || powers.buildings.includes(buildingNumber);
}

/** An account of the caller's company that can work in the building (404 otherwise: not one we know for it). */
async function assigneeOf(companyId: string, accountId: string, buildingNumber: number): Promise<MaintenanceAssignee> {
  const user = await getUser(companyId, accountId);
  if (!user || !worksIn(user, buildingNumber)) throw notFound(M.assigneeNotFound);
  return { id: user.userId, name: user.name, email: user.email };
}

/**
 * The accounts a request may be assigned to, oldest first: those that can work in the building, or (no building) in one
 * of the buildings the caller sees. A building outside the caller's scope has none (as another company's).
 */
export async function maintenanceAssignees(companyId: string, building?: number): Promise<MaintenanceAssignee[]> {
  if (building !== undefined && !buildingInScope(building)) return [];
  const { buildings } = currentScope();
  const users = await listAccountsOfCompany(companyId);
  return users
    .filter((u) => {
      if (building !== undefined) return worksIn(u, building);
      if (buildings === 'all') return can(powersOf(u), 'rent.maintenance.write');
      return buildings.some((n) => worksIn(u, n));
    })
    .map((u) => ({ id: u.userId, name: u.name, email: u.email }));
}

async function requestOf(companyId: string, id: string): Promise<{ ref: MaintenanceRef; request: MaintenanceRecord }> {
  const ref = parseMaintenanceId(id);
  const request = ref ? await getMaintenanceRequest(companyId, ref) : null;
  if (!ref || !request) throw notFound(M.notFound);
  return { ref, request };
}

/** Later than the record's last write, so the audit trail and the record agree on order. */
const nextInstant = (now: Date, after: string) => {
  const at = now.toISOString();
  return at > after ? at : new Date(Date.parse(after) + 1).toISOString();
};

/**
 * A request opened by the room's tenant in the portal (PORTAL.md): who and on which rent, the ULID its photos were
 * stored under (`companies/<cid>/maintenance/<requestUlid>/`, where staff photos live) and those photos.
 */
export interface PortalOrigin {
  tenantId: string;
  tenantName: string;
  rentId: string;
  requestUlid: string;
  photos: MaintenancePhotoRecord[];
}

/**
 * Who a request from the portal goes to (AUTOMATION.md assigns only by hand; PORTAL.md has it reach "the assignee"):
 * whoever handled the room's latest assigned request, when that account can still work in the building, else the
 * owner, who can work everywhere and assign it on. So a portal request always has someone who is emailed.
 */
async function defaultAssignee(companyId: string, room: { buildingNumber: number; roomUlid: string }): Promise<MaintenanceAssignee | null> {
  const last = await lastAssigneeOfRoom(companyId, room);
  if (last) {
    const user = await getUser(companyId, last);
    if (user && worksIn(user, room.buildingNumber)) return { id: user.userId, name: user.name, email: user.email };
  }
  const company = await getCompany(companyId);
  const owner = company ? await getUser(companyId, company.ownerUserId) : null;
  return owner ? { id: owner.userId, name: owner.name, email: owner.email } : null;
}

/**
 * Opens a request: the staff's Add request, and the portal's (`portal`: the tenant's origin and photos, source `portal`,
 * assigned by defaultAssignee, who is emailed what the tenant asked). One way of creating a request, one transaction.
 */
export async function addMaintenance(
  audit: AuditContext,
  input: AddMaintenanceInput,
  now = new Date(),
  portal?: PortalOrigin,
): Promise<{ id: string }> {
  const { companyId } = audit;
  const roomRef = parseRoomId(input.room_id);
  const [room, assignee] = await Promise.all([
    roomRef ? getRoom(companyId, roomRef) : null,
    input.assigneeId && roomRef
      ? assigneeOf(companyId, input.assigneeId, roomRef.buildingNumber)
      : portal && roomRef
        ? defaultAssignee(companyId, roomRef)
        : null,
  ]);
  if (!roomRef || !room) throw notFound(RENT_MESSAGES.roomNotFound);
  const request = newMaintenanceRecord(room, {
    requestUlid: portal?.requestUlid ?? ulid(now.getTime()),
    title: input.title,
    description: input.description,
    priority: input.priority,
    status: 'Open',
    reportedAt: now.toISOString(),
    dueDate: input.due_date ?? null,
    assignee: assignee ? { userId: assignee.id, name: assignee.name, email: assignee.email } : null,
    costCents: input.cost === undefined ? null : toCents(input.cost),
    assignments: assignee ? 1 : 0,
    closedAt: null,
  });
  if (portal) {
    Object.assign(request, {
      source: 'portal',
      tenantId: portal.tenantId,
      tenantName: portal.tenantName,
      rentId: portal.rentId,
      photos: portal.photos,
    } satisfies Partial<MaintenanceRecord>);
  }
  const entry = { kind: 'maintenance', recordId: request.requestId, recordLabel: maintenanceLabel(request) } as const;
  try {
    await createMaintenanceRequest(request, auditOp(audit, { ...entry, changes: created(snapshot(request)) }, now));
  } catch (err) {
    throw mapConditionFailed(err, { room: notFound(RENT_MESSAGES.roomNotFound), building: notFound(RENT_MESSAGES.roomNotFound) });
  }
  if (portal) await emailAssigneeOfPortalRequest(request, now);
  else if (assignee) await emailAssignee(audit, request, now);
  return { id: request.requestId };
}

export async function editMaintenance(audit: AuditContext, input: UpdateMaintenanceInput, now = new Date()): Promise<void> {
  const { companyId } = audit;
  const { request: before } = await requestOf(companyId, input.id);
  if (input.version !== before.version) throw conflict(CORRECTION_MESSAGES.staleVersion);
  let assignee: MaintenanceAssignee | null | undefined;
  if (input.assigneeId === null) assignee = null;
  else if (input.assigneeId !== undefined && input.assigneeId !== before.assigneeId)
    assignee = await assigneeOf(companyId, input.assigneeId, before.buildingNumber);
  const status = input.status ?? before.status;
  const after: MaintenanceRecord = {
    ...before,
    title: input.title ?? before.title,
    description: input.description ?? before.description,
    priority: input.priority ?? before.priority,
    status,
    dueDate: input.due_date === undefined ? before.dueDate : input.due_date,
    costCents: input.cost === undefined ? before.costCents : input.cost === null ? null : toCents(input.cost),
    ...(assignee === undefined
      ? {}
      : { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null, assigneeEmail: assignee?.email ?? null }),
    closedAt: status === 'Done' ? (before.status === 'Done' ? before.closedAt : now.toISOString()) : null,
  };
  const changes = changesBetween(snapshot(before), snapshot(after));
  if (changes.length === 0) throw badRequest(CORRECTION_MESSAGES.noChanges);
  const newAssignee = after.assigneeId !== null && after.assigneeId !== before.assigneeId;
  after.assignments = before.assignments + (newAssignee ? 1 : 0);
  after.version = before.version + 1;
  after.updatedAt = nextInstant(now, before.updatedAt);
  const entry = { kind: 'maintenance', recordId: before.requestId, recordLabel: maintenanceLabel(after), changes } as const;
  try {
    await updateMaintenanceRequest(before, after, auditOp(audit, entry, now));
  } catch (err) {
    throw mapConditionFailed(err, { request: conflict(CORRECTION_MESSAGES.staleVersion), room: notFound(RENT_MESSAGES.roomNotFound) });
  }
  if (newAssignee) await emailAssignee(audit, after, now);
  if (after.status !== before.status && after.tenantId) await emailTenantOfStatus(after, now);
}

const companyName = async (companyId: string) => (await getCompany(companyId))?.name ?? 'Your landlord';

/**
 * A portal request reaches its assignee with what the tenant asked (`MEMAIL#<request>#NEW`, once; the assignment's own
 * email would say less). Logged, never thrown: the request is saved whatever happens to the email (as emailAssignee).
 */
async function emailAssigneeOfPortalRequest(request: MaintenanceRecord, now: Date): Promise<void> {
  if (!request.assigneeEmail) return;
  try {
    const company = await getCompany(request.companyId);
    if (!company) return;
    await sendOnce({
      key: rentKeys.maintenancePortalEmail(request.companyId, request.buildingNumber, request.requestUlid, 'NEW'),
      kind: 'maintenance-portal-request',
      attributes: { requestId: request.requestId },
      message: maintenancePortalRequestEmail({
        to: request.assigneeEmail,
        assigneeName: request.assigneeName ?? request.assigneeEmail,
        companyName: company.name,
        tenantName: request.tenantName ?? 'A tenant',
        requestId: request.requestId,
        title: request.title,
        description: request.description,
        place: `${placeOf(request)} (${request.buildingName})`,
        photos: request.photos.length,
      }),
      now,
    });
  } catch (err) {
    log('warn', 'portal maintenance request email not sent', { requestId: request.requestId, error: serializeError(err) });
  }
}

/**
 * The tenant who opened the request in the portal hears of each status change, once per change
 * (`MEMAIL#<request>#S<version>`): at the email the tenant has now. Logged, never thrown.
 */
async function emailTenantOfStatus(request: MaintenanceRecord, now: Date): Promise<void> {
  try {
    // the tenant's current email, whichever buildings the account that changed the status sees
    const tenant = await acrossTheCompany(() => getTenant(request.companyId, request.tenantId!));
    if (!tenant?.email) return;
    await sendOnce({
      key: rentKeys.maintenancePortalEmail(
        request.companyId,
        request.buildingNumber,
        request.requestUlid,
        `S${String(request.version).padStart(4, '0')}`,
      ),
      kind: 'maintenance-status',
      attributes: { requestId: request.requestId, status: request.status },
      message: maintenanceStatusEmail({
        to: tenant.email,
        tenantName: tenant.name,
        companyName: await companyName(request.companyId),
        title: request.title,
        status: request.status,
        place: `Room ${request.roomNumber}, ${request.buildingName}`,
      }),
      now,
    });
  } catch (err) {
    log('warn', 'maintenance status email not sent', { requestId: request.requestId, error: serializeError(err) });
  }
}

/**
 * Emails the request's current assignee once per assignment (`MEMAIL#<request>#<n>`, claimed before the send). The
 * request is saved whatever happens to the email: a refused or failed send is logged and recorded on its claim
 * (shown with the request), not turned into an error for the change that was made.
 */
async function emailAssignee(audit: AuditContext, request: MaintenanceRecord, now: Date): Promise<void> {
  if (!request.assigneeEmail) return;
  try {
    const company = await getCompany(request.companyId);
    const message = maintenanceAssignedEmail({
      to: request.assigneeEmail,
      assigneeName: request.assigneeName ?? request.assigneeEmail,
      companyName: company?.name ?? 'Your landlord',
      assignedBy: audit.actor.name,
      requestId: request.requestId,
      title: request.title,
      description: request.description,
      priority: request.priority,
      status: request.status,
      place: `${placeOf(request)} (${request.buildingName})`,
      dueDate: request.dueDate,
      cost: request.costCents === null ? null : fromCents(request.costCents),
    });
    await sendOnce({
      key: rentKeys.maintenanceAssignedEmail(request.companyId, request.buildingNumber, request.requestUlid, request.assignments),
      kind: 'maintenance-assigned',
      attributes: { requestId: request.requestId, assigneeId: request.assigneeId },
      message,
      now,
    });
  } catch (err) {
    log('warn', 'maintenance assignment email not sent', { requestId: request.requestId, error: serializeError(err) });
  }
}

export async function maintenanceList(
  companyId: string,
  query: MaintenanceListQuery,
  now = new Date(),
): Promise<{ rows: MaintenanceRow[]; nextCursor: string | null }> {
  let room: { buildingNumber: number; roomUlid: string } | undefined;
  if (query.room_id) {
    if (!roomIdShape(query.room_id)) throw notFound(RENT_MESSAGES.roomNotFound);
    const ref = parseRoomId(query.room_id);
    // a room outside the account's scope has no requests it may see (as another company's room)
    if (!ref) return { rows: [], nextCursor: null };
    room = { buildingNumber: ref.buildingNumber, roomUlid: ref.roomUlid };
  }
  const found = await listMaintenanceRequests(
    companyId,
    { status: query.status, priority: query.priority, building: query.building, assignee: query.assignee, room },
    { limit: query.limit, cursor: query.cursor },
  );
  const today = isoDateOf(now);
  return { rows: found.items.map((r) => maintenanceRow(r, today)), nextCursor: found.nextCursor };
}

export async function maintenanceDetails(companyId: string, id: string, now = new Date()): Promise<MaintenanceDetails> {
  const { ref, request } = await requestOf(companyId, id);
  const [notes, emails, photos] = await Promise.all([
    listMaintenanceNotes(companyId, ref),
    listMaintenanceEmails(companyId, ref),
    Promise.all(request.photos.map(async (p): Promise<MaintenancePhoto> => ({ id: p.id, url: await signedImageUrl(p.key, 'photo', now) }))),
  ]);
  return {
    ...maintenanceRow(request, isoDateOf(now)),
    closed_at: request.closedAt,
    notes: notes.map((n) => ({ id: n.noteId, text: n.text, at: n.at, author: n.author, public: n.public === true })),
    photos,
    emails: emails.map((e) => ({
      to: String(e.to ?? ''),
      subject: String(e.subject ?? ''),
      status: String(e.status ?? ''),
      sent_at: typeof e.sentAt === 'string' ? e.sentAt : null,
      message_id: typeof e.messageId === 'string' ? e.messageId : null,
    })),
  };
}

export async function addNote(audit: AuditContext, input: MaintenanceNoteInput, now = new Date()): Promise<void> {
  const { request } = await requestOf(audit.companyId, input.id);
  const noteId = ulid(now.getTime());
  const note = {
    companyId: audit.companyId,
    buildingNumber: request.buildingNumber,
    requestUlid: request.requestUlid,
    noteId,
    text: input.text,
    at: now.toISOString(),
    author: audit.actor.name,
    ...(input.public ? { public: true } : {}),
  };
  const entry = {
    kind: 'maintenance',
    recordId: request.requestId,
    recordLabel: maintenanceLabel(request),
    changes: [
      { field: 'note', before: null, after: input.text },
      ...(input.public ? [{ field: 'note_visible_to_tenant', before: null, after: true }] : []),
    ],
  } as const;
  try {
    await addMaintenanceNote(request, note, auditOp(audit, entry, now));
  } catch (err) {
    throw mapConditionFailed(err, { request: notFound(M.notFound) });
  }
}

/**
 * Adds a photo (the schema checked type, size and signature; at most MAX_MAINTENANCE_PHOTOS): stored under the
 * company's prefix in the private bucket, then listed on the request; a write that fails removes the object again.
 */
export async function addPhoto(audit: AuditContext, input: MaintenancePhotoInput, now = new Date()): Promise<MaintenancePhoto> {
  const { companyId } = audit;
  const { ref, request } = await requestOf(companyId, input.id);
  if (request.photos.length >= MAX_MAINTENANCE_PHOTOS) throw badRequest(M.tooManyPhotos);
  const image = imageBytesOf(input);
  const key = imageObjectKey(companyId, 'maintenance', request.requestUlid, image.type, now);
  await putImageObject(key, image, now);
  const photo = { id: ulid(now.getTime()), key, at: now.toISOString() };
  const entry = {
    kind: 'maintenance',
    recordId: request.requestId,
    recordLabel: maintenanceLabel(request),
    changes: [{ field: 'photo', before: null, after: key.slice(key.lastIndexOf('/') + 1) }],
  } as const;
  try {
    await addMaintenancePhoto(request, photo, MAX_MAINTENANCE_PHOTOS, nextInstant(now, request.updatedAt), auditOp(audit, entry, now));
  } catch (err) {
    await forgetImageObject(key);
    if (!isConditionFailed(err, 'request')) throw err;
    const current = await getMaintenanceRequest(companyId, ref);
    if (!current) throw notFound(M.notFound);
    if (current.photos.length >= MAX_MAINTENANCE_PHOTOS) throw badRequest(M.tooManyPhotos);
    throw conflict(CORRECTION_MESSAGES.staleVersion);
  }
  return { id: photo.id, url: await signedImageUrl(key, 'photo', now) };
}
