/** Maintenance requests: a second company gets 404 for the first's requests, rooms and accounts, and its own empty lists. */
import { expect } from 'vitest';
import { maintenanceRoutes as m } from '../../../shared/rent/maintenance-routes.ts';
import { PNG_BASE64 } from '../item-images.ts';
import { addBuilding, addRoom, expectStatus } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  roomId: string;
  requestId: string;
  ownerId: string;
}

const notFound = (res: { status: number }) => expect(res.status).toBe(404);

export const maintenanceIsolation = defineSuite<Ids>({
  area: 'maintenance',
  async seed(api, first) {
    await addBuilding(api, first.token, 31, 1, 'Fix Block');
    const roomId = await addRoom(api, first.token, 31, 1, 'M1');
    const accounts = await api.call('GET', m.maintenanceAssignees.path, { token: first.token });
    const ownerId = accounts.body[0].id as string;
    const added = await api.call('POST', m.maintenanceAdd.path, {
      token: first.token,
      body: { room_id: roomId, title: 'First leak', description: 'Drips', priority: 'High', assigneeId: ownerId, cost: 50 },
    });
    expectStatus(added, 201);
    return { roomId, requestId: added.body.id as string, ownerId };
  },
  cases: [
    {
      route: m.maintenanceAdd,
      request: (ids) => ({ path: m.maintenanceAdd.path, body: { room_id: ids.roomId, title: 'Mine', description: 'x', priority: 'Low' } }),
      expect: (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Room not found' } }),
    },
    {
      route: m.maintenanceUpdate,
      request: (ids) => ({ path: m.maintenanceUpdate.path, body: { id: ids.requestId, version: 0, status: 'Done' } }),
      expect: notFound,
    },
    {
      route: m.maintenanceList,
      request: (ids) => ({ path: `${m.maintenanceList.path}?building=31&assignee=${ids.ownerId}&room_id=${ids.roomId}` }),
      expect: (res) => expect(res).toMatchObject({ status: 200, body: [] }),
    },
    { route: m.maintenanceGet, request: (ids) => ({ path: `/api/maintenance/${ids.requestId}` }), expect: notFound },
    {
      route: m.maintenanceNote,
      request: (ids) => ({ path: m.maintenanceNote.path, body: { id: ids.requestId, text: 'hello' } }),
      expect: notFound,
    },
    {
      route: m.maintenancePhoto,
      request: (ids) => ({ path: m.maintenancePhoto.path, body: { id: ids.requestId, contentType: 'image/png', data: PNG_BASE64 } }),
      expect: notFound,
    },
    {
      route: m.maintenanceAssignees,
      request: () => ({ path: m.maintenanceAssignees.path }),
      expect: (res, ids) => {
        expect(res.status).toBe(200);
        expect(res.body.map((a: { id: string }) => a.id)).not.toContain(ids.ownerId);
        expect(res.body).toHaveLength(1);
      },
    },
  ],
  async unchanged(api, first, _second, ids) {
    const got = await api.call('GET', `/api/maintenance/${ids.requestId}`, { token: first.token });
    expectStatus(got, 200);
    expect(got.body).toMatchObject({
      title: 'First leak',
      status: 'Open',
      version: 0,
      notes: [],
      photos: [],
      assignee: { id: ids.ownerId },
    });
    const card = (await api.call('GET', '/api/building/all', { token: first.token })).body.find(
      (b: { building_id: number }) => b.building_id === 31,
    );
    expect(card).toMatchObject({ open_maintenance: 1, maintenance_cost_this_year: 50 });
  },
});
