/** Maintenance requests: add, edit, a note and a photo each write one entry under `maintenance` with the request's id. */
import { maintenanceRoutes as m } from '../../../shared/rent/maintenance-routes.ts';
import type { TestApi } from '../gateway.ts';
import { PNG_BASE64 } from '../item-images.ts';
import { addBuilding, addRoom, expectStatus, type Company } from '../rent.ts';
import type { AuditCase } from './registry.ts';

// Numbers no other case of the shared audit company uses.
let buildingSeq = 760;

async function aRequest(api: TestApi, company: Company): Promise<string> {
  const building = await addBuilding(api, company.token, ++buildingSeq, 1, `Maint Block ${buildingSeq}`);
  const roomId = await addRoom(api, company.token, building, 1, 'M1');
  const res = await api.call('POST', m.maintenanceAdd.path, {
    token: company.token,
    body: { room_id: roomId, title: 'Leak', description: 'Drips', priority: 'Normal', cost: 10 },
  });
  expectStatus(res, 201);
  return res.body.id as string;
}

export const maintenanceAuditCases: AuditCase[] = [
  {
    route: m.maintenanceAdd,
    fields: ['room_id', 'title', 'description', 'priority', 'status', 'cost'],
    async change(api, company) {
      return { kind: 'maintenance', id: await aRequest(api, company) };
    },
  },
  {
    route: m.maintenanceUpdate,
    fields: ['priority', 'status'],
    async change(api, company) {
      const id = await aRequest(api, company);
      expectStatus(
        await api.call('POST', m.maintenanceUpdate.path, {
          token: company.token,
          body: { id, version: 0, status: 'Done', priority: 'High' },
        }),
        200,
      );
      return { kind: 'maintenance', id };
    },
  },
  {
    route: m.maintenanceNote,
    fields: ['note'],
    async change(api, company) {
      const id = await aRequest(api, company);
      expectStatus(await api.call('POST', m.maintenanceNote.path, { token: company.token, body: { id, text: 'Booked' } }), 200);
      return { kind: 'maintenance', id };
    },
  },
  {
    route: m.maintenancePhoto,
    fields: ['photo'],
    async change(api, company) {
      const id = await aRequest(api, company);
      expectStatus(
        await api.call('POST', m.maintenancePhoto.path, { token: company.token, body: { id, contentType: 'image/png', data: PNG_BASE64 } }),
        200,
      );
      return { kind: 'maintenance', id };
    },
  },
];
