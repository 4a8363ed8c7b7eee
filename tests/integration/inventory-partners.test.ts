/** Inventory I: warehouses, suppliers and customers through the gateway (spec part 2 §3, §5, §7). */
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;

beforeAll(async () => {
  company = await newCompany(api, 'Stock Co');
});

const post = (path: string, body: unknown, token = company.token) => api.call('POST', path, { token, body });
const get = (path: string, token = company.token) => api.call('GET', path, { token });

describe('warehouses', () => {
  it('adds warehouses and lists them newest first, paged', async () => {
    for (const [name, location] of [
      ['Central', 'Leeds'],
      ['North', 'Glasgow'],
      ['South', 'Bristol'],
    ]) {
      const res = await post(r.warehouseAdd.path, { warehouseName: name, warehouseLocation: location });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ message: 'Warehouse added successfully', id: expect.any(String) });
    }
    const first = await get(`${r.warehouseList.path}?limit=2`);
    expectStatus(first, 200);
    expect(first.body.map((w: { name: string }) => w.name)).toEqual(['South', 'North']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await get(`${r.warehouseList.path}?limit=2&cursor=${encodeURIComponent(cursor!)}`);
    expect(second.body).toEqual([{ id: expect.any(String), name: 'Central', location: 'Leeds', version: 0 }]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it.each([
    [{}, 'Please fill all the fields'],
    [{ warehouseName: 'X' }, 'Please fill all the fields'],
    [{ warehouseName: '   ', warehouseLocation: 'Y' }, 'Please fill all the fields'],
    [{ warehouseName: 'X', warehouseLocation: 7 }, 'Please fill all the fields'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await post(r.warehouseAdd.path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a name already taken (case-insensitive, trimmed) with 409 and stores nothing', async () => {
    const res = await post(r.warehouseAdd.path, { warehouseName: '  central ', warehouseLocation: 'Elsewhere' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A warehouse with this name already exists');
    const all = await get(r.warehouseList.path);
    expect(all.body.filter((w: { name: string }) => w.name.toLowerCase().trim() === 'central')).toHaveLength(1);
  });

  it('answers a malformed cursor with 400', async () => {
    const res = await get(`${r.warehouseList.path}?cursor=not-a-cursor`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor');
  });
});

describe.each([
  [
    'supplier',
    r.supplierAdd,
    r.supplierUpdate,
    r.supplierList,
    'Supplier added successfully',
    'Supplier updated successfully',
    'Supplier not found',
  ],
  [
    'customer',
    r.customerAdd,
    r.customerUpdate,
    r.customerList,
    'Customer added successfully',
    'Customer updated successfully',
    'Customer not found',
  ],
] as const)('%ss', (kind, add, update, list, added, updated, notFound) => {
  const input = {
    name: `Acme ${kind}`,
    contactPerson: 'Ada Lovelace',
    contactEmail: 'ADA@acme.example',
    contactNumber: '+44 113 496 0001',
    address: '1 Road',
  };
  let id = '';

  it('adds one and lists it with the spec fields', async () => {
    const res = await post(add.path, input);
    expectStatus(res, 201);
    expect(res.body).toMatchObject({ message: added, id: expect.any(String) });
    id = res.body.id;
    const rows = (await get(list.path)).body;
    expect(rows[0]).toEqual({
      id,
      name: `Acme ${kind}`,
      contact_name: 'Ada Lovelace',
      contact_phone: '+44 113 496 0001',
      contact_email: 'ada@acme.example',
      address: '1 Road',
      version: 0,
    });
  });

  it.each([
    [{ ...input, name: '' }, 'Please provide all the fields'],
    [{ ...input, address: undefined }, 'Please provide all the fields'],
    [{ ...input, contactEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...input, contactNumber: 'abc' }, 'Please enter a valid phone number'],
    [{ ...input, contactNumber: '12345' }, 'Please enter a valid phone number'],
    [{ ...input, contactNumber: '+44 20 7946 0000 ext 1' }, 'Please enter a valid phone number'],
  ])('refuses an add of %j with 400 "%s"', async (body, message) => {
    const before = (await get(list.path)).body.length;
    const res = await post(add.path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await get(list.path)).body).toHaveLength(before);
  });

  it('refuses an update to a phone that is not one with 400 and keeps the number', async () => {
    const current = (await get(list.path)).body.find((p: { id: string }) => p.id === id);
    for (const phone of ['abc', '12345', '1'.repeat(21)]) {
      const res = await post(update.path, { ...current, contact_phone: phone });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid phone number');
    }
    expect((await get(list.path)).body.find((p: { id: string }) => p.id === id)).toEqual(current);
  });

  it('updates it from the version read, and refuses an update that changes nothing or comes from a stale version', async () => {
    const current = {
      id,
      name: `Acme ${kind}`,
      contact_name: 'Ada Lovelace',
      contact_phone: '+44 113 496 0001',
      contact_email: 'ada@acme.example',
      address: '1 Road',
      version: 0,
    };
    expect((await get(list.path)).body[0]).toEqual(current);
    const same = await post(update.path, current);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('No changes detected');
    const res = await post(update.path, { ...current, address: '2 Street' });
    expectStatus(res, 200);
    expect(res.body.message).toBe(updated);
    expect((await get(list.path)).body[0]).toMatchObject({ id, address: '2 Street', version: 1 });
    const stale = await post(update.path, { ...current, address: '3 Lane' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else. Reload and try again.');
    expect((await get(list.path)).body[0]).toMatchObject({ address: '2 Street', version: 1 });
    for (const version of [-1, 1.5, 'x']) {
      const bad = await post(update.path, { ...current, address: '3 Lane', version });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Version must be the whole number the record was read with');
    }
  });

  it('takes an update without a version, as the seed’s screens send it (issue 31): it goes through, audited', async () => {
    const { version: _version, ...current } = (await get(list.path)).body.find((p: { id: string }) => p.id === id);
    for (const [address, version] of [
      ['4 Seedless Row', undefined],
      ['5 Null Version Way', null],
    ] as const) {
      const res = await post(update.path, { ...current, address, version });
      expectStatus(res, 200);
      expect(res.body.message).toBe(updated);
      const after = (await get(list.path)).body.find((p: { id: string }) => p.id === id);
      expect(after).toMatchObject({ address });
      const history = (await get(`/api/audit/record?kind=${kind}&id=${id}`)).body;
      expect(history[0]).toMatchObject({ action: update.name, changes: [{ field: 'address', after: address }] });
    }
    const same = await post(update.path, { ...current, address: '5 Null Version Way' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('No changes detected');
  });

  it('two edits without a version both go through, one after the other (the last one written is what stays)', async () => {
    const { version, ...current } = (await get(list.path)).body.find((p: { id: string }) => p.id === id);
    const one = { ...current, contact_name: 'Race One' };
    const two = { ...current, address: 'Race Two' };
    const [a, b] = await Promise.all([post(update.path, one), post(update.path, two)]);
    expectStatus(a, 200);
    expectStatus(b, 200);
    const { version: after, ...stored } = (await get(list.path)).body.find((p: { id: string }) => p.id === id);
    expect(after).toBe(version + 2);
    expect([one, two]).toContainEqual(stored);
    const history = (await get(`/api/audit/record?kind=${kind}&id=${id}`)).body;
    expect(history.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([update.name, update.name]);
  });

  it('two edits from one version: one wins', async () => {
    const current = (await get(list.path)).body.find((p: { id: string }) => p.id === id);
    const [a, b] = await Promise.all([
      post(update.path, { ...current, address: 'Race A' }),
      post(update.path, { ...current, address: 'Race B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = (await get(list.path)).body.find((p: { id: string }) => p.id === id);
    expect(after.version).toBe(current.version + 1);
    expect(after.address).toBe(a.status === 200 ? 'Race A' : 'Race B');
  });

  it.each([
    [
      { name: 'X', contact_name: 'Y', contact_phone: '+44 20 7946 0001', contact_email: 'a@b.co', address: 'Z' },
      400,
      'something went wrong',
    ],
    [
      { id: 'nope', name: 'X', contact_name: 'Y', contact_phone: '+44 20 7946 0001', contact_email: 'a@b.co', address: 'Z', version: 0 },
      404,
      notFound,
    ],
    [
      {
        id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        name: 'X',
        contact_name: 'Y',
        contact_phone: '+44 20 7946 0001',
        contact_email: 'a@b.co',
        address: 'Z',
        version: 0,
      },
      404,
      notFound,
    ],
  ])('refuses an update of %j with %i', async (body, status, message) => {
    const res = await post(update.path, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('refuses an update with an empty field with "Please fill all the fields"', async () => {
    const res = await post(update.path, {
      id,
      name: 'X',
      contact_name: '',
      contact_phone: '+44 20 7946 0001',
      contact_email: 'a@b.co',
      address: 'Z',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill all the fields');
  });

  it('takes a number as people type it: spaces, +, -, ( and )', async () => {
    const res = await post(add.path, { ...input, name: `Typed ${kind}`, contactNumber: ' +44 (0)113 496-0002 ' });
    expectStatus(res, 201);
    expect((await get(list.path)).body[0]).toMatchObject({ id: res.body.id, contact_phone: '+44 (0)113 496-0002' });
  });
});
