/**
 * Rent corrections (CORRECTIONS.md "Rent"): edits take the version read (stale: 409, nothing changed: 400), deletes
 * only what nothing depends on (owner only), refusals write nothing and leave no audit entry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes } from '../../shared/audit/routes.ts';
import type { AuditEntry } from '../../shared/audit/types.ts';
import { accountRoutes } from '../../shared/account/routes.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { paymentIdOf, referenceHash } from '../../functions/rent/ids.ts';
import { logIn } from '../support/accounts.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  buildings,
  checkout,
  daysFromToday,
  deleteRent,
  expectStatus,
  levels,
  newCompany,
  pay,
  reportRows,
  room,
  today,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;

beforeAll(async () => {
  co = await newCompany(api, 'Corrections Co');
});

const STALE = 'This record was changed by someone else. Reload and try again.';

const editBuilding = (body: Record<string, unknown>, token = co.token) => api.call('POST', rentRoutes.buildingUpdate.path, { token, body });
const deleteBuilding = (building: number | string, token = co.token) =>
  api.call('DELETE', `${rentRoutes.buildingDelete.path}?building=${building}`, { token });
const entriesOf = async (kind: string, id: string) =>
  (await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${id}`, { token: co.token })).body as AuditEntry[];
const card = async (number: number) => (await buildings(api, co.token)).find((b: { building_id: number }) => b.building_id === number);

/** The building's fields as Edit building sends them, from what the card shows. */
async function editBody(number: number, changes: Record<string, unknown> = {}) {
  const b = await card(number);
  return {
    buildingNumber: number,
    buildingName: b.building_name,
    buildingLevels: b.building_levels,
    address: b.address,
    version: b.version,
    ...changes,
  };
}

describe('POST /api/building/update', () => {
  it('corrects the floors, name and address; the version moves on; the entry lists what changed', async () => {
    await addBuilding(api, co.token, 11, 4, 'Four Floors');
    expect(await card(11)).toMatchObject({ version: 0, building_levels: 4 });
    const res = await editBuilding(await editBody(11, { buildingLevels: 5, buildingName: 'Five Floors' }));
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Building updated' });
    expect(await card(11)).toMatchObject({ version: 1, building_levels: 5, building_name: 'Five Floors' });
    const lv = await levels(api, co.token, 11);
    expect(lv).toMatchObject({ floors: 5, version: 1, name: 'Five Floors' });
    expect(lv.levels).toHaveLength(5);
    const [entry] = await entriesOf('building', '11');
    expect(entry).toMatchObject({ action: 'buildingUpdate', record_label: 'Building 11 · Five Floors' });
    expect(entry!.changes).toEqual([
      { field: 'buildingName', before: 'Four Floors', after: 'Five Floors' },
      { field: 'buildingLevels', before: 4, after: 5 },
    ]);
  });

  it('shrinks floors only while the removed levels have no rooms: 409 naming the level as shown', async () => {
    await addBuilding(api, co.token, 12, 4, 'Shrink House');
    await addRoom(api, co.token, 12, 3, '301');
    await addRoom(api, co.token, 12, 4, '401');
    const before = await entriesOf('building', '12');
    // levels 3 and 4 (shown as 2 and 3) have rooms: the lowest one removed is named
    const refused = await editBuilding(await editBody(12, { buildingLevels: 1 }));
    expect(refused).toMatchObject({ status: 409, body: { message: 'Level 2 still has rooms' } });
    expect(await card(12)).toMatchObject({ building_levels: 4, version: 0 });
    expect(await entriesOf('building', '12')).toEqual(before);
    // level 4 only has rooms above 3 floors
    const three = await editBuilding(await editBody(12, { buildingLevels: 3 }));
    expect(three).toMatchObject({ status: 409, body: { message: 'Level 3 still has rooms' } });
    // a building with empty top floors shrinks
    await addBuilding(api, co.token, 13, 6);
    await addRoom(api, co.token, 13, 2, '201');
    expectStatus(await editBuilding(await editBody(13, { buildingLevels: 2 })), 200);
    expect(await card(13)).toMatchObject({ building_levels: 2, total_rooms: 1 });
    // a room cannot be added on a removed level
    const room = await api.call('POST', rentRoutes.roomAdd.path, {
      token: co.token,
      body: { roomNumber: '501', buildingNumber: 13, levelNumber: 5 },
    });
    expect(room.status).toBe(400);
  });

  it('400 No changes detected; 409 when stale; 404 for an unknown building; the number stays', async () => {
    await addBuilding(api, co.token, 14, 2, 'Same');
    const same = await editBuilding(await editBody(14));
    expect(same).toMatchObject({ status: 400, body: { message: 'No changes detected' } });
    expectStatus(await editBuilding(await editBody(14, { address: 'New Road' })), 200);
    const stale = await editBuilding(await editBody(14, { address: 'Old Road', version: 0 }));
    expect(stale).toMatchObject({ status: 409, body: { message: STALE } });
    expect(await card(14)).toMatchObject({ address: 'New Road', version: 1 });
    const unknown = await editBuilding({ buildingNumber: 99_999, buildingName: 'X', buildingLevels: 1, address: 'Y', version: 0 });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Building not found' } });
  });

  it.each([
    [{ buildingName: '' }, 'Please fill in all fields'],
    [{ buildingLevels: 'many' }, 'Please enter a valid number'],
    [{ version: undefined }, 'Version must be the whole number the record was read with'],
    [{ version: -1 }, 'Version must be the whole number the record was read with'],
  ])('refuses %j with a message', async (changes, message) => {
    await addBuilding(api, co.token, 15, 2).catch(() => undefined);
    const res = await editBuilding({ buildingNumber: 15, buildingName: 'V', buildingLevels: 2, address: 'A', version: 0, ...changes });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('two edits made from one version: one wins, the other is 409; one entry', async () => {
    await addBuilding(api, co.token, 16, 2, 'Race');
    const body = await editBody(16);
    const results = await Promise.all([
      editBuilding({ ...body, buildingName: 'Race A' }),
      editBuilding({ ...body, buildingName: 'Race B' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0]!.status === 200 ? 'Race A' : 'Race B';
    expect(await card(16)).toMatchObject({ building_name: winner, version: 1 });
    expect((await entriesOf('building', '16')).filter((e) => e.action === 'buildingUpdate')).toHaveLength(1);
  });

  it('a shrink racing a room add on a removed level: never a room above the floors', async () => {
    for (let i = 0; i < 3; i++) {
      const number = 30 + i;
      await addBuilding(api, co.token, number, 3);
      const body = await editBody(number, { buildingLevels: 1 });
      const [edit, room] = await Promise.all([
        editBuilding(body),
        api.call('POST', rentRoutes.roomAdd.path, { token: co.token, body: { roomNumber: 'R3', buildingNumber: number, levelNumber: 3 } }),
      ]);
      const b = await card(number);
      if (edit.status === 200) {
        expect(room.status).toBe(400);
        expect(b).toMatchObject({ building_levels: 1, total_rooms: 0 });
      } else {
        expect(edit).toMatchObject({ status: 409, body: { message: 'Level 2 still has rooms' } });
        expect(room.status).toBe(201);
        expect(b).toMatchObject({ building_levels: 3, total_rooms: 1 });
      }
    }
  });
});

describe('DELETE /api/building/delete', () => {
  it('deletes a building with no rooms; 409 while it has rooms; 404 after', async () => {
    await addBuilding(api, co.token, 21, 2, 'Gone Soon');
    await addBuilding(api, co.token, 22, 2, 'Has Rooms');
    await addRoom(api, co.token, 22, 1, '1');
    const busy = await deleteBuilding(22);
    expect(busy).toMatchObject({ status: 409, body: { message: 'This building still has rooms' } });
    expect(await card(22)).toBeDefined();
    const res = await deleteBuilding(21);
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Building deleted' });
    expect(await card(21)).toBeUndefined();
    expect((await deleteBuilding(21)).status).toBe(404);
    expect((await api.call('GET', `${rentRoutes.levelList.path}?building=21`, { token: co.token })).status).toBe(404);
    const [entry] = await entriesOf('building', '21');
    expect(entry).toMatchObject({ action: 'buildingDelete', record_label: 'Building 21 · Gone Soon' });
    expect(entry!.changes).toContainEqual({ field: 'buildingName', before: 'Gone Soon', after: null });
    // the number is free again
    await addBuilding(api, co.token, 21, 1, 'Again');
  });

  it('is the owner’s only; a delete racing a room add: one of them wins', async () => {
    const staff = {
      name: 'Desk Staff',
      email: `desk-${Date.now()}@example.com`,
      address: 'Desk',
      phone: '+44 20 7946 0011',
      password: 'desk-password',
    };
    expectStatus(await api.call('POST', accountRoutes.addLinkedAccount.path, { token: co.token, body: staff }), 201);
    const session = await logIn(api, staff.email, staff.password, '1');
    await addBuilding(api, co.token, 23, 1);
    expect((await deleteBuilding(23, session.accessToken)).status).toBe(403);
    const staffRoom = await addRoom(api, co.token, 23, 1, 'S1');
    expect((await api.call('DELETE', `${rentRoutes.roomDelete.path}?room_id=${staffRoom}`, { token: session.accessToken })).status).toBe(
      403,
    );
    expectStatus(await api.call('DELETE', `${rentRoutes.roomDelete.path}?room_id=${staffRoom}`, { token: co.token }), 200);
    // staff may edit
    expectStatus(await editBuilding(await editBody(23, { buildingName: 'Staff Edit' }), session.accessToken), 200);

    const [del, room] = await Promise.all([
      deleteBuilding(23),
      api.call('POST', rentRoutes.roomAdd.path, { token: co.token, body: { roomNumber: 'X', buildingNumber: 23, levelNumber: 1 } }),
    ]);
    if (del.status === 200) {
      expect(room.status).toBe(404);
      expect(await card(23)).toBeUndefined();
    } else {
      expect(del.status).toBe(409);
      expect(room.status).toBe(201);
      expect(await card(23)).toMatchObject({ total_rooms: 1 });
    }
  });

  it('400 for a building that is not a number', async () => {
    expect((await deleteBuilding('abc')).status).toBe(400);
  });
});

describe('DELETE /api/rooms/delete', () => {
  const deleteRoom = (roomId: string, token = co.token) => api.call('DELETE', `${rentRoutes.roomDelete.path}?room_id=${roomId}`, { token });

  it('deletes a room never rented: the building counts one less, the number is free, the entry lists it', async () => {
    await addBuilding(api, co.token, 41, 2, 'Room Deletes');
    const roomId = await addRoom(api, co.token, 41, 2, '201');
    await addRoom(api, co.token, 41, 2, '202');
    expect(await card(41)).toMatchObject({ total_rooms: 2 });
    const res = await deleteRoom(roomId);
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Room deleted' });
    expect(await card(41)).toMatchObject({ total_rooms: 1 });
    expect((await api.call('GET', `${rentRoutes.roomCurrent.path}?room_id=${roomId}`, { token: co.token })).status).toBe(404);
    const vacant = await reportRows(api, co.token, '/api/reports/rooms/vacant');
    expect(vacant.map((r: { id?: string; room_id?: string }) => r.id ?? r.room_id)).not.toContain(roomId);
    expect((await deleteRoom(roomId)).status).toBe(404);
    const [entry] = await entriesOf('room', roomId);
    expect(entry).toMatchObject({ action: 'roomDelete', record_label: 'Room 201 · Building 41' });
    expect(entry!.changes).toEqual([
      { field: 'buildingNumber', before: 41, after: null },
      { field: 'levelNumber', before: 2, after: null },
      { field: 'roomNumber', before: '201', after: null },
    ]);
    await addRoom(api, co.token, 41, 2, '201');
  });

  it('409 for a room with rental history (current or checked out); a room whose rents were deleted goes', async () => {
    await addBuilding(api, co.token, 42, 1);
    const rented = await addRoom(api, co.token, 42, 1, 'R1');
    const rentId = await addRent(api, co.token, rented, await addTenant(api, co.token), { rent_start_date: daysFromToday(-3) });
    expect(await deleteRoom(rented)).toMatchObject({ status: 409, body: { message: 'This room has rental history' } });
    await checkout(api, co.token, rented);
    expect(await deleteRoom(rented)).toMatchObject({ status: 409, body: { message: 'This room has rental history' } });
    expect(await card(42)).toMatchObject({ total_rooms: 1 });
    expectStatus(await deleteRent(api, co.token, rented, rentId), 200);
    expectStatus(await deleteRoom(rented), 200);
    expect(await card(42)).toMatchObject({ total_rooms: 0 });
    // and then the building itself
    expectStatus(await deleteBuilding(42), 200);
  });

  it('is the owner’s only; 404 for an unknown or malformed id; a delete racing Add Rent: one wins', async () => {
    expect((await deleteRoom('1-1-01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await deleteRoom('nope')).status).toBe(404);
    await addBuilding(api, co.token, 43, 1);
    for (let i = 0; i < 3; i++) {
      const roomId = await addRoom(api, co.token, 43, 1, `Q${i}`);
      const tenantId = await addTenant(api, co.token);
      const [del, rent] = await Promise.all([
        deleteRoom(roomId),
        api.call('POST', rentRoutes.rentAdd.path, {
          token: co.token,
          body: {
            room_id: roomId,
            tenantID: tenantId,
            rent_price: 100,
            deposit: 0,
            rent_start_date: today(),
            rent_end_date: daysFromToday(60),
          },
        }),
      ]);
      if (del.status === 200) {
        expect(rent.status).toBe(404);
      } else {
        expect(del).toMatchObject({ status: 409, body: { message: 'This room has rental history' } });
        expect(rent.status).toBe(201);
        expect(await room(api, co.token, roomId)).toMatchObject({ rent_payment_status: expect.any(String) });
      }
    }
    const rooms = (await levels(api, co.token, 43)).summary;
    const b = await card(43);
    expect(b.rooms_rented).toBe(rooms.rooms_rented);
    expect(b.total_rooms).toBe(rooms.total_rooms);
  });
});

describe('GET /api/payment/rent-payments', () => {
  const payments = (rentId: string, token = co.token) =>
    api.call('GET', `${rentRoutes.rentPayments.path}?rent_id=${encodeURIComponent(rentId)}`, { token });

  it('lists the rent’s payments newest first with the id their entries file under', async () => {
    await addBuilding(api, co.token, 51, 1);
    const roomId = await addRoom(api, co.token, 51, 1, 'P1');
    const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token), { rent_start_date: daysFromToday(-40) });
    expect((await payments(rentId)).body).toEqual([]);
    await pay(api, co, roomId, rentId, 100, 'FIRST');
    await pay(api, co, roomId, rentId, 250.5, ' SECOND ');
    const res = await payments(rentId);
    expectStatus(res, 200);
    expect(res.body).toEqual([
      {
        id: paymentIdOf(rentId, referenceHash('SECOND')),
        created_at: expect.any(String),
        paymentMethod: 'HSBC',
        paymentReference: 'SECOND',
        amount: 250.5,
        voided: false,
        void_reason: null,
      },
      expect.objectContaining({ id: paymentIdOf(rentId, referenceHash('FIRST')), paymentReference: 'FIRST', amount: 100 }),
    ]);
    expect(res.body[0].created_at >= res.body[1].created_at).toBe(true);
    const [entry] = await entriesOf('payment', res.body[0].id);
    expect(entry).toMatchObject({ action: 'payRent', record_label: 'Room P1 · Building 51' });
  });

  it('404 for an unknown, malformed or deleted rent; 400 without one', async () => {
    expect(await payments('51-1-01ARZ3NDEKTSV4RRFFQ69G5FAV-01ARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({
      status: 404,
      body: { message: 'Rent not found' },
    });
    expect((await payments('nope')).status).toBe(404);
    expect((await api.call('GET', rentRoutes.rentPayments.path, { token: co.token })).status).toBe(400);
    const roomId = await addRoom(api, co.token, 51, 1, 'P2');
    const rentId = await addRent(api, co.token, roomId, await addTenant(api, co.token));
    expectStatus(await deleteRent(api, co.token, roomId, rentId), 200);
    expect((await payments(rentId)).status).toBe(404);
  });
});
