/** Maintenance requests per room (AUTOMATION.md "Maintenance (rent)"), spread into the rent area of the manifest. */
import type { MessageResponse } from '../route.ts';
import { defineRoute, io } from '../route.ts';
import type {
  AddMaintenanceInput,
  MaintenanceAdded,
  MaintenanceAssignee,
  MaintenanceAssigneesQuery,
  MaintenanceDetails,
  MaintenanceListQuery,
  MaintenanceNoteInput,
  MaintenancePhotoAdded,
  MaintenancePhotoInput,
  MaintenanceRow,
  UpdateMaintenanceInput,
} from './maintenance-schemas.ts';

const spec = (call: string) => `AUTOMATION.md "Maintenance (rent)": ${call}`;

export const maintenanceRoutes = {
  maintenanceAdd: defineRoute({
    name: 'maintenanceAdd',
    method: 'POST',
    path: '/api/maintenance/add',
    handler: 'functions/rent/handlers/maintenance-add.ts',
    access: 'user',
    permission: 'rent.maintenance.write',
    // the assignee is emailed when one is named
    email: true,
    spec: spec('POST add { room_id, title, description, priority, due_date?, assigneeId?, cost? }'),
    types: io<{ body: AddMaintenanceInput; response: MaintenanceAdded }>(),
  }),
  maintenanceUpdate: defineRoute({
    name: 'maintenanceUpdate',
    method: 'POST',
    path: '/api/maintenance/update',
    handler: 'functions/rent/handlers/maintenance-update.ts',
    access: 'user',
    permission: 'rent.maintenance.write',
    // a new assignee is emailed
    email: true,
    spec: spec('POST update { id, version, …any of those and status }'),
    types: io<{ body: UpdateMaintenanceInput; response: MessageResponse }>(),
  }),
  maintenanceList: defineRoute({
    name: 'maintenanceList',
    method: 'GET',
    path: '/api/maintenance/all',
    handler: 'functions/rent/handlers/maintenance-list.ts',
    access: 'user',
    permission: 'rent.read',
    spec: spec(
      'GET all (filters status, priority, building, assignee, and room_id for the unit page; paged: ?limit=&cursor=, X-Next-Cursor; newest first)',
    ),
    types: io<{ query: MaintenanceListQuery; response: MaintenanceRow[] }>(),
  }),
  maintenanceAssignees: defineRoute({
    name: 'maintenanceAssignees',
    method: 'GET',
    path: '/api/maintenance/assignees',
    handler: 'functions/rent/handlers/maintenance-assignees.ts',
    access: 'user',
    permission: 'rent.read',
    spec: spec(
      'the accounts of the company a request may be assigned to (id, name, email), for the assignee picker: those that can work in the building (ROLES.md), or in one of the caller’s buildings',
    ),
    types: io<{ query: MaintenanceAssigneesQuery; response: MaintenanceAssignee[] }>(),
  }),
  maintenanceGet: defineRoute({
    name: 'maintenanceGet',
    method: 'GET',
    path: '/api/maintenance/{id}',
    handler: 'functions/rent/handlers/maintenance-get.ts',
    access: 'user',
    permission: 'rent.read',
    // photos: short-lived signed GETs of the private bucket
    invoices: 'read',
    spec: spec('GET {id} (with notes and photos)'),
    types: io<{ response: MaintenanceDetails }>(),
  }),
  maintenanceNote: defineRoute({
    name: 'maintenanceNote',
    method: 'POST',
    path: '/api/maintenance/note',
    handler: 'functions/rent/handlers/maintenance-note.ts',
    access: 'user',
    permission: 'rent.maintenance.write',
    spec: spec('POST note { id, text }'),
    types: io<{ body: MaintenanceNoteInput; response: MessageResponse }>(),
  }),
  maintenancePhoto: defineRoute({
    name: 'maintenancePhoto',
    method: 'POST',
    path: '/api/maintenance/photo',
    handler: 'functions/rent/handlers/maintenance-photo.ts',
    access: 'user',
    permission: 'rent.maintenance.write',
    spec: spec('POST photo { id, contentType, data } (as item images: PNG, JPEG or WebP, at most 2 MB, at most 5 per request)'),
    invoices: 'readwrite',
    // 2 MB as base64 (4 characters per 3 bytes) and the other fields
    maxBodyBytes: 3 * 1024 * 1024,
    types: io<{ body: MaintenancePhotoInput; response: MaintenancePhotoAdded }>(),
  }),
};
