/**
 * Stock counts' bad input (WAREHOUSE.md "Budgets and bad input"): unknown or malformed warehouses, categories, items and
 * counts, counts that are not whole numbers ≥ 0, lines not in the count: a 400/404/409/422 with a message, and nothing
 * recorded; and counts from a file (the rows of a SKU,counted CSV the browser read), every row checked before any is
 * written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countRoutes as cr } from '../../shared/inventory/count-routes.ts';
import { countHelpers } from '../support/counts.ts';
import { useTestApi } from '../support/gateway.ts';
import { addStock, salesCompany, type SalesCompany } from '../support/sales.ts';
import { expectStatus } from '../support/rent.ts';

const api = useTestApi();
let c: SalesCompany;
const { newWarehouse, newItem, addCount, sheet, lineOf } = countHelpers(api, () => c);

beforeAll(async () => {
  c = await salesCompany(api, 'Count Input Co');
});

describe('bad input', () => {
  let wh: string;
  let item: { id: string; sku: string };
  let notInCount: { id: string; sku: string };
  let countId: string;
  beforeAll(async () => {
    wh = await newWarehouse();
    item = await newItem();
    notInCount = await newItem();
    await addStock(c, [{ itemId: item.id, warehouseId: wh, quantity: 2 }]);
    countId = (await addCount({ warehouseId: wh })).id;
  });

  const cases: Array<[string, () => string, () => unknown, number, string | (() => string)]> = [
    ['add: no warehouse', () => cr.countAdd.path, () => ({ blind: false }), 400, 'Please select a warehouse'],
    [
      'add: unknown warehouse',
      () => cr.countAdd.path,
      () => ({ warehouseId: '01KUNKNOWN0000000000000000', blind: false }),
      404,
      'Warehouse not found',
    ],
    [
      'add: unknown category',
      () => cr.countAdd.path,
      () => ({ warehouseId: wh, categoryId: 'nope', blind: false }),
      404,
      'Category not found',
    ],
    [
      'add: unknown item',
      () => cr.countAdd.path,
      () => ({ warehouseId: wh, itemIds: ['01KUNKNOWN0000000000000000'], blind: false }),
      404,
      'Failed to load item',
    ],
    [
      'add: both category and items',
      () => cr.countAdd.path,
      () => ({ warehouseId: wh, categoryId: 'general', itemIds: [item.id] }),
      400,
      'Count a category or chosen items, not both',
    ],
    ['add: blind not a boolean', () => cr.countAdd.path, () => ({ warehouseId: wh, blind: 'maybe' }), 400, 'Blind must be true or false'],
    [
      'add: nothing stocked',
      () => cr.countAdd.path,
      () => ({ warehouseId: wh, categoryId: 'electronics', blind: false }),
      422,
      'Nothing to count: the warehouse holds none of these items',
    ],
    [
      'record: unknown count',
      () => cr.countRecord.path,
      () => ({ countId: '999999', lines: [{ item_id: item.id, counted: 1 }] }),
      404,
      'Stock count not found',
    ],
    [
      'record: not a count id',
      () => cr.countRecord.path,
      () => ({ countId: 'abc', lines: [{ item_id: item.id, counted: 1 }] }),
      404,
      'Stock count not found',
    ],
    [
      'record: negative',
      () => cr.countRecord.path,
      () => ({ countId, lines: [{ item_id: item.id, counted: -1 }] }),
      400,
      'Counted quantities must be whole numbers from 0 to 1,000,000',
    ],
    [
      'record: not whole',
      () => cr.countRecord.path,
      () => ({ countId, lines: [{ item_id: item.id, counted: 1.5 }] }),
      400,
      'Counted quantities must be whole numbers from 0 to 1,000,000',
    ],
    [
      'record: text',
      () => cr.countRecord.path,
      () => ({ countId, lines: [{ item_id: item.id, counted: 'many' }] }),
      400,
      'Counted quantities must be whole numbers from 0 to 1,000,000',
    ],
    ['record: no lines', () => cr.countRecord.path, () => ({ countId, lines: [] }), 400, 'Please enter at least one counted line'],
    [
      'record: an item twice',
      () => cr.countRecord.path,
      () => ({
        countId,
        lines: [
          { item_id: item.id, counted: 1 },
          { item_id: item.id, counted: 2 },
        ],
      }),
      400,
      'Each item may appear once',
    ],
    [
      'record: an item not in the count',
      () => cr.countRecord.path,
      () => ({ countId, lines: [{ item_id: notInCount.id, counted: 1 }] }),
      400,
      () => `Item ${notInCount.id} is not in this count`,
    ],
    [
      'complete: no version',
      () => cr.countComplete.path,
      () => ({ countId, reason: 'x' }),
      400,
      'Version must be the whole number the record was read with',
    ],
    ['cancel: unknown count', () => cr.countCancel.path, () => ({ countId: '999999', reason: 'x' }), 404, 'Stock count not found'],
    [
      'rows: none sent',
      () => cr.countRecordRows.path,
      () => ({ countId }),
      400,
      'The file has no counts: put rows of SKU,counted under the header',
    ],
    [
      'rows: empty file',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [] }),
      400,
      'The file has no counts: put rows of SKU,counted under the header',
    ],
    [
      'rows: too many',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: Array.from({ length: 1001 }, (_r, i) => ({ line: i + 2, sku: item.sku, counted: '1' })) }),
      400,
      'A counts file may have at most 1,000 rows',
    ],
    [
      'rows: not rows',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ line: 2, sku: item.sku, counted: true }] }),
      400,
      'Each row must have its row number, SKU and counted',
    ],
    [
      'rows: no row number',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ sku: item.sku, counted: '1' }] }),
      400,
      'Each row must have its row number, SKU and counted',
    ],
    [
      'rows: empty SKU',
      () => cr.countRecordRows.path,
      () => ({
        countId,
        rows: [
          { line: 2, sku: item.sku, counted: '1' },
          { line: 4, sku: '  ', counted: '1' },
        ],
      }),
      400,
      'Row 4: the SKU is empty',
    ],
    [
      'rows: unknown SKU',
      () => cr.countRecordRows.path,
      () => ({
        countId,
        rows: [
          { line: 2, sku: item.sku, counted: '1' },
          { line: 3, sku: 'NOPE-1', counted: '2' },
        ],
      }),
      400,
      'Row 3: no item has SKU NOPE-1',
    ],
    [
      'rows: a code longer than any SKU',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ line: 2, sku: 'X'.repeat(2000), counted: '2' }] }),
      400,
      `Row 2: no item has SKU ${'X'.repeat(2000)}`,
    ],
    [
      'rows: item not in the count',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ line: 2, sku: notInCount.sku, counted: '1' }] }),
      400,
      () => `Row 2: ${notInCount.sku} is not in this count`,
    ],
    [
      'rows: negative count',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ line: 2, sku: item.sku, counted: '-2' }] }),
      400,
      'Row 2: Counted quantities must be whole numbers from 0 to 1,000,000',
    ],
    [
      'rows: a fraction as a number',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ line: 7, sku: item.sku, counted: 1.5 }] }),
      400,
      'Row 7: Counted quantities must be whole numbers from 0 to 1,000,000',
    ],
    [
      'rows: an empty count',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ line: 2, sku: item.sku, counted: '' }] }),
      400,
      'Row 2: Counted quantities must be whole numbers from 0 to 1,000,000',
    ],
    [
      'rows: over the largest count',
      () => cr.countRecordRows.path,
      () => ({ countId, rows: [{ line: 2, sku: item.sku, counted: '1000001' }] }),
      400,
      'Row 2: Counted quantities must be whole numbers from 0 to 1,000,000',
    ],
    [
      'rows: unknown count',
      () => cr.countRecordRows.path,
      () => ({ countId: '999999', rows: [{ line: 2, sku: item.sku, counted: '1' }] }),
      404,
      'Stock count not found',
    ],
  ];
  it.each(cases)('%s', async (_case, path, body, status, message) => {
    expect(await c.post(path(), body())).toMatchObject({ status, body: { message: typeof message === 'string' ? message : message() } });
  });

  it('none of it recorded anything', async () => {
    const s = await sheet(countId);
    expect(s.counted_lines).toBe(0);
    expect(lineOf(s, item.id).counted).toBeNull();
  });
});

describe('counts from a file (rows the browser read)', () => {
  it('records every row into the open count by SKU (any case, text or numbers), through the record path', async () => {
    const wh = await newWarehouse();
    const items = [];
    for (let i = 0; i < 3; i++) items.push(await newItem());
    await addStock(
      c,
      items.map((i) => ({ itemId: i.id, warehouseId: wh, quantity: 5 })),
    );
    const count = await addCount({ warehouseId: wh });
    const rows = [
      { line: 2, sku: ` ${items[0].sku.toLowerCase()} `, counted: ' 4 ' },
      { line: 4, sku: items[1].sku, counted: 0 },
    ];
    const res = await c.post(cr.countRecordRows.path, { countId: count.id, rows });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ message: 'Counts recorded', counted_lines: 2, line_count: 3 });
    const s = await sheet(count.id);
    expect(lineOf(s, items[0].id)).toMatchObject({ counted: 4, variance: -1 });
    expect(lineOf(s, items[1].id)).toMatchObject({ counted: 0, variance: -5 });
    expect(lineOf(s, items[2].id).counted).toBeNull();
    // a file with a bad row records none of its rows
    const bad = await c.post(cr.countRecordRows.path, {
      countId: count.id,
      rows: [
        { line: 2, sku: items[2].sku, counted: '5' },
        { line: 3, sku: items[0].sku, counted: 'x' },
      ],
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Row 3: Counted quantities must be whole numbers from 0 to 1,000,000' } });
    expect(lineOf(await sheet(count.id), items[2].id).counted).toBeNull();
    // a repeated SKU is refused (any case)
    expect(
      await c.post(cr.countRecordRows.path, {
        countId: count.id,
        rows: [
          { line: 2, sku: items[2].sku, counted: '5' },
          { line: 3, sku: items[2].sku.toLowerCase(), counted: '6' },
        ],
      }),
    ).toMatchObject({ status: 400, body: { message: 'Row 3: Each item may appear once' } });
    expect(lineOf(await sheet(count.id), items[2].id).counted).toBeNull();
  });

  it('writes a long file in several record transactions, and refuses an ended count with 409', async () => {
    const wh = await newWarehouse();
    const items = [];
    for (let i = 0; i < 47; i++) items.push(await newItem());
    await addStock(
      c,
      items.map((i) => ({ itemId: i.id, warehouseId: wh, quantity: 2 })),
    );
    const count = await addCount({ warehouseId: wh });
    const rows = items.map((item, i) => ({ line: i + 2, sku: item.sku, counted: String(i % 4) }));
    const res = await c.post(cr.countRecordRows.path, { countId: count.id, rows });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ counted_lines: 47, line_count: 47 });
    const s = await sheet(count.id);
    items.forEach((item, i) => expect(lineOf(s, item.id).counted).toBe(i % 4));

    expectStatus(await c.post(cr.countCancel.path, { countId: count.id, reason: 'Miscounted' }), 200);
    expect(await c.post(cr.countRecordRows.path, { countId: count.id, rows: rows.slice(0, 1) })).toMatchObject({
      status: 409,
      body: { message: 'This count is Cancelled' },
    });
  });

  it('refuses a completed count with 409', async () => {
    const wh = await newWarehouse();
    const item = await newItem();
    await addStock(c, [{ itemId: item.id, warehouseId: wh, quantity: 3 }]);
    const count = await addCount({ warehouseId: wh });
    expectStatus(await c.post(cr.countRecordRows.path, { countId: count.id, rows: [{ line: 2, sku: item.sku, counted: '3' }] }), 200);
    const { version } = await sheet(count.id);
    expectStatus(await c.post(cr.countComplete.path, { countId: count.id, reason: 'Done', version }), 200);
    expect(await c.post(cr.countRecordRows.path, { countId: count.id, rows: [{ line: 2, sku: item.sku, counted: '4' }] })).toMatchObject({
      status: 409,
      body: { message: 'This count is Completed' },
    });
  });
});
