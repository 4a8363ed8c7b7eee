/**
 * POST /api/rooms/update (CORRECTIONS.md "Rent"): a room's number on its version, unique on its level (409 as on
 * add); the rents' copies of the number move with it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes } from '../../shared/audit/routes.ts';
import type { AuditEntry } from '../../shared/audit/types.ts';
import { rentRoutes } from '../../shared/rent/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import {
  addBuilding,
  addRent,
  addRoom,
  addTenant,
  checkout,
  expectStatus,
  history,
  newCompany,
  reportRows,
  room,
  type Company,
} from '../support/rent.ts';

const api = useTestApi();
let co: Company;
const STALE = 'This record was changed by someone else. Reload and try again.';

beforeAll(async () => {
  co = await newCompany(api, 'Room Edit Co');
  await addBuilding(api, co.token, 9, 2, 'Renumber Block');
});

const editRoom = (body: Record<string, unknown>) => api.call('POST', rentRoutes.roomUpdate.path, { token: co.token, body });
const entriesOf = async (kind: string, id: string) =>
  (await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${kind}&id=${id}`, { token: co.token })).body as AuditEntry[];
const addRoomRaw = (roomNumber: string, levelNumber = 1) =>
  api.call('POST', rentRoutes.roomAdd.path, { token: co.token, body: { roomNumber, buildingNumber: 9, levelNumber } });

describe('POST /api/rooms/update', () => {
  it('renumbers a room: its rents follow, the old number is free, the new one taken; the entry lists it', async () => {
    const roomId = await addRoom(api, co.token, 9, 1, '101');
    const old = await addRent(api, co.token, roomId, await addTenant(api, co.token));
    await checkout(api, co.token, roomId);
    const current = await addRent(api, co.token, roomId, await addTenant(api, co.token));
    expect((await room(api, co.token, roomId)).version).toBe(0);
    const res = await editRoom({ room_id: roomId, roomNumber: '102', version: 0 });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Room updated' });
    expect(await room(api, co.token, roomId)).toMatchObject({ room_number: '102', version: 1 });
    const active = await reportRows(api, co.token, rentRoutes.reportActiveRents.path);
    expect(active.find((a) => a.rent_id === current)).toMatchObject({ room_number: '102' });
    expect((await history(api, co.token, roomId)).map((h) => h.rent_id)).toEqual([current, old]);
    const [entry] = await entriesOf('room', roomId);
    expect(entry).toMatchObject({ action: 'roomUpdate', record_label: 'Room 102 · Building 9' });
    expect(entry!.changes).toEqual([{ field: 'roomNumber', before: '101', after: '102' }]);
    // the old number is free on the level, the new one taken
    expectStatus(await addRoomRaw('101'), 201);
    expect(await addRoomRaw(' 102 ')).toMatchObject({ status: 409, body: { message: 'Room number already exists on this level' } });
    // the same number again: nothing to change
    expect((await editRoom({ room_id: roomId, roomNumber: '102', version: 1 })).status).toBe(400);
  });

  it('409 for a number taken on the level (not on another); 400 no changes; 409 stale; 404 unknown; nothing written', async () => {
    const a = await addRoom(api, co.token, 9, 2, '2A');
    await addRoom(api, co.token, 9, 2, '2B');
    await addRoom(api, co.token, 9, 1, '1Z');
    expect(await editRoom({ room_id: a, roomNumber: '2b', version: 0 })).toMatchObject({
      status: 409,
      body: { message: 'Room number already exists on this level' },
    });
    expect(await editRoom({ room_id: a, roomNumber: '2A', version: 0 })).toMatchObject({
      status: 400,
      body: { message: 'No changes detected' },
    });
    expect(await editRoom({ room_id: a, roomNumber: '2C', version: 4 })).toMatchObject({ status: 409, body: { message: STALE } });
    expect((await editRoom({ room_id: '9-2-01ARZ3NDEKTSV4RRFFQ69G5FAV', roomNumber: '2C', version: 0 })).status).toBe(404);
    expect((await editRoom({ room_id: a, roomNumber: '', version: 0 })).status).toBe(400);
    expect(await room(api, co.token, a)).toMatchObject({ room_number: '2A', version: 0 });
    expect(await entriesOf('room', a)).toHaveLength(1);
    expectStatus(await editRoom({ room_id: a, roomNumber: '1Z', version: 0 }), 200);
    expectStatus(await editRoom({ room_id: a, roomNumber: '2a', version: 1 }), 200);
    expect(await room(api, co.token, a)).toMatchObject({ room_number: '2a', version: 2 });
  });

  it('two edits from one version: one wins; a renumber racing Add Rent: the rent copies the final number', async () => {
    const roomId = await addRoom(api, co.token, 9, 2, '2R');
    const results = await Promise.all([
      editRoom({ room_id: roomId, roomNumber: '2S', version: 0 }),
      editRoom({ room_id: roomId, roomNumber: '2T', version: 0 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const tenant = await addTenant(api, co.token);
    const [edit, add] = await Promise.all([
      editRoom({ room_id: roomId, roomNumber: '2U', version: 1 }),
      api.call('POST', rentRoutes.rentAdd.path, {
        token: co.token,
        body: {
          room_id: roomId,
          tenantID: tenant,
          rent_price: 100,
          deposit: 0,
          rent_start_date: '2026-01-01',
          rent_end_date: '2027-01-01',
        },
      }),
    ]);
    expectStatus(edit, 200);
    expectStatus(add, 201);
    const active = await reportRows(api, co.token, rentRoutes.reportActiveRents.path);
    expect(active.find((r) => r.rent_id === add.body.rent_id)).toMatchObject({ room_number: '2U' });
  });
});
