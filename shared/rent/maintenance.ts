/**
 * Maintenance requests (AUTOMATION.md "Maintenance (rent)"): the lists, messages and pure rules the API, the job and
 * the SPA share. Plain constants and functions, no imports: the SPA's screens use them too.
 */

export const MAINTENANCE_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

export const MAINTENANCE_STATUSES = ['Open', 'In progress', 'Done', 'Cancelled'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** At most this many photos per request (like an item's image: PNG, JPEG or WebP, at most 2 MB each). */
export const MAX_MAINTENANCE_PHOTOS = 5;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_NOTE_LENGTH = 2000;
/** Largest cost of one request, USD. */
export const MAX_MAINTENANCE_COST = 10_000_000;

/** Who opened a request: an account of the company (staff), or the room's tenant through the portal (PORTAL.md). */
export const MAINTENANCE_SOURCES = ['staff', 'portal'] as const;
export type MaintenanceSource = (typeof MAINTENANCE_SOURCES)[number];

export const MAINTENANCE_MESSAGES = {
  notFound: 'Maintenance request not found',
  roomMissing: 'Please choose the room of the request',
  required: 'Please fill in the title, description and priority',
  title: `Title must be 1 to ${MAX_TITLE_LENGTH} characters`,
  description: `Description must be 1 to ${MAX_DESCRIPTION_LENGTH} characters`,
  priority: 'Priority must be one of Low, Normal, High, Urgent',
  status: 'Status must be one of Open, In progress, Done, Cancelled',
  dueDate: 'Due date must be a valid date',
  cost: 'Cost must be an amount from 0 with at most 2 decimal places',
  assigneeNotFound: 'Assignee not found',
  building: 'Building must be a building number',
  note: `Please write a note of 1 to ${MAX_NOTE_LENGTH} characters`,
  notePublic: 'Visible to the tenant must be true or false',
  tooManyPhotos: `A request holds at most ${MAX_MAINTENANCE_PHOTOS} photos`,
  roomHasRequests: 'This room has maintenance requests',
  added: 'Maintenance request added successfully',
  updated: 'Maintenance request updated successfully',
  noteAdded: 'Note added',
  photoAdded: 'Photo added',
} as const;

/** Open and In progress requests are open: counted on room cards and the building overview, listed by the digest. */
export const isOpenStatus = (status: MaintenanceStatus): boolean => status === 'Open' || status === 'In progress';

/** Past its due date: an open request whose due date is before today (the company's local date). */
export const isPastDue = (r: { status: MaintenanceStatus; due_date: string | null }, today: string): boolean =>
  isOpenStatus(r.status) && r.due_date !== null && r.due_date < today;

/**
 * The year a request's cost counts in ("this year's cost per building"): the year it was reported, so a cost
 * entered or corrected later still lands in the year the work was asked for.
 */
export const costYearOf = (reportedAt: string): number => Number(reportedAt.slice(0, 4));

/** How the maintained figures move when a request changes (open count on room and building, cost in cents). */
export function maintenanceFigureDeltas(
  before: { status: MaintenanceStatus; costCents: number } | null,
  after: { status: MaintenanceStatus; costCents: number },
): { open: number; costCents: number } {
  const openBefore = before && isOpenStatus(before.status) ? 1 : 0;
  const openAfter = isOpenStatus(after.status) ? 1 : 0;
  return { open: openAfter - openBefore, costCents: after.costCents - (before?.costCents ?? 0) };
}

/** Priority order for sorting (Urgent first). */
export const priorityRank = (p: MaintenancePriority): number => 3 - MAINTENANCE_PRIORITIES.indexOf(p);
