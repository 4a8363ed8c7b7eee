/**
 * Stock counts' bad input (WAREHOUSE.md "Budgets and bad input"): unknown or malformed warehouses, categories, items and
 * counts, counts that are not whole numbers ≥ 0, lines not in the count: a 400/404/409/422 with a message, and nothing
 * recorded; and counts from a CSV (SKU,counted), every row checked before any is written.
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
    ['csv: no file', () => cr.countRecordCsv.path, () => ({ countId }), 400, 'Please attach the counts as CSV text: SKU,counted'],
    [
      'csv: wrong header',
      () => cr.countRecordCsv.path,
      () => ({ countId, csv: `Item,Qty\n${item.sku},1` }),
      400,
      'The first line must be the header SKU,counted',
    ],
    [
      'csv: unknown SKU',
      () => cr.countRecordCsv.path,
      () => ({ countId, csv: `SKU,counted\n${item.sku},1\nNOPE-1,2` }),
      400,
      'Row 3: no item has SKU NOPE-1',
    ],
    [
      'csv: item not in the count',
      () => cr.countRecordCsv.path,
      () => ({ countId, csv: `SKU,counted\n${notInCount.sku},1` }),
      400,
      () => `Row 2: ${notInCount.sku} is not in this count`,
    ],
    [
      'csv: bad count',
      () => cr.countRecordCsv.path,
      () => ({ countId, csv: `SKU,counted\n${item.sku},-2` }),
      400,
      'Row 2: Counted quantities must be whole numbers from 0 to 1,000,000',
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

describe('counts from a CSV', () => {
  it('records every row into the open count by SKU (semicolons, a BOM and blank lines are fine), through the record path', async () => {
    const wh = await newWarehouse();
    const items = [];
    for (let i = 0; i < 3; i++) items.push(await newItem());
    await addStock(
      c,
      items.map((i) => ({ itemId: i.id, warehouseId: wh, quantity: 5 })),
    );
    const count = await addCount({ warehouseId: wh });
    const csv = `\uFEFFSKU;counted\r\n${items[0].sku.toLowerCase()};4\r\n\r\n${items[1].sku};0\r\n`;
    const res = await c.post(cr.countRecordCsv.path, { countId: count.id, csv });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ message: 'Counts recorded', counted_lines: 2, line_count: 3 });
    const s = await sheet(count.id);
    expect(lineOf(s, items[0].id)).toMatchObject({ counted: 4, variance: -1 });
    expect(lineOf(s, items[1].id)).toMatchObject({ counted: 0, variance: -5 });
    expect(lineOf(s, items[2].id).counted).toBeNull();
    // a file with a bad row records none of its rows
    const bad = await c.post(cr.countRecordCsv.path, { countId: count.id, csv: `SKU,counted\n${items[2].sku},5\n${items[0].sku},x` });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Row 3: Counted quantities must be whole numbers from 0 to 1,000,000' } });
    expect(lineOf(await sheet(count.id), items[2].id).counted).toBeNull();
    // a repeated SKU is refused
    expect(
      await c.post(cr.countRecordCsv.path, { countId: count.id, csv: `SKU,counted\n${items[2].sku},5\n${items[2].sku},6` }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Row 3: Each item may appear once' },
    });
  });
});
