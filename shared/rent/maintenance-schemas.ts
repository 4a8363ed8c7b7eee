/**
 * Maintenance requests (AUTOMATION.md "Maintenance (rent)"): request bodies and queries with their messages, and the
 * response shapes. Money in dollars (2 places), dates `yyyy-mm-dd`, `reported_at` an ISO instant.
 */
import * as z from 'zod/mini';
import { CORRECTION_MESSAGES } from '../audit/types.ts';
import { imageUploadSchema } from '../inventory/images.ts';
import {
  amountField,
  idField,
  isPresent,
  isoDateField,
  pageQueryFields,
  preprocess,
  required,
  requiredObject,
  versionField,
  wholeNumberField,
} from '../schemas/common.ts';
import {
  MAINTENANCE_MESSAGES as M,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  MAX_DESCRIPTION_LENGTH,
  MAX_MAINTENANCE_COST,
  MAX_NOTE_LENGTH,
  MAX_TITLE_LENGTH,
  type MaintenancePriority,
  type MaintenanceSource,
  type MaintenanceStatus,
} from './maintenance.ts';
import { MAX_BUILDING_NUMBER } from './limits.ts';

const text = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }));
/** A request's title and description, as every way of opening one checks them (staff add and edit, the portal). */
export const maintenanceTitleField = () => text(M.title, MAX_TITLE_LENGTH);
export const maintenanceDescriptionField = () => text(M.description, MAX_DESCRIPTION_LENGTH);
const priority = () => z.enum(MAINTENANCE_PRIORITIES, { error: M.priority });
const status = () => z.enum(MAINTENANCE_STATUSES, { error: M.status });
const cost = () => amountField(M.cost, { max: MAX_MAINTENANCE_COST });
/** Blank text (a cleared form field) as null: "no due date", "nobody assigned", "no cost". */
const blankAsNull = (v: unknown) => (isPresent(v) ? v : null);
const blankAsUndefined = (v: unknown) => (isPresent(v) ? v : undefined);

/** POST /api/maintenance/add { room_id, title, description, priority, due_date?, assigneeId?, cost? } */
export const addMaintenanceSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject(
      { room_id: required(M.roomMissing), title: required(M.required), description: required(M.required), priority: required(M.required) },
      M.required,
    ),
    z.object({
      room_id: idField(M.roomMissing),
      title: maintenanceTitleField(),
      description: maintenanceDescriptionField(),
      priority: priority(),
      due_date: preprocess(blankAsUndefined, z.optional(isoDateField(M.dueDate))),
      assigneeId: preprocess(blankAsUndefined, z.optional(idField(M.assigneeNotFound))),
      cost: preprocess(blankAsUndefined, z.optional(cost())),
    }),
  ))();
export type AddMaintenanceInput = z.output<typeof addMaintenanceSchema>;

/**
 * POST /api/maintenance/update { id, version, …any of title, description, priority, due_date, assigneeId, cost, status }.
 * Absent: unchanged; null or blank `due_date`, `assigneeId`, `cost`: cleared.
 */
export const updateMaintenanceSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ id: required(M.notFound), version: required(CORRECTION_MESSAGES.version) }, M.notFound),
    z.object({
      id: idField(M.notFound),
      version: versionField(CORRECTION_MESSAGES.version),
      title: z.optional(text(M.title, MAX_TITLE_LENGTH)),
      description: z.optional(text(M.description, MAX_DESCRIPTION_LENGTH)),
      priority: z.optional(priority()),
      status: z.optional(status()),
      due_date: z.optional(preprocess(blankAsNull, z.nullable(isoDateField(M.dueDate)))),
      assigneeId: z.optional(preprocess(blankAsNull, z.nullable(idField(M.assigneeNotFound)))),
      cost: z.optional(preprocess(blankAsNull, z.nullable(cost()))),
    }),
  ))();
export type UpdateMaintenanceInput = z.output<typeof updateMaintenanceSchema>;

/** GET /api/maintenance/assignees?building= : the accounts that can see (and work in) that building, or the caller's. */
export const maintenanceAssigneesQuery = /* @__PURE__ */ (() =>
  z.object({
    building: preprocess(blankAsUndefined, z.optional(wholeNumberField(M.building, M.building, 1, MAX_BUILDING_NUMBER))),
  }))();
export type MaintenanceAssigneesQuery = z.output<typeof maintenanceAssigneesQuery>;

/** GET /api/maintenance/all?status=&priority=&building=&assignee=&room_id=&limit=&cursor= (each filter optional). */
export const maintenanceListQuery = /* @__PURE__ */ (() =>
  z.object({
    ...pageQueryFields(),
    status: preprocess(blankAsUndefined, z.optional(status())),
    priority: preprocess(blankAsUndefined, z.optional(priority())),
    building: preprocess(blankAsUndefined, z.optional(wholeNumberField(M.building, M.building, 1, MAX_BUILDING_NUMBER))),
    assignee: preprocess(blankAsUndefined, z.optional(idField(M.assigneeNotFound))),
    room_id: preprocess(blankAsUndefined, z.optional(idField(M.roomMissing))),
  }))();
export type MaintenanceListQuery = z.output<typeof maintenanceListQuery>;

/** POST /api/maintenance/note { id, text, public? }: `public` (default false) shows the note to the tenant in the portal. */
export const maintenanceNoteSchema = /* @__PURE__ */ (() =>
  z.pipe(
    requiredObject({ id: required(M.notFound), text: required(M.note) }, M.note),
    z.object({
      id: idField(M.notFound),
      text: text(M.note, MAX_NOTE_LENGTH),
      public: z.optional(z.boolean({ error: M.notePublic })),
    }),
  ))();
export type MaintenanceNoteInput = z.output<typeof maintenanceNoteSchema>;

/** POST /api/maintenance/photo { id, contentType, data } (as item images: PNG, JPEG or WebP, at most 2 MB, base64). */
export const maintenancePhotoSchema = /* @__PURE__ */ (() => imageUploadSchema(M.notFound))();
export type MaintenancePhotoInput = z.output<typeof maintenancePhotoSchema>;

// ───────────────────────────── responses ─────────────────────────────

export interface MaintenanceAssignee {
  id: string;
  name: string;
  email: string;
}

/** A row of `GET /api/maintenance/all`. */
export interface MaintenanceRow {
  id: string;
  room_id: string;
  room_number: string;
  building_id: number;
  building_name: string;
  level: number;
  title: string;
  description: string;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  /** ISO instant. */
  reported_at: string;
  due_date: string | null;
  assignee: MaintenanceAssignee | null;
  /** USD; null when none was entered. */
  cost: number | null;
  photos_count: number;
  /** `portal`: the room's tenant opened it in the portal (PORTAL.md); `staff`: an account of the company. */
  source: MaintenanceSource;
  /** The tenant who opened it in the portal (null for staff requests): emailed on each status change. */
  tenant: { id: string; name: string } | null;
  /** Open and due before today (the company's local date). */
  past_due: boolean;
  /** What an edit sends back. */
  version: number;
}

export interface MaintenanceNote {
  id: string;
  text: string;
  /** ISO instant. */
  at: string;
  author: string;
  /** Shown to the tenant in the portal ("Visible to the tenant"); internal otherwise. */
  public: boolean;
}

export interface MaintenancePhoto {
  id: string;
  /** A short-lived signed GET of the photo. */
  url: string;
}

/**
 * An email about the request (to each new assignee; for a portal request, to the owner when it arrives unassigned and
 * to the tenant on each status change), as recorded when it was sent.
 */
export interface MaintenanceEmail {
  to: string;
  subject: string;
  /** sent, sending, or failed (SES refused it or could not be reached). */
  status: string;
  /** ISO instant; null until sent. */
  sent_at: string | null;
  message_id: string | null;
}

/** `GET /api/maintenance/{id}`: the row with its notes (oldest first), photos and the emails sent about it. */
export interface MaintenanceDetails extends MaintenanceRow {
  /** When it was last set to Done (ISO instant), null otherwise. */
  closed_at: string | null;
  notes: MaintenanceNote[];
  photos: MaintenancePhoto[];
  emails: MaintenanceEmail[];
}

export interface MaintenanceAdded {
  message: string;
  id: string;
}

export interface MaintenancePhotoAdded {
  message: string;
  photo: MaintenancePhoto;
}
