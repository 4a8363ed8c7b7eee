/**
 * The audit trail (CORRECTIONS.md): every mutating route writes one entry in its change's transaction (the
 * registry in tests/support/audit), a record's history and the company's activity read them back, newest first,
 * paged, filtered by key ranges; a refused change leaves no entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { AUDIT_MESSAGES, type AuditEntry } from '../../shared/audit/types.ts';
import { routes } from '../../shared/routes.ts';
import { logIn } from '../support/accounts.ts';
import { accountAuditCases, claimsOf, companyIdOf } from '../support/audit/account.ts';
import { automationAuditCases } from '../support/audit/automation.ts';
import { countAuditCases } from '../support/audit/counts.ts';
import { maintenanceAuditCases } from '../support/audit/maintenance.ts';
import { orderAuditCases } from '../support/audit/orders.ts';
import { inventoryAuditCases } from '../support/audit/inventory.ts';
import { notAudited, notYetAudited, type AuditCase } from '../support/audit/registry.ts';
import { rentAuditCases } from '../support/audit/rent.ts';
import { replenishmentAuditCases } from '../support/audit/replenishment.ts';
import { transferAuditCases } from '../support/audit/transfers.ts';
import { portalAuditCases } from '../support/audit/portal.ts';
import { portalPaymentAuditCases } from '../support/audit/portal-payments.ts';
import { portalRequestAuditCases } from '../support/audit/portal-requests.ts';
import { useTestApi } from '../support/gateway.ts';
import { paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  daysFromToday,
  deleteRent,
  expectStatus,
  newCompany,
  pay,
  payBody,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
const cases: AuditCase[] = [
  ...accountAuditCases,
  ...orderAuditCases,
  ...inventoryAuditCases,
  ...rentAuditCases,
  ...automationAuditCases,
  ...maintenanceAuditCases,
  ...replenishmentAuditCases,
  ...countAuditCases,
  ...transferAuditCases,
  ...portalAuditCases,
  ...portalPaymentAuditCases,
  ...portalRequestAuditCases,
];

let company: Company;
let ownerId: string;

beforeAll(async () => {
  company = await newCompany(api, 'Audit Co');
  ownerId = claimsOf(company.token).sub;
});

const history = (kind: string, id: string, token = company.token, extra = '') =>
  api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${encodeURIComponent(id)}${extra}`, { token });
const activity = (query = '', token = company.token) => api.call('GET', `${auditRoutes.auditAll.path}${query}`, { token });

describe('the audit registry covers the manifest', () => {
  const covered = new Set(cases.map((c) => c.route.name));

  it('every mutating route has a case, or changes no record (with a reason), or is still on the shrinking to-do list', () => {
    const missing = routes
      .filter((r) => r.method !== 'GET' && !covered.has(r.name) && !(r.name in notAudited) && !notYetAudited.includes(r.name))
      .map((r) => r.name);
    expect(missing, 'add a case to tests/support/audit/<area>.ts').toEqual([]);
  });

  it('names only routes that exist and mutate, each in one list', () => {
    const mutating = new Set(routes.filter((r) => r.method !== 'GET').map((r) => r.name));
    const listed = [...covered, ...Object.keys(notAudited), ...notYetAudited];
    expect(listed.filter((name) => !mutating.has(name))).toEqual([]);
    expect(listed.length, 'a route in two lists').toBe(new Set(listed).size);
  });
});

describe('every covered route writes its entry', () => {
  it.each(cases.map((c) => [c.route.name, c] as const))('%s', async (name, c) => {
    const before = await activity('?limit=1');
    const record = await c.change(api, company);
    const res = await history(record.kind, record.id);
    expectStatus(res, 200);
    const entry = (res.body as AuditEntry[]).find((e) => e.action === name);
    expect(entry, `an entry of ${name} under ${record.kind} ${record.id}`).toBeDefined();
    const actor =
      c.source === 'portal' ? { id: record.actorId } : c.actor === 'record' ? { id: record.id } : { id: ownerId, name: 'Olivia Owner' };
    expect(entry).toMatchObject({ kind: record.kind, record_id: record.id, source: c.source ?? 'api', actor });
    expect(entry!.request_id).toMatch(/\S/);
    expect(entry!.record_label).toMatch(/\S/);
    expect(Date.parse(entry!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(entry!.changes.map((ch) => ch.field)).toEqual(c.fields);
    // the company's activity holds it too, newer than what came before
    const feed = (await activity('?limit=20')).body as AuditEntry[];
    expect(feed.map((e) => e.id)).toContain(entry!.id);
    if (before.body[0]) expect(entry!.at >= before.body[0].at).toBe(true);
  });
});

describe('entries', () => {
  it('show a changed master password as changed, never a value or a hash', async () => {
    const res = await api.call('POST', accountRoutes.changeMasterPassword.path, {
      token: company.token,
      body: { password: company.owner.password, newMasterPassword: 'a-new-master-secret' },
    });
    expectStatus(res, 200);
    const entries = (await history('settings', companyIdOf(company.token))).body as AuditEntry[];
    expect(entries[0]!.changes).toEqual([{ field: 'masterPassword', before: null, after: 'changed' }]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('a-new-master-secret');
    expect(text).not.toMatch(/\$argon|\$scrypt|scrypt:|hash/i);
  });

  it('list what an account was when it is unlinked, and what it became when linked', async () => {
    const body = {
      name: 'Kim Desk',
      email: `kim-${Date.now()}@example.com`,
      address: 'Back office',
      phone: '+44 20 7946 0005',
      password: 'desk-password',
    };
    const added = await api.call('POST', accountRoutes.addLinkedAccount.path, { token: company.token, body });
    expectStatus(added, 201);
    const id = added.body.account.id as string;
    expectStatus(await api.call('DELETE', `${accountRoutes.deleteLinkedAccount.path}?id=${id}`, { token: company.token }), 200);
    const entries = (await history('account', id)).body as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['deleteLinkedAccount', 'addLinkedAccount']);
    expect(entries[1]!.changes).toContainEqual({ field: 'phone', before: null, after: '+44 20 7946 0005' });
    expect(entries[0]!.changes).toContainEqual({ field: 'name', before: 'Kim Desk', after: null });
    expect(entries[0]!.record_label).toBe(`Kim Desk · ${body.email.toLowerCase()}`);
    expect(JSON.stringify(entries)).not.toContain('desk-password');
  });

  it('a refused change leaves none', async () => {
    const body = {
      name: 'Dup Desk',
      email: `dup-${Date.now()}@example.com`,
      address: 'D',
      phone: '+44 20 7946 0006',
      password: 'desk-password',
    };
    expectStatus(await api.call('POST', accountRoutes.addLinkedAccount.path, { token: company.token, body }), 201);
    const before = (await activity('?limit=200')).body as AuditEntry[];
    const again = await api.call('POST', accountRoutes.addLinkedAccount.path, { token: company.token, body: { ...body, name: 'Other' } });
    expect(again.status).toBe(409);
    const wrong = await api.call('POST', accountRoutes.changeMasterPassword.path, {
      token: company.token,
      body: { password: 'not-the-password', newMasterPassword: 'whatever-long' },
    });
    expect(wrong.status).toBe(422);
    const after = (await activity('?limit=200')).body as AuditEntry[];
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
  });
});

describe('rent entries', () => {
  // its own company: the master password of the shared one is changed above
  let own: Company;
  beforeAll(async () => {
    own = await newCompany(api, 'Audit Rent Co');
  });

  it('a payment files under its own id, named by its rent; a refused one leaves none', async () => {
    await addBuilding(api, own.token, 790, 1, 'Label House');
    const roomId = await addRoom(api, own.token, 790, 1, '101');
    const rentId = await addRent(api, own.token, roomId, await addTenant(api, own.token, 'Lena Label'));
    await pay(api, own, roomId, rentId, 100, 'LBL-1');
    const entries = (await history('payment', paymentIdOf(rentId, referenceHash('LBL-1')), own.token)).body as AuditEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'payRent', record_label: 'Room 101 · Building 790' });
    expect(entries[0]!.changes).toEqual([
      { field: 'paymentMethod', before: null, after: 'HSBC' },
      { field: 'paymentReference', before: null, after: 'LBL-1' },
      { field: 'paymentAmount', before: null, after: 100 },
    ]);
    const before = (await activity('?limit=200', own.token)).body as AuditEntry[];
    const wrong = await api.call('POST', '/api/payment/pay-rent', {
      token: own.token,
      body: { ...payBody(own, roomId, rentId, 50, 'LBL-2'), masterPassword: 'not-the-master' },
    });
    expect(wrong.status).toBe(422);
    // the same reference again is the duplicate answer: nothing changes, no entry
    expectStatus(
      await api.call('POST', '/api/payment/pay-rent', { token: own.token, body: payBody(own, roomId, rentId, 100, 'LBL-1') }),
      200,
    );
    const occupied = await api.call('POST', '/api/rooms/add-tenant-to-room', {
      token: own.token,
      body: {
        room_id: roomId,
        tenantID: await addTenant(api, own.token),
        rent_price: 1,
        deposit: 0,
        rent_start_date: today(),
        rent_end_date: daysFromToday(30),
      },
    });
    expect(occupied.status).toBe(409);
    const after = (await activity('?limit=200', own.token)).body as AuditEntry[];
    // only the extra tenant added for the refused rent
    expect(after.filter((e) => !before.some((b) => b.id === e.id)).map((e) => e.action)).toEqual(['tenantAdd']);
  });

  it('a deleted rent lists what it was, paid total included', async () => {
    await addBuilding(api, own.token, 791, 1);
    const roomId = await addRoom(api, own.token, 791, 1, '7');
    const rentId = await addRent(api, own.token, roomId, await addTenant(api, own.token, 'Dora Gone'), {
      rent_price: 800,
      deposit: 0,
    });
    await pay(api, own, roomId, rentId, 120.5, 'DEL-1');
    expectStatus(await deleteRent(api, own.token, roomId, rentId, own.owner.masterPassword), 200);
    const entries = (await history('rent', rentId, own.token)).body as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['rentDelete', 'rentAdd']);
    expect(entries[0]!.changes).toContainEqual({ field: 'total_amount_paid', before: 120.5, after: null });
    expect(entries[0]!.changes).toContainEqual({ field: 'tenant_name', before: 'Dora Gone', after: null });
    expect(entries[1]!.changes).toContainEqual({ field: 'rent_price', before: null, after: 800 });
  });
});

describe('reading the trail', () => {
  let other: Company;
  beforeAll(async () => {
    other = await newCompany(api, 'Audit Pages Co');
    for (let i = 0; i < 5; i++) {
      const res = await api.call('POST', accountRoutes.addLinkedAccount.path, {
        token: other.token,
        body: {
          name: `Page ${i}`,
          email: `page-${i}-${Date.now()}@example.com`,
          address: 'P',
          phone: '+44 20 7946 0007',
          password: 'desk-password',
        },
      });
      expectStatus(res, 201);
    }
  });

  it('pages the activity newest first with X-Next-Cursor, to its end', async () => {
    const first = await activity('?limit=2', other.token);
    expectStatus(first, 200);
    expect(first.body).toHaveLength(2);
    const seen: AuditEntry[] = [...first.body];
    let cursor = first.headers.get('x-next-cursor');
    while (cursor) {
      const next = await activity(`?limit=2&cursor=${cursor}`, other.token);
      expectStatus(next, 200);
      seen.push(...next.body);
      cursor = next.headers.get('x-next-cursor');
    }
    expect(seen.map((e) => e.record_label.split(' · ')[0])).toEqual(['Page 4', 'Page 3', 'Page 2', 'Page 1', 'Page 0']);
    const ats = seen.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('filters by dates (inclusive, UTC), by actor and by kind, each a key range', async () => {
    const otherOwner = claimsOf(other.token).sub;
    expect((await activity(`?from=${today()}&to=${today()}`, other.token)).body).toHaveLength(5);
    expect((await activity(`?from=${daysFromToday(1)}`, other.token)).body).toEqual([]);
    expect((await activity(`?to=${daysFromToday(-1)}`, other.token)).body).toEqual([]);
    expect((await activity(`?actor=${otherOwner}`, other.token)).body).toHaveLength(5);
    expect((await activity(`?actor=${otherOwner}&kind=account`, other.token)).body).toHaveLength(5);
    expect((await activity(`?actor=${otherOwner}&kind=settings`, other.token)).body).toEqual([]);
    expect((await activity('?kind=account', other.token)).body).toHaveLength(5);
    expect((await activity('?kind=building', other.token)).body).toEqual([]);
    expect((await activity('?actor=01ZZZZZZZZZZZZZZZZZZZZZZZZ', other.token)).body).toEqual([]);
  });

  it.each([
    ['?kind=nope', AUDIT_MESSAGES.kind],
    ['?from=2026-13-01', AUDIT_MESSAGES.from],
    ['?to=yesterday', AUDIT_MESSAGES.to],
    [`?from=${today()}&to=${daysFromToday(-1)}`, AUDIT_MESSAGES.range],
    ['?limit=0', 'Limit must be a whole number from 1 to 200'],
    ['?cursor=bm90LWEtY3Vyc29y', 'Invalid cursor'],
  ])('activity %s is 400 with a message', async (query, message) => {
    const res = await activity(query, other.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['?id=x', AUDIT_MESSAGES.kind],
    ['?kind=account', AUDIT_MESSAGES.recordId],
    ['?kind=account&id=', AUDIT_MESSAGES.recordId],
  ])('record history %s is 400 with a message', async (query, message) => {
    const res = await api.call('GET', `${auditRoutes.auditRecord.path}${query}`, { token: other.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a record with no entries has an empty history; the activity is the owner’s only', async () => {
    expect((await history('building', '1', other.token)).body).toEqual([]);
    const staffBody = {
      name: 'Sam Desk',
      email: `sam-${Date.now()}@example.com`,
      address: 'S',
      phone: '+44 20 7946 0008',
      password: 'desk-password',
    };
    expectStatus(await api.call('POST', accountRoutes.addLinkedAccount.path, { token: other.token, body: staffBody }), 201);
    const staff = await logIn(api, staffBody.email, staffBody.password, '1');
    expect((await activity('', staff.accessToken)).status).toBe(403);
    // any signed-in account reads a record's history
    const ownHistory = await history('settings', companyIdOf(other.token), staff.accessToken);
    expect(ownHistory.status).toBe(200);
  });
});
