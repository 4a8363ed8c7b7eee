/** Maintenance (AUTOMATION.md "Maintenance (rent)"): the pure rules, ids, schemas and the digest's lines, table by table. */
import { safeParse } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { maintenanceAssignedEmail } from '../../functions/lib/email/templates/maintenance-assigned.ts';
import { maintenanceDigestLine } from '../../functions/rent/services/maintenance-digest.ts';
import { maintenanceIdOf, parseMaintenanceId } from '../../functions/rent/ids.ts';
import * as rentKeys from '../../functions/rent/keys.ts';
import { maintenanceToItem, type MaintenanceRecord } from '../../functions/rent/records.ts';
import {
  MAINTENANCE_MESSAGES as M,
  costYearOf,
  isOpenStatus,
  isPastDue,
  maintenanceFigureDeltas,
  type MaintenanceStatus,
} from '../../shared/rent/maintenance.ts';
import { addMaintenanceSchema, maintenanceListQuery, updateMaintenanceSchema } from '../../shared/rent/maintenance-schemas.ts';
import { firstIssueMessage } from '../../shared/schemas/common.ts';

const ROOM = '7-2-01HZX5V7Q8R9S0T1V2W3X4Y5Z6';
const ULID = '01J0000000000000000000000A';

const request = (over: Partial<MaintenanceRecord> = {}): MaintenanceRecord => ({
  companyId: 'C1',
  requestId: maintenanceIdOf(ROOM, ULID),
  requestUlid: ULID,
  roomId: ROOM,
  roomUlid: '01HZX5V7Q8R9S0T1V2W3X4Y5Z6',
  buildingNumber: 7,
  level: 2,
  roomNumber: '201',
  buildingName: 'Riverside',
  title: 'Leaking tap',
  description: 'Drips',
  priority: 'Normal',
  status: 'Open',
  reportedAt: '2026-03-01T10:00:00.000Z',
  dueDate: null,
  assigneeId: null,
  assigneeName: null,
  assigneeEmail: null,
  costCents: null,
  photos: [],
  assignments: 0,
  closedAt: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 0,
  ...over,
});

describe('open and past due', () => {
  it.each([
    ['Open', true],
    ['In progress', true],
    ['Done', false],
    ['Cancelled', false],
  ] as const)('%s is open: %s', (status, open) => expect(isOpenStatus(status)).toBe(open));

  it.each([
    ['Open', '2026-03-04', '2026-03-05', true],
    ['Open', '2026-03-05', '2026-03-05', false],
    ['In progress', '2026-01-01', '2026-03-05', true],
    ['Done', '2026-01-01', '2026-03-05', false],
    ['Cancelled', '2026-01-01', '2026-03-05', false],
    ['Open', null, '2026-03-05', false],
  ] as const)('%s due %s on %s: past due %s', (status, due, today, expected) =>
    expect(isPastDue({ status, due_date: due }, today)).toBe(expected),
  );
});

describe('figure deltas (room and building open counts, the year’s cost)', () => {
  const s = (status: MaintenanceStatus, costCents = 0) => ({ status, costCents });
  it.each([
    [null, s('Open', 500), { open: 1, costCents: 500 }],
    [null, s('Done', 500), { open: 0, costCents: 500 }],
    [s('Open', 500), s('In progress', 500), { open: 0, costCents: 0 }],
    [s('In progress', 500), s('Done', 800), { open: -1, costCents: 300 }],
    [s('Done', 800), s('Open', 0), { open: 1, costCents: -800 }],
    [s('Cancelled'), s('Done'), { open: 0, costCents: 0 }],
  ])('%o → %o', (before, after, expected) => expect(maintenanceFigureDeltas(before, after)).toEqual(expected));

  it('a cost counts in the year the request was reported', () => {
    expect(costYearOf('2025-12-31T23:59:59.000Z')).toBe(2025);
    expect(costYearOf('2026-01-01T00:00:00.000Z')).toBe(2026);
  });
});

describe('ids and index keys', () => {
  it('a request id names its room and key; anything else is not one of ours', () => {
    expect(parseMaintenanceId(`${ROOM}-${ULID}`)).toEqual({
      roomId: ROOM,
      buildingNumber: 7,
      level: 2,
      roomUlid: '01HZX5V7Q8R9S0T1V2W3X4Y5Z6',
      requestId: `${ROOM}-${ULID}`,
      requestUlid: ULID,
    });
    for (const bad of [ROOM, 'x', 42, null, `${ROOM}-${ULID}-x`]) expect(parseMaintenanceId(bad)).toBeNull();
  });

  it('an open request is in the open index (Urgent apart, by due date); a closed one only in the company and status indexes', () => {
    const open = maintenanceToItem(request({ priority: 'Urgent', dueDate: '2026-03-09' }));
    expect(open).toMatchObject({ gsi2pk: rentKeys.openMaintenancePk('C1'), gsi2sk: `U#2026-03-09#${ULID}`, gsi3sk: ULID, gsi1sk: ULID });
    expect(maintenanceToItem(request({ status: 'In progress' })).gsi2sk).toBe(`N#9999-12-31#${ULID}`);
    const done = maintenanceToItem(request({ status: 'Done' }));
    expect(done.gsi2pk).toBeUndefined();
    expect(done.gsi3pk).toBe(rentKeys.maintenanceOfStatusPk('C1', 'Done'));
    expect(rentKeys.maintenanceOfStatusPk('C1', 'In progress')).toBe('C#C1#MAINT#S#IN_PROGRESS');
  });
});

describe('schemas', () => {
  const add = { room_id: ROOM, title: 'Tap', description: 'Drips', priority: 'Normal' };
  const message = (schema: Parameters<typeof safeParse>[0], input: unknown) => {
    const parsed = safeParse(schema, input);
    return parsed.success ? null : firstIssueMessage(parsed.error);
  };
  it.each([
    [{ ...add, priority: 'Critical' }, M.priority],
    [{ ...add, title: '  ' }, M.required],
    [{ room_id: ROOM }, M.required],
    [{ ...add, room_id: '' }, M.roomMissing],
    [{ ...add, due_date: '2026-02-30' }, M.dueDate],
    [{ ...add, cost: -1 }, M.cost],
    [{ ...add, cost: '12.345' }, M.cost],
    [{ ...add, cost: '12.34', due_date: '', assigneeId: '' }, null],
  ])('add %o → %s', (input, expected) => expect(message(addMaintenanceSchema, input)).toBe(expected));

  it('update: blank or null clears due date, assignee and cost; absent leaves them', () => {
    const parsed = safeParse(updateMaintenanceSchema, { id: 'r', version: 2, due_date: '', assigneeId: null, cost: '' });
    expect(parsed.success && parsed.data).toEqual({ id: 'r', version: 2, due_date: null, assigneeId: null, cost: null });
    expect(message(updateMaintenanceSchema, { id: 'r', version: 0, status: 'Closed' })).toBe(M.status);
  });

  it('list filters: blanks are no filter; values outside the lists are refused', () => {
    const parsed = safeParse(maintenanceListQuery, { status: '', priority: 'Urgent', building: '7' });
    expect(parsed.success && parsed.data).toMatchObject({ priority: 'Urgent', building: 7, limit: 50 });
    expect(message(maintenanceListQuery, { status: 'Closed' })).toBe(M.status);
    expect(message(maintenanceListQuery, { priority: 'urgent' })).toBe(M.priority);
  });
});

describe('digest lines', () => {
  it.each([
    [request({ priority: 'Urgent' }), '2026-03-05', 'Leaking tap — Room 201 · Building 7, Open, no due date, not assigned'],
    [
      request({ dueDate: '2026-03-01', status: 'In progress', assigneeName: 'Sam' }),
      '2026-03-05',
      'Leaking tap — Room 201 · Building 7, In progress, due 01/03/2026 (past due), assigned to Sam',
    ],
    [request({ dueDate: '2026-03-05' }), '2026-03-05', 'Leaking tap — Room 201 · Building 7, Open, due 05/03/2026, not assigned'],
  ])('%#', (r, today, line) => expect(maintenanceDigestLine(r, today)).toBe(line));
});

describe('the assignee email', () => {
  it('says what, where, how urgent and by when, links to the request, and escapes what people typed', () => {
    process.env.APP_URL = 'https://app.example.com';
    const email = maintenanceAssignedEmail({
      to: 'sam@example.com',
      assigneeName: 'Sam',
      companyName: 'Harbour Lets',
      assignedBy: 'Olivia Owner',
      requestId: `${ROOM}-${ULID}`,
      title: 'Tap <drips>',
      description: 'Kitchen & bathroom',
      priority: 'Urgent',
      status: 'Open',
      place: 'Room 201 · Building 7 (Riverside)',
      dueDate: '2026-03-09',
      cost: 120.5,
    });
    expect(email.subject).toBe('Urgent: Maintenance assigned to you: Tap <drips>');
    expect(email.senderName).toBe('Harbour Lets');
    expect(email.text).toContain('Olivia Owner assigned you a maintenance request at Room 201 · Building 7 (Riverside).');
    expect(email.text).toContain('Due date: 09/03/2026');
    expect(email.text).toContain('Cost: $120.50');
    expect(email.text).toContain(`/hms/maintenance/${ROOM}-${ULID}`);
    expect(email.html).toContain('Tap &lt;drips&gt;');
    expect(email.html).not.toContain('<drips>');
  });
});
