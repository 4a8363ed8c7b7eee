/**
 * Demo maintenance requests for `npm start` (issue 20): a dozen across the demo rooms in every status and priority,
 * some assigned, two Urgent and two past their due date, so a fresh start shows the Maintenance screen, the room
 * cards' open counts, the building's cost this year and the digest's maintenance lines. Written as the product's own
 * import (actor System, source import) with the figures and entries of any add; no email is sent for them.
 */
import { ulid } from 'ulid';
import { created } from '../../../shared/audit/changes.ts';
import { SYSTEM_ACTIONS } from '../../../shared/audit/types.ts';
import { addDays, isoDateOf } from '../../../shared/domain/dates.ts';
import { toCents } from '../../../shared/domain/money.ts';
import type { MaintenancePriority, MaintenanceStatus } from '../../../shared/rent/maintenance.ts';
import { listAccountsOfCompany } from '../../account/data/accounts.ts';
import { auditOp, systemAuditContext } from '../../lib/audit.ts';
import { queryPage } from '../../lib/dynamo/query.ts';
import { listBuildings } from '../data/buildings.ts';
import { createMaintenanceRequest } from '../data/maintenance.ts';
import { listRoomsOfBuilding } from '../data/rooms.ts';
import * as rentKeys from '../keys.ts';
import { maintenanceLabel, newMaintenanceRecord, snapshot } from './maintenance.ts';

interface DemoRequest {
  title: string;
  description: string;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  /** Days from today (negative: past), or none. */
  due?: number;
  /** Index into the company's accounts (0 owner, 1 staff), or none. */
  assignee?: number;
  cost?: number;
  reportedDaysAgo: number;
}

const DEMO_REQUESTS: DemoRequest[] = [
  {
    title: 'Boiler not heating',
    description: 'No hot water since this morning; the pressure gauge reads zero.',
    priority: 'Urgent',
    status: 'Open',
    due: 1,
    assignee: 1,
    reportedDaysAgo: 0,
  },
  {
    title: 'Water leak under sink',
    description: 'Kitchen cupboard floor is wet; the trap drips steadily.',
    priority: 'Urgent',
    status: 'In progress',
    due: -1,
    assignee: 0,
    cost: 85,
    reportedDaysAgo: 3,
  },
  {
    title: 'Broken window latch',
    description: 'Bedroom window will not lock.',
    priority: 'High',
    status: 'Open',
    due: -3,
    reportedDaysAgo: 9,
  },
  {
    title: 'Smoke alarm beeping',
    description: 'Low battery chirp in the hallway alarm.',
    priority: 'High',
    status: 'Open',
    due: 5,
    assignee: 1,
    reportedDaysAgo: 2,
  },
  {
    title: 'Dripping shower head',
    description: 'Shower keeps dripping after it is turned off.',
    priority: 'Normal',
    status: 'Open',
    reportedDaysAgo: 4,
  },
  {
    title: 'Repaint hallway',
    description: 'Scuffed walls after the last move-out.',
    priority: 'Low',
    status: 'In progress',
    due: 20,
    assignee: 1,
    cost: 240,
    reportedDaysAgo: 12,
  },
  {
    title: 'Door handle loose',
    description: 'Front door handle wobbles.',
    priority: 'Normal',
    status: 'In progress',
    due: 7,
    assignee: 0,
    reportedDaysAgo: 6,
  },
  {
    title: 'Replace extractor fan',
    description: 'Bathroom fan is noisy and barely pulls air.',
    priority: 'Normal',
    status: 'Done',
    assignee: 1,
    cost: 130,
    reportedDaysAgo: 30,
  },
  {
    title: 'Unblock drain',
    description: 'Bath drains slowly.',
    priority: 'High',
    status: 'Done',
    assignee: 0,
    cost: 60,
    reportedDaysAgo: 21,
  },
  {
    title: 'Fix wardrobe door',
    description: 'Sliding door came off its track.',
    priority: 'Low',
    status: 'Done',
    cost: 35,
    reportedDaysAgo: 45,
  },
  {
    title: 'Carpet cleaning',
    description: 'Tenant asked for a deep clean; moved out before it was booked.',
    priority: 'Low',
    status: 'Cancelled',
    reportedDaysAgo: 40,
  },
  {
    title: 'Check damp patch',
    description: 'Reported patch above the window turned out to be a shadow.',
    priority: 'Normal',
    status: 'Cancelled',
    assignee: 1,
    reportedDaysAgo: 15,
  },
];

export async function seedDemoMaintenance(companyId: string, now = new Date()): Promise<string[]> {
  const existing = await queryPage({ index: 'gsi1', partition: rentKeys.maintenancePk(companyId), limit: 1 });
  if (existing.items.length) return ['Demo maintenance: already present'];
  const rooms = (await Promise.all((await listBuildings(companyId)).map((b) => listRoomsOfBuilding(companyId, b.buildingNumber)))).flat();
  if (!rooms.length) return ['Demo maintenance: no rooms'];
  const accounts = await listAccountsOfCompany(companyId);
  const audit = systemAuditContext(companyId, SYSTEM_ACTIONS.seedDemoMaintenance, 'import');
  const today = isoDateOf(now);
  for (const [i, d] of DEMO_REQUESTS.entries()) {
    const room = rooms[i % rooms.length];
    const reported = new Date(now.getTime() - d.reportedDaysAgo * 86_400_000 - (DEMO_REQUESTS.length - i) * 60_000);
    const assignee = d.assignee === undefined ? undefined : accounts[Math.min(d.assignee, accounts.length - 1)];
    const request = newMaintenanceRecord(room, {
      requestUlid: ulid(reported.getTime()),
      title: d.title,
      description: d.description,
      priority: d.priority,
      status: d.status,
      reportedAt: reported.toISOString(),
      dueDate: d.due === undefined ? null : addDays(today, d.due),
      assignee: assignee ?? null,
      costCents: d.cost === undefined ? null : toCents(d.cost),
      // the demo's assignments are not emailed: the first real assignment is the first email
      assignments: 0,
      closedAt: d.status === 'Done' ? reported.toISOString() : null,
    });
    const changes = created(snapshot(request));
    await createMaintenanceRequest(
      request,
      auditOp(audit, { kind: 'maintenance', recordId: request.requestId, recordLabel: maintenanceLabel(request), changes }, now),
    );
  }
  return [`Demo maintenance: ${DEMO_REQUESTS.length} requests`];
}
