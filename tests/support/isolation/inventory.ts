/** Inventory: a second company never reads or changes the first one's warehouses, suppliers or customers. */
import { expect } from 'vitest';
import { inventoryRoutes as r } from '../../../shared/inventory/routes.ts';
import { expectStatus } from '../rent.ts';
import { defineSuite } from './registry.ts';

interface Ids {
  supplierId: string;
  customerId: string;
}

const partner = { name: 'First Partner', contactPerson: 'P', contactEmail: 'p@first.example', contactNumber: '1', address: 'A' };
const update = (id: string) => ({ id, name: 'Taken', contact_name: 'T', contact_phone: '9', contact_email: 't@x.example', address: 'B' });

export const inventoryIsolation = defineSuite<Ids>({
  area: 'inventory',
  async seed(api, first) {
    const add = async (path: string, body: unknown) => {
      const res = await api.call('POST', path, { token: first.token, body });
      expectStatus(res, 201);
      return res.body.id as string;
    };
    await add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'First City' });
    return { supplierId: await add(r.supplierAdd.path, partner), customerId: await add(r.customerAdd.path, partner) };
  },
  cases: [
    { route: r.warehouseList, request: () => ({ path: r.warehouseList.path }), expect: (res) => expect(res.body).toEqual([]) },
    {
      route: r.warehouseAdd,
      // names are unique per company: the first company's "Main" is free for the second
      request: () => ({ path: r.warehouseAdd.path, body: { warehouseName: 'Main', warehouseLocation: 'Second City' } }),
      expect: (res) => expect(res.status).toBe(201),
    },
    { route: r.supplierList, request: () => ({ path: r.supplierList.path }), expect: (res) => expect(res.body).toEqual([]) },
    { route: r.customerList, request: () => ({ path: r.customerList.path }), expect: (res) => expect(res.body).toEqual([]) },
    { route: r.supplierAdd, request: () => ({ path: r.supplierAdd.path, body: partner }), expect: (res) => expect(res.status).toBe(201) },
    { route: r.customerAdd, request: () => ({ path: r.customerAdd.path, body: partner }), expect: (res) => expect(res.status).toBe(201) },
    {
      route: r.supplierUpdate,
      request: (ids) => ({ path: r.supplierUpdate.path, body: update(ids.supplierId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
    {
      route: r.customerUpdate,
      request: (ids) => ({ path: r.customerUpdate.path, body: update(ids.customerId) }),
      expect: (res) => expect(res.status).toBe(404),
    },
  ],
  async unchanged(api, first, _second, ids) {
    const list = async (path: string) => (await api.call('GET', path, { token: first.token })).body;
    expect((await list(r.warehouseList.path)).map((w: { name: string; location: string }) => [w.name, w.location])).toEqual([
      ['Main', 'First City'],
    ]);
    expect((await list(r.supplierList.path)).map((p: { id: string; name: string }) => [p.id, p.name])).toEqual([
      [ids.supplierId, 'First Partner'],
    ]);
    expect((await list(r.customerList.path)).map((p: { id: string; name: string }) => [p.id, p.name])).toEqual([
      [ids.customerId, 'First Partner'],
    ]);
  },
});
