/**
 * Tenant corrections (CORRECTIONS.md "Rent"): GET /api/tenant/{id} (fields, version, their rents), POST
 * /api/tenant/update (same validation as add; the copies on rents and rooms move with it), DELETE
 * /api/tenant/delete (owner only, only with no rents).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../shared/account/routes.ts';
import { auditRoutes } from '../../shared/audit/routes.ts';
import type { AuditEntry } from '../../shared/audit/types.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  daysFromToday,
  deleteRent,
  expectStatus,
  history,
  newCompany,
  pay,
  reportRows,
  room,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;
let roomSeq = 0;
const STALE = 'This record was changed by someone else. Reload and try again.';

beforeAll(async () => {
  co = await newCompany(api, 'Tenant Fix Co');
  await addBuilding(api, co.token, 5, 2, 'Tenant Block');
});

const getTenant = (id: string, token = co.token) => api.call('GET', `/api/tenant/${encodeURIComponent(id)}`, { token });
const editTenant = (body: Record<string, unknown>, token = co.token) => api.call('POST', rentRoutes.tenantUpdate.path, { token, body });
const deleteTenant = (id: string, token = co.token) =>
  api.call('DELETE', `${rentRoutes.tenantDelete.path}?id=${encodeURIComponent(id)}`, { token });
const entriesOf = async (kind: string, id: string) =>
  (await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${id}`, { token: co.token })).body as AuditEntry[];
const aRoom = () => addRoom(api, co.token, 5, 1, `T${++roomSeq}`);

/** The tenant's fields as Edit tenant sends them, from the tenant page. */
async function editBody(id: string, changes: Record<string, unknown> = {}) {
  const t = (await getTenant(id)).body;
  const { name, phone, email, address, idType, idNumber, idExpiry, idIssuingCountry, version } = t;
  return { id, name, phone, email, address, idType, idNumber, idExpiry, idIssuingCountry, version, ...changes };
}

describe('GET /api/tenant/{id}', () => {
  it('answers the fields, the version and the tenant’s rents newest first; the list rows answer the same fields and version', async () => {
    const tenantId = await addTenant(api, co.token, 'Page Tenant');
    const [r1, r2] = [await aRoom(), await aRoom()];
    const old = await addRent(api, co.token, r1, tenantId, { rent_start_date: daysFromToday(-40) });
    await pay(api, co, r1, old, 500, 'PT-1');
    await checkout(api, co.token, r1);
    const current = await addRent(api, co.token, r2, tenantId);
    const res = await getTenant(tenantId);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      id: tenantId,
      name: 'Page Tenant',
      address: '1 Test Road',
      idType: 'Passport',
      idExpiry: '2035-01-01',
      idIssuingCountry: 'United Kingdom',
      version: 0,
      created_at: expect.any(String),
    });
    expect(res.body.rents).toEqual([
      expect.objectContaining({
        rent_id: current,
        room_id: r2,
        room_number: `T${roomSeq}`,
        building_id: 5,
        building_name: 'Tenant Block',
        floor: 1,
        is_current: true,
        checkout_date: null,
        total_amount_paid: 0,
      }),
      expect.objectContaining({
        rent_id: old,
        is_current: false,
        checkout_date: expect.any(String),
        total_amount_paid: 500,
        amount_due: 1500,
        rent_payment_status: 'Overdue',
      }),
    ]);
    // the list's row carries every field the tenant page does (IMPORT.md "Export": an Export CSV imports back)
    const { rents: _rents, created_at: _created, ...fields } = res.body;
    const list = await reportRows(api, co.token, rentRoutes.tenantList.path);
    expect(list.find((t) => t.id === tenantId)).toEqual(fields);
    expect(fields).toEqual({
      id: tenantId,
      name: 'Page Tenant',
      phone: expect.any(String),
      email: expect.any(String),
      address: '1 Test Road',
      idType: 'Passport',
      idNumber: expect.stringMatching(/^P\d+$/),
      idExpiry: '2035-01-01',
      idIssuingCountry: 'United Kingdom',
      version: 0,
    });
  });

  it('404 for an unknown or malformed id', async () => {
    expect(await getTenant('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({ status: 404, body: { message: 'Tenant not found' } });
    expect((await getTenant('nope')).status).toBe(404);
  });
});

describe('POST /api/tenant/update', () => {
  it('corrects the tenant; the rents’ and the room’s copies follow; the entry lists what changed', async () => {
    const tenantId = await addTenant(api, co.token, 'Before Name');
    const r1 = await aRoom();
    const rentId = await addRent(api, co.token, r1, tenantId, { rent_start_date: daysFromToday(-40) });
    const res = await editTenant(await editBody(tenantId, { name: 'After Name', phone: '07700 900999', address: 'New Road' }));
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Tenant updated' });
    expect((await getTenant(tenantId)).body).toMatchObject({ name: 'After Name', phone: '07700 900999', address: 'New Road', version: 1 });
    expect(await room(api, co.token, r1)).toMatchObject({ tenant_name: 'After Name', tenant_phone: '07700 900999' });
    expect((await history(api, co.token, r1))[0]).toMatchObject({ tenant_name: 'After Name', tenant_phone: '07700 900999' });
    const active = await reportRows(api, co.token, rentRoutes.reportActiveRents.path);
    expect(active.find((a) => a.rent_id === rentId)).toMatchObject({ tenant_name: 'After Name' });
    const [entry] = await entriesOf('tenant', tenantId);
    expect(entry).toMatchObject({ action: 'tenantUpdate', record_label: 'After Name' });
    expect(entry!.changes).toEqual([
      { field: 'name', before: 'Before Name', after: 'After Name' },
      { field: 'phone', before: expect.any(String), after: '07700 900999' },
      { field: 'address', before: '1 Test Road', after: 'New Road' },
    ]);
  });

  it('same validation as add; 400 No changes detected; 409 stale; 404 unknown; nothing written', async () => {
    const tenantId = await addTenant(api, co.token, 'Strict Tenant');
    expect(await editTenant(await editBody(tenantId, { name: undefined }))).toMatchObject({
      status: 400,
      body: { message: 'Please provide all the required fields.' },
    });
    expect(await editTenant(await editBody(tenantId, { idType: 'Library Card' }))).toMatchObject({
      status: 400,
      body: { message: 'ID type must be one of Passport, National ID, Driver License' },
    });
    expect(await editTenant(await editBody(tenantId, { idExpiry: 'soon' }))).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid date.' },
    });
    expect(await editTenant(await editBody(tenantId))).toMatchObject({ status: 400, body: { message: 'No changes detected' } });
    expect(await editTenant(await editBody(tenantId, { name: 'X', version: 3 }))).toMatchObject({ status: 409, body: { message: STALE } });
    expect(await editTenant(await editBody(tenantId, { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'X' }))).toMatchObject({
      status: 404,
      body: { message: 'Tenant not found' },
    });
    expect((await getTenant(tenantId)).body).toMatchObject({ name: 'Strict Tenant', version: 0 });
    expect(await entriesOf('tenant', tenantId)).toHaveLength(1);
  });

  it('two edits from one version: one wins; an edit racing Add Rent leaves no stale copy', async () => {
    const tenantId = await addTenant(api, co.token, 'Race Tenant');
    const body = await editBody(tenantId);
    const results = await Promise.all([editTenant({ ...body, name: 'Race A' }), editTenant({ ...body, name: 'Race B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [roomA, roomB] = [await aRoom(), await aRoom()];
    const [edit, add1, add2] = await Promise.all([
      editTenant(await editBody(tenantId, { name: 'Race Final' })),
      api.call('POST', rentRoutes.rentAdd.path, {
        token: co.token,
        body: {
          room_id: roomA,
          tenantID: tenantId,
          rent_price: 100,
          deposit: 0,
          rent_start_date: daysFromToday(0),
          rent_end_date: daysFromToday(60),
        },
      }),
      api.call('POST', rentRoutes.rentAdd.path, {
        token: co.token,
        body: {
          room_id: roomB,
          tenantID: tenantId,
          rent_price: 100,
          deposit: 0,
          rent_start_date: daysFromToday(0),
          rent_end_date: daysFromToday(60),
        },
      }),
    ]);
    expect([edit.status, add1.status, add2.status]).toEqual([200, 201, 201]);
    expect(await room(api, co.token, roomA)).toMatchObject({ tenant_name: 'Race Final' });
    expect(await room(api, co.token, roomB)).toMatchObject({ tenant_name: 'Race Final' });
    expect((await getTenant(tenantId)).body.rents).toHaveLength(2);
  });
});

describe('DELETE /api/tenant/delete', () => {
  it('deletes a tenant with no rents (owner only); 409 while they have rents, current or past; 404 after', async () => {
    const staff = {
      name: 'Tenant Desk',
      email: `tenant-desk-${Date.now()}@example.com`,
      address: 'Desk',
      phone: '+44 20 7946 0013',
      password: 'desk-password',
    };
    expectStatus(await api.call('POST', accountRoutes.addLinkedAccount.path, { token: co.token, body: staff }), 201);
    const session = await logIn(api, staff.email, staff.password, '1');
    const tenantId = await addTenant(api, co.token, 'Leaving Tenant');
    const r1 = await aRoom();
    const rentId = await addRent(api, co.token, r1, tenantId);
    expect(await deleteTenant(tenantId)).toMatchObject({ status: 409, body: { message: 'This tenant has rents' } });
    await checkout(api, co.token, r1);
    expect((await deleteTenant(tenantId)).status).toBe(409);
    expect((await deleteTenant(tenantId, session.accessToken)).status).toBe(403);
    // staff may edit
    expectStatus(await editTenant(await editBody(tenantId, { address: 'Staff Road' }), session.accessToken), 200);
    expectStatus(await deleteRent(api, co.token, r1, rentId), 200);
    expect((await getTenant(tenantId)).body.rents).toEqual([]);
    const res = await deleteTenant(tenantId);
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Tenant deleted' });
    expect((await getTenant(tenantId)).status).toBe(404);
    expect((await deleteTenant(tenantId)).status).toBe(404);
    const [entry] = await entriesOf('tenant', tenantId);
    expect(entry).toMatchObject({ action: 'tenantDelete', record_label: 'Leaving Tenant' });
    expect(entry!.changes).toContainEqual({ field: 'name', before: 'Leaving Tenant', after: null });
  });

  it('a delete racing Add Rent: one wins', async () => {
    const tenantId = await addTenant(api, co.token, 'Contested Tenant');
    const r1 = await aRoom();
    const [del, add] = await Promise.all([
      deleteTenant(tenantId),
      api.call('POST', rentRoutes.rentAdd.path, {
        token: co.token,
        body: {
          room_id: r1,
          tenantID: tenantId,
          rent_price: 100,
          deposit: 0,
          rent_start_date: daysFromToday(0),
          rent_end_date: daysFromToday(60),
        },
      }),
    ]);
    if (del.status === 200) {
      expect(add.status).toBe(404);
      expect(await room(api, co.token, r1)).toMatchObject({ rent_payment_status: 'Vacant' });
    } else {
      expect(del.status).toBe(409);
      expect(add.status).toBe(201);
      expect((await getTenant(tenantId)).body.rents).toHaveLength(1);
    }
  });
});
