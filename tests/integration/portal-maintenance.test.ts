/**
 * Maintenance requests from the portal (PORTAL.md "What a tenant sees and does"), through the gateway against DynamoDB
 * Local, s3rver and the local SES emulator: photos sent with the presigned PUT and checked by their first bytes, the
 * request on the room's list with source portal and its photos, assigned to whoever handled the room's last request
 * (else the owner) who is emailed, the assignee emailed again on a reassignment, the tenant emailed on each status change, only public comments in the portal, another
 * tenant's rent 404, and every refusal writing nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as PORTAL_MESSAGES from '../../shared/portal/messages.ts';
import { portalRoutes as p } from '../../shared/portal/routes.ts';
import { MAINTENANCE_MESSAGES as M } from '../../shared/rent/maintenance.ts';
import { maintenanceRoutes as m } from '../../shared/rent/maintenance-routes.ts';
import type { MaintenanceRow } from '../../shared/rent/maintenance-schemas.ts';
import { useTestApi } from '../support/gateway.ts';
import { emailsTo, linksIn, waitForEmails } from '../support/inbox.ts';
import { JPEG_BASE64, PNG_BASE64, TEXT_BASE64 } from '../support/item-images.ts';
import { addCustomerWithEmail, addTenantWithEmail, linkTokenFor, openSession, setPortal } from '../support/portal.ts';
import { addBuilding, addRent, addRoom, checkout, expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
const COMPANY = 'Fix Portal Co';
const PNG = new Uint8Array(Buffer.from(PNG_BASE64, 'base64'));
const JPEG = new Uint8Array(Buffer.from(JPEG_BASE64, 'base64'));
const TEXT = new Uint8Array(Buffer.from(TEXT_BASE64, 'base64'));

let company: Company;
let roomA: string;
let roomB: string;
let rentA: string;
let rentB: string;
let tenantA: { id: string; email: string; cookie: string };
let tenantB: { id: string; email: string; cookie: string };
let customerCookie: string;
let staff: { id: string; email: string };

const signIn = async (email: string) => {
  expectStatus(await api.call('POST', p.portalSignIn.path, { body: { email } }), 200);
  return openSession(api, (await linkTokenFor(email, `Sign in to ${COMPANY}`))[0]!);
};

beforeAll(async () => {
  company = await newCompany(api, COMPANY);
  await setPortal(api, company.token, { rent: true, inventory: true });
  await addBuilding(api, company.token, 41, 1, 'Dockside');
  const emails = { a: `pm-a-${randomUUID()}@example.com`, b: `pm-b-${randomUUID()}@example.com`, c: `pm-c-${randomUUID()}@example.com` };
  const staffEmail = `pm-staff-${randomUUID()}@example.com`;
  const [ra, rb, ta, tb, , linked] = await Promise.all([
    addRoom(api, company.token, 41, 1, '11'),
    addRoom(api, company.token, 41, 1, '12'),
    addTenantWithEmail(api, company.token, 'Alma Tenant', emails.a),
    addTenantWithEmail(api, company.token, 'Boris Tenant', emails.b),
    addCustomerWithEmail(api, company.token, 'Cora Customer', emails.c),
    api.call('POST', '/api/account/add-linked-account', {
      token: company.token,
      body: { name: 'Sam Fixit', email: staffEmail, address: 'Desk', phone: '07700 900111', password: 'staff-password' },
    }),
  ]);
  expectStatus(linked, 201);
  staff = { id: linked.body.account.id as string, email: staffEmail };
  roomA = ra;
  roomB = rb;
  [rentA, rentB] = await Promise.all([addRent(api, company.token, roomA, ta), addRent(api, company.token, roomB, tb)]);
  const [cookieA, cookieB, cookieC] = await Promise.all([signIn(emails.a), signIn(emails.b), signIn(emails.c)]);
  tenantA = { id: ta, email: emails.a, cookie: cookieA };
  tenantB = { id: tb, email: emails.b, cookie: cookieB };
  customerCookie = cookieC;
});

const uploadUrl = (cookie: string, contentType: string, size: number) =>
  api.call('POST', p.portalUploadUrl.path, { cookie, body: { contentType, size } });

/** One photo through the presigned PUT, as the browser sends it: answers the key to name in the request. */
async function upload(cookie: string, bytes: Uint8Array, contentType = 'image/png'): Promise<string> {
  const res = await uploadUrl(cookie, contentType, bytes.byteLength);
  expectStatus(res, 200);
  const put = await fetch(res.body.url, { method: 'PUT', body: Buffer.from(bytes), headers: { 'content-type': contentType } });
  expect(put.status, await put.text()).toBe(200);
  return res.body.key as string;
}

const open = (cookie: string, body: Record<string, unknown>) => api.call('POST', p.portalMaintenanceAdd.path, { cookie, body });
const mine = async (cookie: string) => {
  const res = await api.call('GET', p.portalMaintenance.path, { cookie });
  expectStatus(res, 200);
  return res.body as { id: string; title: string; status: string; photos: string[]; comments: { text: string }[] }[];
};
const roomList = async (roomId: string): Promise<MaintenanceRow[]> => {
  const res = await api.call('GET', `${m.maintenanceList.path}?room_id=${encodeURIComponent(roomId)}`, { token: company.token });
  expectStatus(res, 200);
  return res.body;
};
const details = async (id: string) => {
  const res = await api.call('GET', `/api/maintenance/${encodeURIComponent(id)}`, { token: company.token });
  expectStatus(res, 200);
  return res.body;
};
const bytesAt = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('a photo upload URL', () => {
  it('is a PUT into the tenant’s own upload folder, for JPEG, PNG or WebP up to 5 MB', async () => {
    const ok = await uploadUrl(tenantA.cookie, 'image/webp', 5 * 1024 * 1024);
    expectStatus(ok, 200);
    expect(ok.body.key).toMatch(new RegExp(`/portal-uploads/${tenantA.id}/[0-9A-Z]{26}\\.webp$`));
    expect(ok.body.url).toContain('X-Amz-Signature=');

    for (const [contentType, size, message] of [
      ['image/gif', 100, PORTAL_MESSAGES.photoType],
      ['text/plain', 100, PORTAL_MESSAGES.photoType],
      ['image/png', 5 * 1024 * 1024 + 1, PORTAL_MESSAGES.photoSize],
      ['image/png', 0, PORTAL_MESSAGES.photoSize],
    ] as const) {
      const res = await uploadUrl(tenantA.cookie, contentType, size);
      expectStatus(res, 400);
      expect(res.body.message).toBe(message);
    }
    // maintenance is Rent Management's: a customer has no rooms
    expectStatus(await uploadUrl(customerCookie, 'image/png', 100), 404);
  });

  it('accepts only the declared size: more bytes than signed for never become a photo', async () => {
    const res = await uploadUrl(tenantA.cookie, 'image/png', PNG.byteLength);
    expectStatus(res, 200);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG);
    const put = await fetch(res.body.url, { method: 'PUT', body: big, headers: { 'content-type': 'image/png' } });
    if (put.ok) {
      // a store that does not check the signed length still meets the request's own check
      const sent = await open(tenantA.cookie, { rentId: rentA, title: 'Big', description: 'Too big', photos: [res.body.key] });
      expectStatus(sent, 400);
      expect(sent.body.message).toBe(PORTAL_MESSAGES.photoTooLarge(1));
    } else expect(put.status).toBeGreaterThanOrEqual(400);
    expect((await roomList(roomA)).map((r) => r.title)).not.toContain('Big');
  });
});

describe('a request from the portal', () => {
  let requestId: string;

  it('with a PNG and a JPEG reaches the room’s list with source portal and its photos, assigned to the owner (no one handled the room before), who is emailed', async () => {
    const [png, jpeg] = await Promise.all([upload(tenantA.cookie, PNG), upload(tenantA.cookie, JPEG, 'image/jpeg')]);
    const sent = await open(tenantA.cookie, {
      rentId: rentA,
      title: 'Leaking tap',
      description: 'The kitchen tap drips all night',
      photos: [png, jpeg],
    });
    expectStatus(sent, 201);
    expect(sent.body.message).toBe(PORTAL_MESSAGES.maintenanceSent);
    requestId = sent.body.id as string;

    const rows = await roomList(roomA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: requestId,
      room_id: roomA,
      room_number: '11',
      title: 'Leaking tap',
      description: 'The kitchen tap drips all night',
      priority: 'Normal',
      status: 'Open',
      assignee: expect.objectContaining({ name: company.owner.fullName, email: company.owner.email }),
      photos_count: 2,
      source: 'portal',
      tenant: { id: tenantA.id, name: 'Alma Tenant' },
    });
    expect(await roomList(roomB)).toEqual([]);
    // the staff's request page shows the photos, the same bytes the tenant sent, in the order sent
    const got = await details(requestId);
    expect(got.photos).toHaveLength(2);
    expect(await bytesAt(got.photos[0].url)).toEqual(PNG);
    expect(await bytesAt(got.photos[1].url)).toEqual(JPEG);

    // nobody handled this room before: the owner is its assignee, and hears of it with what the tenant asked
    const [mail] = await waitForEmails(company.owner.email, 1);
    expect(mail!.subject).toBe('New maintenance request from the portal: Leaking tap');
    expect(mail!.text).toContain('Alma Tenant');
    expect(mail!.text).toContain('Room 11');
    expect(mail!.text).toContain('assigned to you');
    expect(linksIn(mail!).some((l) => l.includes(encodeURIComponent(requestId)) || l.includes(requestId))).toBe(true);

    // the tenant sees it, with links to the photos
    const listed = await mine(tenantA.cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: requestId, title: 'Leaking tap', status: 'Open', comments: [] });
    expect(await bytesAt(listed[0]!.photos[1]!)).toEqual(JPEG);
    // an upload serves one request: once sent it is gone
    const again = await open(tenantA.cookie, { rentId: rentA, title: 'Again', description: 'Same photo', photos: [png] });
    expectStatus(again, 400);
    expect(again.body.message).toBe(PORTAL_MESSAGES.photoMissing(1));
  });

  it('refuses bad photos with a 400 naming the photo, writing nothing', async () => {
    const [text, real, otherTenants, neverSent] = await Promise.all([
      upload(tenantA.cookie, TEXT, 'image/png'),
      upload(tenantA.cookie, PNG),
      upload(tenantB.cookie, PNG),
      uploadUrl(tenantA.cookie, 'image/png', PNG.byteLength).then((r) => r.body.key as string),
    ]);
    const six = await Promise.all(Array.from({ length: 6 }, () => upload(tenantA.cookie, PNG)));
    const foreignFolder = real.replace('/portal-uploads/', '/maintenance/');
    const cases: [string[], string][] = [
      [[real, text], PORTAL_MESSAGES.photoNotImage(2)],
      [six, M.tooManyPhotos],
      [[otherTenants], PORTAL_MESSAGES.photoNotYours(1)],
      [[real, foreignFolder], PORTAL_MESSAGES.photoNotYours(2)],
      [['../../x.png'], PORTAL_MESSAGES.photoNotYours(1)],
      [[neverSent], PORTAL_MESSAGES.photoMissing(1)],
      [[real, real], PORTAL_MESSAGES.photoTwice(2)],
    ];
    for (const [photos, message] of cases) {
      const res = await open(tenantA.cookie, { rentId: rentA, title: 'Refused', description: 'Bad photos', photos });
      expectStatus(res, 400);
      expect(res.body.message).toBe(message);
    }
    const missingTitle = await open(tenantA.cookie, { rentId: rentA, title: ' ', description: 'No title', photos: [] });
    expectStatus(missingTitle, 400);
    expect(missingTitle.body.message).toBe(M.title);
    expect((await roomList(roomA)).map((r) => r.title)).not.toContain('Refused');
    expect((await mine(tenantA.cookie)).map((r) => r.title)).not.toContain('Refused');
    // a refused request leaves the good upload usable
    const ok = await open(tenantA.cookie, { rentId: rentA, title: 'Cracked tile', description: 'Bathroom floor', photos: [real] });
    expectStatus(ok, 201);
    expect((await details(ok.body.id)).photos).toHaveLength(1);
  });

  it('on another tenant’s rent is 404 and writes nothing; each tenant lists only their own', async () => {
    const photo = await upload(tenantA.cookie, PNG);
    for (const rentId of [rentB, `${rentB}x`, 'not-a-rent']) {
      const res = await open(tenantA.cookie, { rentId, title: 'Not mine', description: 'Someone else’s room', photos: [photo] });
      expectStatus(res, 404);
    }
    expect((await roomList(roomB)).map((r) => r.title)).toEqual([]);
    expect(await mine(tenantB.cookie)).toEqual([]);
    // a customer's session has no requests
    expectStatus(await api.call('GET', p.portalMaintenance.path, { cookie: customerCookie }), 404);
  });

  it('on a rent that has ended is refused (409), writing nothing', async () => {
    await checkout(api, company.token, roomB);
    const res = await open(tenantB.cookie, { rentId: rentB, title: 'After I left', description: 'Still broken', photos: [] });
    expectStatus(res, 409);
    expect(res.body.message).toBe(PORTAL_MESSAGES.rentEnded);
    expect(await roomList(roomB)).toEqual([]);
  });

  it('reaches the assignee once staff assign it; the tenant is emailed on each status change; only public comments show', async () => {
    expect(requestId).toBeDefined();
    const update = (body: Record<string, unknown>) => api.call('POST', m.maintenanceUpdate.path, { token: company.token, body });
    expectStatus(await update({ id: requestId, version: 0, assigneeId: staff.id }), 200);
    const [assigned] = await waitForEmails(staff.email, 1);
    expect(assigned!.subject).toContain('Leaking tap');
    // assigning is no status change: the tenant hears nothing yet
    expect((await emailsTo(tenantA.email)).filter((e) => e.subject.startsWith('Your request'))).toEqual([]);

    expectStatus(await update({ id: requestId, version: 1, status: 'In progress' }), 200);
    const note = (text: string, extra: Record<string, unknown> = {}) =>
      api.call('POST', m.maintenanceNote.path, { token: company.token, body: { id: requestId, text, ...extra } });
    expectStatus(await note('Plumber booked for Tuesday morning', { public: true }), 200);
    expectStatus(await note('Tenant may have caused this: check the washer', { public: false }), 200);
    expectStatus(await note('Invoice from the plumber is 80 dollars'), 200);
    expectStatus(await update({ id: requestId, version: 2, status: 'Done' }), 200);

    const statusMails = async () => (await emailsTo(tenantA.email)).filter((e) => e.subject.startsWith('Your request'));
    for (let i = 0; i < 50 && (await statusMails()).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await statusMails()).map((e) => e.subject)).toEqual([
      "Your request 'Leaking tap' is now In progress",
      "Your request 'Leaking tap' is now Done",
    ]);

    const [listed] = (await mine(tenantA.cookie)).filter((r) => r.id === requestId);
    expect(listed).toMatchObject({ status: 'Done', comments: [{ text: 'Plumber booked for Tuesday morning' }] });
    expect(JSON.stringify(await mine(tenantA.cookie))).not.toMatch(/washer|Invoice from the plumber/);
    // staff see every note, each marked
    const got = await details(requestId);
    expect(got.notes.map((n: { text: string; public: boolean }) => [n.text, n.public])).toEqual([
      ['Plumber booked for Tuesday morning', true],
      ['Tenant may have caused this: check the washer', false],
      ['Invoice from the plumber is 80 dollars', false],
    ]);
  });
});

describe("the tenant's list", () => {
  it('pages, newest first, as every list (limit, X-Next-Cursor)', async () => {
    for (const title of ['Broken blind', 'Stuck window']) {
      expectStatus(await open(tenantA.cookie, { rentId: rentA, title, description: 'Please have a look', photos: [] }), 201);
    }
    const first = await api.call('GET', `${p.portalMaintenance.path}?limit=1`, { cookie: tenantA.cookie });
    expectStatus(first, 200);
    expect(first.body.map((r: { title: string }) => r.title)).toEqual(['Stuck window']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api.call('GET', `${p.portalMaintenance.path}?limit=1&cursor=${encodeURIComponent(cursor!)}`, {
      cookie: tenantA.cookie,
    });
    expect(second.body.map((r: { title: string }) => r.title)).toEqual(['Broken blind']);
  });
});

describe('the next portal request of a room', () => {
  it('goes to whoever handled the room’s latest request, who is emailed', async () => {
    const first = await open(tenantA.cookie, { rentId: rentA, title: 'Loose handle', description: 'Front door', photos: [] });
    expectStatus(first, 201);
    // staff take the room's latest request over from the owner
    const reassigned = await api.call('POST', m.maintenanceUpdate.path, {
      token: company.token,
      body: { id: first.body.id, version: 0, assigneeId: staff.id },
    });
    expectStatus(reassigned, 200);
    const sent = await open(tenantA.cookie, { rentId: rentA, title: 'Dripping shower', description: 'Since Monday', photos: [] });
    expectStatus(sent, 201);
    expect((await details(sent.body.id)).assignee).toMatchObject({ id: staff.id, email: staff.email });
    const subjects = async () => (await emailsTo(staff.email)).map((mail) => mail.subject);
    for (let i = 0; i < 50 && !(await subjects()).includes('New maintenance request from the portal: Dripping shower'); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await subjects()).toContain('New maintenance request from the portal: Dripping shower');
  });
});
