/** Inventory I: categories and items through the gateway (spec part 2 §3, §5, §7; INVENTORY.md "Catalogue"). */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../../shared/inventory/catalogue.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;

beforeAll(async () => {
  company = await newCompany(api, 'Catalogue Co');
});

const post = (path: string, body: unknown) => api.call('POST', path, { token: company.token, body });
const get = (path: string) => api.call('GET', path, { token: company.token });
const product = (n: number, overrides: Record<string, unknown> = {}) => ({
  name: `Widget ${n}`,
  sku: `WID-${n}`,
  description: `A widget, number ${n}`,
  barcode: `400638133393${n}`,
  category: 'hardware',
  purchasePrice: 1.5,
  sellingPrice: 2.99,
  unit: 'pcs',
  ...overrides,
});

describe('categories', () => {
  it('starts with the default list', async () => {
    const res = await get(r.productCategories.path);
    expectStatus(res, 200);
    // the defaults are fixed: version 0, marked default (neither renamed nor deleted)
    expect(res.body).toEqual(DEFAULT_CATEGORIES.map((c) => ({ id: c.id, name: c.name, version: 0, default: true })));
  });

  it('adds a category, unique per company (also against the defaults)', async () => {
    const added = await post(r.productCategoryAdd.path, { name: 'Garden' });
    expectStatus(added, 201);
    expect((await get(r.productCategories.path)).body.at(-1)).toEqual({ id: added.body.id, name: 'Garden', version: 0 });
    for (const name of [' garden ', 'Electronics']) {
      const again = await post(r.productCategoryAdd.path, { name });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('A category with this name already exists');
    }
    expect((await post(r.productCategoryAdd.path, { name: '' })).body.message).toBe('Please enter a category name');
  });
});

describe('items', () => {
  const ids: string[] = [];

  it('adds items (prices with cents) and reads one back', async () => {
    for (const n of [1, 2, 3]) {
      const res = await post(r.productAdd.path, product(n));
      expectStatus(res, 201);
      expect(res.body.message).toBe('Product added successfully');
      ids.push(res.body.id);
    }
    const one = await get(r.productGet.path.replace('{id}', ids[0]));
    expectStatus(one, 200);
    expect(one.body).toEqual({
      id: ids[0],
      name: 'Widget 1',
      sku: 'WID-1',
      barcode: '4006381333931',
      description: 'A widget, number 1',
      category: 'Hardware',
      category_id: 'hardware',
      purchase_price: 1.5,
      sales_price: 2.99,
      unit_of_measure: 'pcs',
      stock: 0,
      version: 0,
      warehouses: [],
      movement_count: 0,
    });
  });

  it.each([
    ['a missing field', { ...product(9), description: '' }, 400, 'Please provide all the fields'],
    ['no category', { ...product(9), category: undefined }, 400, 'Please provide all the fields'],
    ['an unknown category', product(9, { category: 'nope' }), 404, 'Category not found'],
    ['a negative price', product(9, { purchasePrice: -1 }), 400, 'Prices must be amounts from 0 to 10,000,000 with at most 2 decimals'],
    [
      'a price with 3 decimals',
      product(9, { sellingPrice: 1.005 }),
      400,
      'Prices must be amounts from 0 to 10,000,000 with at most 2 decimals',
    ],
    ['an unknown unit', product(9, { unit: 'bucket' }), 400, 'Unit must be one of pcs, box, pack, kg, g, l, ml, m'],
    ['a taken SKU (any case)', product(9, { sku: 'wid-1' }), 409, 'SKU already exists'],
    ['a taken barcode', product(9, { barcode: '4006381333931' }), 409, 'Barcode already exists'],
  ])('refuses %s', async (_name, body, status, message) => {
    const res = await post(r.productAdd.path, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('stored nothing for the refused ones', async () => {
    expect((await get(r.productList.path)).body.map((p: { sku: string }) => p.sku)).toEqual(['WID-3', 'WID-2', 'WID-1']);
  });

  it('pages newest first and searches the start of name, SKU or barcode, and by category', async () => {
    const first = await get(`${r.productList.path}?limit=2`);
    expect(first.body.map((p: { sku: string }) => p.sku)).toEqual(['WID-3', 'WID-2']);
    const next = await get(`${r.productList.path}?limit=2&cursor=${encodeURIComponent(first.headers.get('x-next-cursor')!)}`);
    expect(next.body.map((p: { sku: string }) => p.sku)).toEqual(['WID-1']);
    expect((await get(`${r.productList.path}?q=wid-2`)).body.map((p: { sku: string }) => p.sku)).toEqual(['WID-2']);
    expect((await get(`${r.productList.path}?q=WIDGET`)).body).toHaveLength(3);
    expect((await get(`${r.productList.path}?q=4006381333933`)).body.map((p: { sku: string }) => p.sku)).toEqual(['WID-3']);
    expect((await get(`${r.productList.path}?q=dget`)).body).toEqual([]);
    expect((await get(`${r.productList.path}?category=hardware`)).body).toHaveLength(3);
    expect((await get(`${r.productList.path}?category=clothing`)).body).toEqual([]);
    expect((await get(`${r.productList.path}?q=widget&category=clothing`)).body).toEqual([]);
  });

  it('updates an item: new SKU frees the old one, category moves, search follows', async () => {
    const body = {
      id: ids[1],
      name: 'Gadget 2',
      sku: 'GAD-2',
      barcode: '4006381333932',
      description: 'Now a gadget',
      category: 'electronics',
      purchase_price: 3,
      sales_price: 5.5,
      unit_of_measure: 'box',
      version: 0,
    };
    const res = await post(r.productUpdate.path, body);
    expectStatus(res, 200);
    expect(res.body.message).toBe('Product updated successfully');
    expect((await get(r.productGet.path.replace('{id}', ids[1]))).body).toMatchObject({
      name: 'Gadget 2',
      sku: 'GAD-2',
      category: 'Electronics',
      sales_price: 5.5,
      version: 1,
    });
    expect((await get(`${r.productList.path}?q=wid-2`)).body).toEqual([]);
    expect((await get(`${r.productList.path}?q=gad`)).body.map((p: { id: string }) => p.id)).toEqual([ids[1]]);
    expect((await get(`${r.productList.path}?category=hardware`)).body).toHaveLength(2);
    // the old SKU is free again
    expectStatus(await post(r.productAdd.path, product(2, { barcode: '4006381333999' })), 201);
    const same = await post(r.productUpdate.path, { ...body, version: 1 });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('No changes detected');
    const stale = await post(r.productUpdate.path, { ...body, description: 'From an old read' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else. Reload and try again.');
    expect((await get(r.productGet.path.replace('{id}', ids[1]))).body).toMatchObject({ description: 'Now a gadget', version: 1 });
    const taken = await post(r.productUpdate.path, { ...body, sku: 'WID-1', version: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('SKU already exists');
    const badCategory = await post(r.productUpdate.path, { ...body, name: 'X', category: 'nope', version: 1 });
    expect(badCategory.status).toBe(404);
    expect(badCategory.body.message).toBe('Category not found');
  });

  it('takes product/update without a version, as the seed’s screens send it (issue 31): it goes through, audited', async () => {
    const { id, name, sku, barcode, description, category_id, purchase_price, sales_price, unit_of_measure, version } = (
      await get(r.productGet.path.replace('{id}', ids[1]))
    ).body;
    const body = { id, name, sku, barcode, description, category: category_id, purchase_price, sales_price, unit_of_measure };
    const res = await post(r.productUpdate.path, { ...body, sales_price: 6.25 });
    expectStatus(res, 200);
    expect((await get(r.productGet.path.replace('{id}', ids[1]))).body).toMatchObject({ sales_price: 6.25, version: version + 1 });
    const history = (await get(`/api/audit/record?kind=item&id=${id}`)).body;
    expect(history[0]).toMatchObject({ action: 'productUpdate', changes: [{ field: 'sales_price', before: 5.5, after: 6.25 }] });
    // a SKU of another item is refused as with a version; a stale version sent is still 409
    const taken = await post(r.productUpdate.path, { ...body, sku: 'WID-1' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('SKU already exists');
    const stale = await post(r.productUpdate.path, { ...body, sales_price: 7, version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else. Reload and try again.');
  });

  it('answers 404 for an unknown item', async () => {
    for (const id of ['nope', '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const res = await get(r.productGet.path.replace('{id}', id));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Failed to load item');
    }
  });
});

describe('item search: the start of any word of the name (issue 17)', () => {
  let owner: Company;
  let other: Company;
  const ids: Record<string, string> = {};
  const tools = [
    ['Cordless Drill 18 V', 'CDL-18', 'hardware'],
    ['Drill Driver Set', 'DRS-1', 'hardware'],
    ['Hammer Drill', 'HAM-1', 'hardware'],
    ['Impact Driver', 'IMP-1', 'electronics'],
    ['Drill bit/5mm', 'BIT-5', 'hardware'],
    ['Angle Grinder', 'ANG-1', 'hardware'],
  ] as const;
  const search = (q: string, as = owner, extra = '') =>
    api.call('GET', `${r.productList.path}?q=${encodeURIComponent(q)}${extra}`, { token: as.token });
  const names = (res: { body: Array<{ name: string }> }) => res.body.map((p) => p.name);

  beforeAll(async () => {
    owner = await newCompany(api, 'Tool Shop');
    other = await newCompany(api, 'Other Tool Shop');
    for (const [n, [name, sku, category]] of tools.entries()) {
      const res = await api.call('POST', r.productAdd.path, {
        token: owner.token,
        body: product(n, { name, sku, category, barcode: `500000000000${n}` }),
      });
      expectStatus(res, 201);
      ids[name] = res.body.id;
    }
    // the second company sells the same drill: never in the first one's results
    const theirs = await api.call('POST', r.productAdd.path, {
      token: other.token,
      body: product(9, { name: 'Cordless Drill 18 V', sku: 'CDL-18', barcode: '5000000000009' }),
    });
    expectStatus(theirs, 201);
    ids.theirs = theirs.body.id;
  });

  it('finds "Cordless Drill 18 V" by "drill", "drill 18", "18" and "cord", each item once, by the word matched', async () => {
    // by the term matched, as the keys sort: 'drill 18 v#…', 'drill bit/5mm#…', 'drill driver set#…', 'drill#…'
    expect(names(await search('drill'))).toEqual(['Cordless Drill 18 V', 'Drill bit/5mm', 'Drill Driver Set', 'Hammer Drill']);
    expect(names(await search('  DRILL   18 '))).toEqual(['Cordless Drill 18 V']);
    expect(names(await search('18'))).toEqual(['Cordless Drill 18 V']);
    expect(names(await search('cord'))).toEqual(['Cordless Drill 18 V']);
    expect(names(await search('5mm'))).toEqual(['Drill bit/5mm']); // a word after "/"
    expect(names(await search('rill'))).toEqual([]); // not the start of a word
    expect(names(await search('drill', owner, '&category=electronics'))).toEqual([]);
    expect(names(await search('dr', owner, '&category=electronics'))).toEqual(['Impact Driver']);
  });

  it('"dr" matches two words of "Drill Driver Set" and its SKU, and still lists it once, also a row a page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const res = await search('dr', owner, `&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expectStatus(res, 200);
      expect(res.body.length).toBeLessThanOrEqual(1);
      seen.push(...names(res));
      cursor = res.headers.get('x-next-cursor');
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toEqual(['Cordless Drill 18 V', 'Drill bit/5mm', 'Drill Driver Set', 'Hammer Drill', 'Impact Driver']);
    const whole = await search('dr', owner, '&limit=50');
    expect(names(whole)).toEqual(seen);
  });

  it('pages of two across words follow the cursor to the end with no row twice', async () => {
    const first = await search('drill', owner, '&limit=2');
    expect(names(first)).toEqual(['Cordless Drill 18 V', 'Drill bit/5mm']);
    const second = await search('drill', owner, `&limit=2&cursor=${encodeURIComponent(first.headers.get('x-next-cursor')!)}`);
    expect(names(second)).toEqual(['Drill Driver Set', 'Hammer Drill']);
    expect(second.headers.get('x-next-cursor')).toBeTruthy(); // the page ended on the last row: the next is empty
    const third = await search('drill', owner, `&limit=2&cursor=${encodeURIComponent(second.headers.get('x-next-cursor')!)}`);
    expect(third.body).toEqual([]);
    expect(third.headers.get('x-next-cursor')).toBeNull();
  });

  it('a renamed item is found by its new words, not its old ones', async () => {
    const res = await api.call('POST', r.productUpdate.path, {
      token: owner.token,
      body: {
        id: ids['Hammer Drill'],
        name: 'Rotary Hammer Breaker',
        sku: 'HAM-1',
        barcode: '5000000000002',
        description: 'Now a breaker',
        category: 'hardware',
        purchase_price: 1.5,
        sales_price: 2.99,
        unit_of_measure: 'pcs',
        version: 0,
      },
    });
    expectStatus(res, 200);
    expect(names(await search('drill'))).toEqual(['Cordless Drill 18 V', 'Drill bit/5mm', 'Drill Driver Set']);
    expect(names(await search('breaker'))).toEqual(['Rotary Hammer Breaker']);
    expect(names(await search('hammer b'))).toEqual(['Rotary Hammer Breaker']);
  });

  it("keeps each company's items to itself", async () => {
    expect((await search('drill 18')).body.map((p: { id: string }) => p.id)).toEqual([ids['Cordless Drill 18 V']]);
    expect((await search('drill', other)).body.map((p: { id: string }) => p.id)).toEqual([ids.theirs]);
    expect(names(await search('grinder', other))).toEqual([]);
  });
});
