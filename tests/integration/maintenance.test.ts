/**
 * Maintenance requests per room (AUTOMATION.md "Maintenance (rent)") through the gateway, against DynamoDB Local,
 * s3rver and the local SES emulator: every call, the list's filters and paging, the figures on room cards and the
 * building overview (open counts, this year's cost) moving with each change, versions, bad input, photos as item
 * images, the assignee's email in the local inbox (once per assignment), and the digest's Urgent and past-due lines.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '../../shared/audit/types.ts';
import { addDays } from '../../shared/domain/dates.ts';
import { formatDate } from '../../shared/domain/format.ts';
import { imageNotRecognised, imageTypeInvalid } from '../../shared/inventory/images.ts';
import { MAINTENANCE_MESSAGES as M } from '../../shared/rent/maintenance.ts';
import type { MaintenanceRow } from '../../shared/rent/maintenance-schemas.ts';
import { verifyAccessToken } from '../../functions/lib/tokens.ts';
import { seedDemoMaintenance } from '../../functions/rent/services/maintenance-seed.ts';
import { seedDemoRent } from '../../functions/rent/services/seed.ts';
import { maintenanceRoutes as routes } from '../../shared/rent/maintenance-routes.ts';
import { companyIdOf } from '../support/audit/account.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, linksIn, waitForEmails } from '../support/inbox.ts';
import { GIF_BASE64, PNG_BASE64 } from '../support/item-images.ts';
import { addBuilding, addRoom, buildings, expectStatus, levels, newCompany, today, type Company } from '../support/rent.ts';

const api = useTestApi();
process.env.APP_TEST_CLOCK = '1';

let building = 900;

interface Setup {
  company: Company;
  buildingNumber: number;
  roomA: string;
  roomB: string;
  staff: { id: string; email: string; name: string };
}

async function setup(): Promise<Setup> {
  const company = await newCompany(api, `Fix Co ${randomUUID().slice(0, 6)}`);
  const buildingNumber = await addBuilding(api, company.token, ++building, 2, 'Harbour House');
  const roomA = await addRoom(api, company.token, buildingNumber, 1, '101');
  const roomB = await addRoom(api, company.token, buildingNumber, 2, '201');
  const email = `${randomUUID()}@example.com`;
  const linked = await api.call('POST', '/api/account/add-linked-account', {
    token: company.token,
    body: { name: 'Sam Fixit', email, address: 'Desk', phone: '07700 900111', password: 'staff-password' },
  });
  expectStatus(linked, 201);
  return { company, buildingNumber, roomA, roomB, staff: { id: linked.body.account.id, email, name: 'Sam Fixit' } };
}

const add = (token: string, body: Record<string, unknown>) => api.call('POST', routes.maintenanceAdd.path, { token, body });
const update = (token: string, body: Record<string, unknown>) => api.call('POST', routes.maintenanceUpdate.path, { token, body });
const get = (token: string, id: string) => api.call('GET', `/api/maintenance/${encodeURIComponent(id)}`, { token });
const list = (token: string, query = '') => api.call('GET', `${routes.maintenanceList.path}${query ? `?${query}` : ''}`, { token });

async function addRequest(s: Setup, body: Record<string, unknown> = {}): Promise<string> {
  const res = await add(s.company.token, {
    room_id: s.roomA,
    title: 'Leaking tap',
    description: 'Kitchen tap drips',
    priority: 'Normal',
    ...body,
  });
  expectStatus(res, 201);
  expect(res.body.message).toBe(M.added);
  return res.body.id as string;
}

const roomCard = async (s: Setup, level: number, roomId: string) => {
  const res = await api.call('GET', `/api/rooms/all?level=${level}&building=${s.buildingNumber}`, { token: s.company.token });
  expectStatus(res, 200);
  return res.body.find((r: { id: string }) => r.id === roomId);
};
const buildingCard = async (s: Setup) =>
  (await buildings(api, s.company.token)).find((b: { building_id: number }) => b.building_id === s.buildingNumber);

describe('maintenance requests', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
  });

  it('add, get, edit with a version, notes: the request as the API answers it, the figures moving in the same change', async () => {
    const id = await addRequest(s, { cost: 120.5, due_date: addDays(today(), 3) });
    const got = await get(s.company.token, id);
    expectStatus(got, 200);
    expect(got.body).toMatchObject({
      id,
      room_id: s.roomA,
      room_number: '101',
      building_id: s.buildingNumber,
      building_name: 'Harbour House',
      level: 1,
      title: 'Leaking tap',
      description: 'Kitchen tap drips',
      priority: 'Normal',
      status: 'Open',
      due_date: addDays(today(), 3),
      assignee: null,
      cost: 120.5,
      photos_count: 0,
      past_due: false,
      version: 0,
      closed_at: null,
      notes: [],
      photos: [],
      emails: [],
    });
    expect(Date.parse(got.body.reported_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await roomCard(s, 1, s.roomA)).open_maintenance).toBe(1);
    expect(await buildingCard(s)).toMatchObject({ open_maintenance: 1, maintenance_cost_this_year: 120.5 });
    expect((await levels(api, s.company.token, s.buildingNumber)).open_maintenance).toBe(1);

    const edited = await update(s.company.token, { id, version: 0, status: 'In progress', cost: 100, title: 'Leaking kitchen tap' });
    expectStatus(edited, 200);
    expect(edited.body.message).toBe(M.updated);
    expect((await get(s.company.token, id)).body).toMatchObject({
      status: 'In progress',
      cost: 100,
      title: 'Leaking kitchen tap',
      version: 1,
    });
    // In progress is still open; the cost moved by the difference
    expect(await buildingCard(s)).toMatchObject({ open_maintenance: 1, maintenance_cost_this_year: 100 });

    const stale = await update(s.company.token, { id, version: 0, priority: 'High' });
    expectStatus(stale, 409);
    expect(stale.body.message).toBe(CORRECTION_MESSAGES.staleVersion);
    const same = await update(s.company.token, { id, version: 1, status: 'In progress' });
    expectStatus(same, 400);
    expect(same.body.message).toBe(CORRECTION_MESSAGES.noChanges);

    const done = await update(s.company.token, { id, version: 1, status: 'Done' });
    expectStatus(done, 200);
    const closed = (await get(s.company.token, id)).body;
    expect(closed.closed_at).not.toBeNull();
    expect((await roomCard(s, 1, s.roomA)).open_maintenance).toBe(0);
    expect(await buildingCard(s)).toMatchObject({ open_maintenance: 0, maintenance_cost_this_year: 100 });
    // reopened: counted again; cost cleared: out of the year's cost
    expectStatus(await update(s.company.token, { id, version: 2, status: 'Open', cost: null, due_date: '' }), 200);
    expect((await get(s.company.token, id)).body).toMatchObject({
      status: 'Open',
      closed_at: null,
      cost: null,
      due_date: null,
      version: 3,
    });
    expect(await buildingCard(s)).toMatchObject({ open_maintenance: 1, maintenance_cost_this_year: 0 });

    const note = await api.call('POST', routes.maintenanceNote.path, {
      token: s.company.token,
      body: { id, text: '  Plumber booked for Tuesday ' },
    });
    expectStatus(note, 200);
    expect(note.body.message).toBe(M.noteAdded);
    await api.call('POST', routes.maintenanceNote.path, { token: s.company.token, body: { id, text: 'Washer replaced' } });
    const notes = (await get(s.company.token, id)).body.notes;
    expect(notes.map((n: { text: string }) => n.text)).toEqual(['Plumber booked for Tuesday', 'Washer replaced']);
    expect(notes[0].author).toBe('Olivia Owner');

    const entries = await api.call('GET', `/api/audit/record?kind=maintenance&id=${encodeURIComponent(id)}`, { token: s.company.token });
    expectStatus(entries, 200);
    // add, three edits, two notes: one entry each, newest first
    expect(entries.body.map((e: { action: string }) => e.action)).toEqual([
      'maintenanceNote',
      'maintenanceNote',
      'maintenanceUpdate',
      'maintenanceUpdate',
      'maintenanceUpdate',
      'maintenanceAdd',
    ]);
    expect(entries.body[5].record_label).toBe(`Leaking tap · Room 101 · Building ${s.buildingNumber}`);
  });

  it('a room with requests cannot be deleted', async () => {
    const res = await api.call('DELETE', `/api/rooms/delete?room_id=${s.roomA}`, { token: s.company.token });
    expectStatus(res, 409);
    expect(res.body.message).toBe(M.roomHasRequests);
  });

  it('emails the assignee once per assignment, with a link to the request; a re-save does not email again', async () => {
    const id = await addRequest(s, { title: 'Boiler fault', priority: 'Urgent', assigneeId: s.staff.id, due_date: addDays(today(), 1) });
    const [email] = await waitForEmails(s.staff.email, 1);
    expect(email.subject).toBe('Urgent: Maintenance assigned to you: Boiler fault');
    expect(email.text).toContain(`Room 101 · Building ${s.buildingNumber} (Harbour House)`);
    expect(email.text).toContain(formatDate(addDays(today(), 1)));
    expect(linksIn(email)).toContain(`${api.baseUrl}/hms/maintenance/${encodeURIComponent(id)}`);
    const got = (await get(s.company.token, id)).body;
    expect(got.assignee).toEqual({ id: s.staff.id, name: s.staff.name, email: s.staff.email });
    expect(got.emails).toEqual([expect.objectContaining({ to: s.staff.email, status: 'sent' })]);

    // the same assignee again changes nothing; another field does not email
    expectStatus(await update(s.company.token, { id, version: 0, assigneeId: s.staff.id, description: 'No heating at all' }), 200);
    // unassigned, then assigned again: a new assignment, a second email
    expectStatus(await update(s.company.token, { id, version: 1, assigneeId: null }), 200);
    expectStatus(await update(s.company.token, { id, version: 2, assigneeId: s.staff.id }), 200);
    await waitForEmails(s.staff.email, 2);
    expect(await emailsTo(s.staff.email)).toHaveLength(2);
  });

  it('refuses bad input with a message, never a 500', async () => {
    const token = s.company.token;
    const base = { room_id: s.roomA, title: 'T', description: 'D', priority: 'Normal' };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, priority: 'Critical' }, 400, M.priority],
      [{ ...base, priority: 'urgent' }, 400, M.priority],
      [{ ...base, title: '' }, 400, M.required],
      [{ ...base, description: 'x'.repeat(2001) }, 400, M.description],
      [{ ...base, due_date: '31/12/2026' }, 400, M.dueDate],
      [{ ...base, cost: -5 }, 400, M.cost],
      [{ ...base, cost: 1.234 }, 400, M.cost],
      [{ ...base, assigneeId: randomUUID() }, 404, M.assigneeNotFound],
      [{ ...base, room_id: 'nope' }, 404, 'Room not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await add(token, body);
      expectStatus(res, status);
      expect(res.body.message).toBe(message);
    }
    const id = await addRequest(s);
    for (const [body, message] of [
      [{ id, version: 0, status: 'Closed' }, M.status],
      [{ id, version: 0, priority: 'Whenever' }, M.priority],
      [{ id, version: -1, title: 'x' }, CORRECTION_MESSAGES.version],
    ] as const) {
      const res = await update(token, body);
      expectStatus(res, 400);
      expect(res.body.message).toBe(message);
    }
    expectStatus(await update(token, { id: `${s.roomA}-01ARZ3NDEKTSV4RRFFQ69G5FAV`, version: 0, title: 'x' }), 404);
    const badFilter = await list(token, 'status=Closed');
    expectStatus(badFilter, 400);
    expect(badFilter.body.message).toBe(M.status);
    expectStatus(await list(token, 'priority=Top'), 400);
    const emptyNote = await api.call('POST', routes.maintenanceNote.path, { token, body: { id, text: '   ' } });
    expectStatus(emptyNote, 400);
    expect(emptyNote.body.message).toBe(M.note);
  });

  it('photos as item images: PNG, JPEG or WebP, checked from the bytes, at most 5, shown through signed URLs', async () => {
    const token = s.company.token;
    const id = await addRequest(s, { title: 'Cracked tile' });
    const photo = (body: Record<string, unknown>) => api.call('POST', routes.maintenancePhoto.path, { token, body: { id, ...body } });
    const gif = await photo({ contentType: 'image/gif', data: GIF_BASE64 });
    expectStatus(gif, 400);
    expect(gif.body.message).toBe(imageTypeInvalid);
    const lying = await photo({ contentType: 'image/png', data: GIF_BASE64 });
    expectStatus(lying, 400);
    expect(lying.body.message).toBe(imageNotRecognised);
    for (let i = 0; i < 5; i++) {
      const ok = await photo({ contentType: 'image/png', data: PNG_BASE64 });
      expectStatus(ok, 200);
      expect(ok.body.photo.url).toMatch(/^http/);
    }
    const sixth = await photo({ contentType: 'image/png', data: PNG_BASE64 });
    expectStatus(sixth, 400);
    expect(sixth.body.message).toBe(M.tooManyPhotos);
    const got = (await get(s.company.token, id)).body;
    expect(got.photos).toHaveLength(5);
    expect(got.photos_count).toBe(5);
    const image = await fetch(got.photos[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // each photo raised the version: an edit from before them is stale
    expectStatus(await update(token, { id, version: 0, title: 'Cracked floor tile' }), 409);
    expectStatus(await update(token, { id, version: 5, title: 'Cracked floor tile' }), 200);
  });
});

describe('concurrent changes', () => {
  it('parallel adds and status changes on one room keep the open counts and the cost exact; two edits from one version: one wins', async () => {
    const s = await setup();
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => addRequest(s, { title: `Job ${i}`, cost: 10 })));
    expect((await roomCard(s, 1, s.roomA)).open_maintenance).toBe(8);
    expect(await buildingCard(s)).toMatchObject({ open_maintenance: 8, maintenance_cost_this_year: 80 });
    const closes = await Promise.all(ids.slice(0, 5).map((id) => update(s.company.token, { id, version: 0, status: 'Done', cost: 20 })));
    expect(closes.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await roomCard(s, 1, s.roomA)).open_maintenance).toBe(3);
    expect(await buildingCard(s)).toMatchObject({ open_maintenance: 3, maintenance_cost_this_year: 130 });
    const race = await Promise.all([
      update(s.company.token, { id: ids[7], version: 0, status: 'Cancelled' }),
      update(s.company.token, { id: ids[7], version: 0, status: 'In progress', cost: 50 }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = (await get(s.company.token, ids[7])).body;
    expect(won.version).toBe(1);
    expect((await roomCard(s, 1, s.roomA)).open_maintenance).toBe(won.status === 'Cancelled' ? 2 : 3);
    expect((await buildingCard(s)).maintenance_cost_this_year).toBe(won.status === 'Cancelled' ? 130 : 170);
  });
});

describe('the list: filters and paging', () => {
  let s: Setup;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await setup();
    const other = await addBuilding(api, s.company.token, ++building, 1, 'Annex');
    const annexRoom = await addRoom(api, s.company.token, other, 1, 'A1');
    ids.a = await addRequest(s, { title: 'A', priority: 'Low' });
    ids.b = await addRequest(s, { title: 'B', priority: 'Urgent', assigneeId: s.staff.id });
    ids.c = await addRequest(s, { title: 'C', priority: 'High', room_id: s.roomB });
    ids.d = await addRequest(s, { title: 'D', priority: 'Urgent', room_id: annexRoom });
    ids.e = await addRequest(s, { title: 'E', priority: 'Normal', room_id: annexRoom, assigneeId: s.staff.id });
    expectStatus(await update(s.company.token, { id: ids.c, version: 0, status: 'Done' }), 200);
    expectStatus(await update(s.company.token, { id: ids.e, version: 0, status: 'Cancelled' }), 200);
  });

  const titles = async (query = '') => {
    const res = await list(s.company.token, query);
    expectStatus(res, 200);
    return res.body.map((r: { title: string }) => r.title);
  };

  it('newest first, each filter and their combinations', async () => {
    expect(await titles()).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(await titles('status=Open')).toEqual(['D', 'B', 'A']);
    expect(await titles('status=Done')).toEqual(['C']);
    expect(await titles('status=In%20progress')).toEqual([]);
    expect(await titles('priority=Urgent')).toEqual(['D', 'B']);
    expect(await titles(`building=${s.buildingNumber}`)).toEqual(['C', 'B', 'A']);
    expect(await titles(`assignee=${s.staff.id}`)).toEqual(['E', 'B']);
    expect(await titles(`status=Open&priority=Urgent&building=${s.buildingNumber}`)).toEqual(['B']);
    expect(await titles(`room_id=${s.roomA}`)).toEqual(['B', 'A']);
    expect(await titles(`room_id=${s.roomA}&status=Open&priority=Low`)).toEqual(['A']);
  });

  it('pages with a cursor (X-Next-Cursor), filtered pages too', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(s.company.token, `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expectStatus(res, 200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((r: { title: string }) => r.title));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(seen).toEqual(['E', 'D', 'C', 'B', 'A']);
    const first = await list(s.company.token, 'priority=Urgent&limit=1');
    expect(first.body.map((r: { title: string }) => r.title)).toEqual(['D']);
    const next = await list(s.company.token, `priority=Urgent&limit=1&cursor=${encodeURIComponent(first.headers.get('x-next-cursor')!)}`);
    expect(next.body.map((r: { title: string }) => r.title)).toEqual(['B']);
    expectStatus(await list(s.company.token, 'cursor=garbage'), 400);
  });

  it('another company sees none of it: 404 for the ids, its own empty list for the filters', async () => {
    const other = await newCompany(api, 'Other Co');
    expect((await list(other.token)).body).toEqual([]);
    expect((await list(other.token, `building=${s.buildingNumber}`)).body).toEqual([]);
    expect((await list(other.token, `assignee=${s.staff.id}`)).body).toEqual([]);
    expectStatus(await get(other.token, ids.a), 404);
    expectStatus(await update(other.token, { id: ids.a, version: 0, title: 'Mine' }), 404);
    expectStatus(await api.call('POST', routes.maintenanceNote.path, { token: other.token, body: { id: ids.a, text: 'hi' } }), 404);
    expectStatus(await add(other.token, { room_id: s.roomA, title: 'T', description: 'D', priority: 'Low' }), 404);
    // the first company's account is not the second's to assign
    const otherRoomBuilding = await addBuilding(api, other.token, 5, 1);
    const otherRoom = await addRoom(api, other.token, otherRoomBuilding, 1, '1');
    const foreign = await add(other.token, { room_id: otherRoom, title: 'T', description: 'D', priority: 'Low', assigneeId: s.staff.id });
    expectStatus(foreign, 404);
    expect(foreign.body.message).toBe(M.assigneeNotFound);
    const assignees = await api.call('GET', routes.maintenanceAssignees.path, { token: other.token });
    expectStatus(assignees, 200);
    expect(assignees.body.map((a: { email: string }) => a.email)).toEqual([other.owner.email]);
    expect((await get(s.company.token, ids.a)).body.title).toBe('A');
  });
});

describe('the owner digest', () => {
  it('lists the open Urgent requests and those past their due date, from the run of the day', async () => {
    const s = await setup();
    const day = addDays(today(), 10);
    await addRequest(s, { title: 'Gas smell', priority: 'Urgent' });
    await addRequest(s, { title: 'Gutter clearing', priority: 'Low', due_date: addDays(today(), 2) });
    await addRequest(s, { title: 'Paint fence', priority: 'Low', due_date: addDays(today(), 30) });
    const doneUrgent = await addRequest(s, { title: 'Fixed already', priority: 'Urgent', due_date: addDays(today(), 1) });
    expectStatus(await update(s.company.token, { id: doneUrgent, version: 0, status: 'Done' }), 200);
    const res = await api.call('POST', '/api/automation/run', { token: s.company.token, body: { date: day } });
    expectStatus(res, 200);
    const [digest] = await waitForEmails(s.company.owner.email, 1);
    expect(digest.text).toContain('Urgent maintenance:');
    expect(digest.text).toContain(`• Gas smell — Room 101 · Building ${s.buildingNumber}, Open, no due date, not assigned`);
    expect(digest.text).toContain('Maintenance past its due date:');
    expect(digest.text).toContain(
      `• Gutter clearing — Room 101 · Building ${s.buildingNumber}, Open, due ${formatDate(addDays(today(), 2))} (past due), not assigned`,
    );
    expect(digest.text).not.toContain('Paint fence');
    expect(digest.text).not.toContain('Fixed already');
    expect(companyIdOf(s.company.token)).toBeTruthy();
  });
});

describe('the demo data', () => {
  it('a dozen requests in every status across the demo rooms, with the figures they move; a second seed adds nothing', async () => {
    const co = await newCompany(api, 'Demo Fix Co');
    const { companyId } = await verifyAccessToken(co.token);
    await seedDemoRent(companyId);
    expect(await seedDemoMaintenance(companyId)).toEqual(['Demo maintenance: 12 requests']);
    expect(await seedDemoMaintenance(companyId)).toEqual(['Demo maintenance: already present']);
    const rows: MaintenanceRow[] = (await list(co.token, 'limit=200')).body;
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Open', 'In progress', 'Done', 'Cancelled']));
    expect(new Set(rows.map((r) => r.priority))).toEqual(new Set(['Low', 'Normal', 'High', 'Urgent']));
    expect(rows.filter((r) => r.past_due).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.room_id)).size).toBeGreaterThan(6);
    const cards = await buildings(api, co.token);
    const open = rows.filter((r) => r.status === 'Open' || r.status === 'In progress').length;
    expect(cards.reduce((n: number, c: { open_maintenance: number }) => n + c.open_maintenance, 0)).toBe(open);
    const year = String(new Date().getUTCFullYear());
    const cost = rows.filter((r) => r.reported_at.startsWith(year)).reduce((n, r) => n + Math.round((r.cost ?? 0) * 100), 0);
    expect(
      Math.round(cards.reduce((n: number, c: { maintenance_cost_this_year: number }) => n + c.maintenance_cost_this_year, 0) * 100),
    ).toBe(cost);
    const entries = await api.call('GET', `/api/audit/record?kind=maintenance&id=${encodeURIComponent(rows[0].id)}`, { token: co.token });
    expect(entries.body).toEqual([expect.objectContaining({ action: 'seedDemoMaintenance', source: 'import', actor: { name: 'System' } })]);
  });
});
