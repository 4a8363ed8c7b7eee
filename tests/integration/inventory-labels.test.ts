/**
 * Labels (WAREHOUSE.md "Scanning and labels"): POST /api/ims/labels answers the PDF of A4 sheets of 3 × 8; read back
 * with pdftotext and its barcodes decoded from a 300 dpi rendering, as a phone or a scanner would read the printout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listOpenLots } from '../../functions/inventory/data/stock.ts';
import { lotNumberSk, lotNumbersPk, lotNumbersReady } from '../../functions/inventory/keys.ts';
import { ensureLotNumbers } from '../../functions/inventory/services/lot-numbers-backfill.ts';
import { getItem } from '../../functions/lib/dynamo/item.ts';
import { between, queryAll } from '../../functions/lib/dynamo/query.ts';
import { updateItem } from '../../functions/lib/dynamo/transact.ts';
import { labelRoutes } from '../../shared/inventory/label-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { companyIdOf } from '../support/audit/account.ts';
import { labelCodes, pdfPages, pdfText } from '../support/barcodes.ts';
import { useTestApi } from '../support/gateway.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;
const wh = { a: '', b: '' };
const items = { ean: '', upc: '', code: '' };
const lots = { a: 0, b: 0 };

const post = (path: string, body: unknown, token = company.token) => api.call('POST', path, { token, body });

/** The PDF's bytes (the test client reads bodies as text, which would mangle them). */
async function printLabels(body: unknown, token = company.token) {
  const res = await fetch(api.baseUrl + labelRoutes.labelsPrint.path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) };
}

async function addItem(name: string, sku: string, barcode: string, sellingPrice: number) {
  const res = await post(r.productAdd.path, {
    name,
    sku,
    barcode,
    description: 'Label test',
    category: 'hardware',
    purchasePrice: 1,
    sellingPrice,
    unit: 'pcs',
  });
  expectStatus(res, 201);
  return res.body.id as string;
}

beforeAll(async () => {
  company = await newCompany(api, 'Labels Co');
  for (const k of ['a', 'b'] as const) {
    const res = await post(r.warehouseAdd.path, { warehouseName: `Depot ${k}`, warehouseLocation: 'Road' });
    expectStatus(res, 201);
    wh[k] = res.body.id;
  }
  items.ean = await addItem('Cordless Drill', 'DRILL-18', '5901234123457', 129.99);
  items.upc = await addItem('Wood Glue', 'GLUE-1', '036000291452', 4.5);
  items.code = await addItem('Hex Key Set', 'HEX-9', 'HK-2024-9', 12);
  const stocked = await post(r.stockAdd.path, [
    { productID: items.ean, quantity: 4, location: wh.a },
    { productID: items.ean, quantity: 2, location: wh.b },
  ]);
  expectStatus(stocked, 201);
  const companyId = companyIdOf(company.token);
  await new Promise((done) => setTimeout(done, 200)); // the open-lot index is eventually consistent
  lots.a = (await listOpenLots(companyId, items.ean, wh.a))[0].seq;
  lots.b = (await listOpenLots(companyId, items.ean, wh.b))[0].seq;
}, 60_000);

describe('item labels', () => {
  it('prints 25 labels on 2 sheets with names, SKUs and prices, and every barcode reads back', async () => {
    const res = await printLabels({
      items: [
        { item_id: items.ean, quantity: 10 },
        { item_id: items.upc, quantity: 8 },
        { item_id: items.code, quantity: 7 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(pdfPages(res.bytes)).toBe(2);
    const text = pdfText(res.bytes);
    for (const expected of [
      'Cordless Drill',
      'SKU DRILL-18',
      '$129.99',
      'Wood Glue',
      'SKU GLUE-1',
      '$4.50',
      'Hex Key Set',
      'SKU HEX-9',
      '$12.00',
    ]) {
      expect(text).toContain(expected);
    }
    // each label read alone: 10 drills (EAN-13), 8 glues (UPC-A), 7 hex key sets (their barcode in Code 128), in order
    expect(await labelCodes(res.bytes, 25)).toEqual([
      ...Array(10).fill(['EAN-13 5901234123457']),
      ...Array(8).fill(['UPC-A 036000291452']),
      ...Array(7).fill(['Code128 HK-2024-9']),
    ]);
  }, 60_000);

  it('prints the most a request may ask: 1,000 labels on 42 sheets', async () => {
    const res = await printLabels({
      items: [
        { item_id: items.ean, quantity: 600 },
        { item_id: items.upc, quantity: 400 },
      ],
    });
    expect([res.status, res.status === 200 ? '' : res.json().message]).toEqual([200, '']);
    expect(pdfPages(res.bytes)).toBe(42);
  }, 60_000);
});

describe('lot labels', () => {
  it('adds the lot number, its received date and a Code 128 of the lot', async () => {
    const number = (seq: number) => `LOT-${String(seq).padStart(5, '0')}`;
    // the lot as the API shows it, in any case, or its sequence number
    const res = await printLabels({
      lots: [
        { lot: number(lots.a), quantity: 2 },
        { lot: lots.b, quantity: 1 },
        { lot: number(lots.a).toLowerCase(), quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const text = pdfText(res.bytes);
    const today = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(text).toContain(`${number(lots.a)} received ${today}`);
    expect(text).toContain(number(lots.b));
    expect(text).toContain('Cordless Drill');
    // the item's EAN-13 and, below it, the lot's Code 128, on each of the 4 labels
    expect(await labelCodes(res.bytes, 4)).toEqual([
      [`Code128 ${number(lots.a)}`, 'EAN-13 5901234123457'],
      [`Code128 ${number(lots.a)}`, 'EAN-13 5901234123457'],
      [`Code128 ${number(lots.b)}`, 'EAN-13 5901234123457'],
      [`Code128 ${number(lots.a)}`, 'EAN-13 5901234123457'],
    ]);
  }, 60_000);
});

describe('lots written before the lot-number index', () => {
  it('are found once the daily run’s one-off backfill gave them their entry; a second run finds nothing to do', async () => {
    const companyId = companyIdOf(company.token);
    const number = `LOT-${String(lots.b).padStart(5, '0')}`;
    // as an older lot was written: without the index entry (and no backfill marker yet)
    const [row] = await queryAll({
      index: 'gsi1',
      partition: lotNumbersPk(companyId),
      sort: between(lotNumberSk(lots.b), lotNumberSk(lots.b)),
    });
    await updateItem('lot', { Key: { pk: row.pk, sk: row.sk }, UpdateExpression: 'REMOVE gsi1pk, gsi1sk' });
    const before = await printLabels({ lots: [{ lot: number, quantity: 1 }] });
    expect(before.status).toBe(404);
    expect(await ensureLotNumbers(companyId, { maxPages: 1 })).toBe(1);
    expect(await ensureLotNumbers(companyId)).toBe(0);
    expect((await getItem(lotNumbersReady(companyId), { consistent: true }))?.done).toBe(true);
    const after = await printLabels({ lots: [{ lot: number, quantity: 1 }] });
    expect(after.status).toBe(200);
    expect(pdfText(after.bytes)).toContain(number);
  }, 60_000);
});

describe('bad input', () => {
  const missing = '01JAAAAAAAAAAAAAAAAAAAAAAA';
  it.each([
    ['nothing', {}, 400, 'Choose the items or lots to print labels for'],
    ['an empty list', { items: [] }, 400, 'Choose the items or lots to print labels for'],
    ['a list of the wrong type', { items: 'all' }, 400, 'Choose the items or lots to print labels for'],
    [
      'both kinds',
      { items: [{ item_id: 'x', quantity: 1 }], lots: [{ lot: 1, quantity: 1 }] },
      400,
      'Print item labels or lot labels, not both at once',
    ],
    ['a quantity of 0', { items: [{ item_id: missing, quantity: 0 }] }, 400, 'Label quantities must be whole numbers of at least 1'],
    [
      'a fractional quantity',
      { items: [{ item_id: missing, quantity: 1.5 }] },
      400,
      'Label quantities must be whole numbers of at least 1',
    ],
    [
      'a quantity that is not a number',
      { items: [{ item_id: missing, quantity: 'many' }] },
      400,
      'Label quantities must be whole numbers of at least 1',
    ],
    ['1,001 labels', { items: [{ item_id: missing, quantity: 1001 }] }, 400, 'At most 1,000 labels can be printed at once'],
    [
      '1,001 labels over two lines',
      {
        items: [
          { item_id: missing, quantity: 500 },
          { item_id: missing, quantity: 501 },
        ],
      },
      400,
      'At most 1,000 labels can be printed at once',
    ],
    ['an unknown item', { items: [{ item_id: missing, quantity: 1 }] }, 404, 'Item not found'],
    ['an id that is no id', { items: [{ item_id: 'not-an-id', quantity: 1 }] }, 404, 'Item not found'],
    ['a lot that is no lot number', { lots: [{ lot: 'banana', quantity: 1 }] }, 400, 'Lot not found'],
    ['an unknown lot', { lots: [{ lot: 'LOT-99999', quantity: 1 }] }, 404, 'Lot not found'],
  ])('refuses %s', async (_, body, status, message) => {
    const res = await printLabels(body);
    expect([res.status, res.json().message]).toEqual([status, message]);
  });

  it('refuses a good item next to an unknown one, printing nothing', async () => {
    const res = await printLabels({
      items: [
        { item_id: items.ean, quantity: 1 },
        { item_id: missing, quantity: 1 },
      ],
    });
    expect([res.status, res.json().message]).toEqual([404, 'Item not found']);
  });
});

describe('scope', () => {
  it("another company's item or lot is not found", async () => {
    const other = await newCompany(api, 'Other Labels Co');
    const item = await printLabels({ items: [{ item_id: items.ean, quantity: 1 }] }, other.token);
    expect([item.status, item.json().message]).toEqual([404, 'Item not found']);
    const lot = await printLabels({ lots: [{ lot: lots.a, quantity: 1 }] }, other.token);
    expect([lot.status, lot.json().message]).toEqual([404, 'Lot not found']);
  });

  it("a staff of one warehouse prints its lots' labels, not another warehouse's", async () => {
    const staff = await api.token({ companyId: companyIdOf(company.token), role: 'staff', warehouses: [wh.b] });
    expect((await printLabels({ lots: [{ lot: lots.b, quantity: 1 }] }, staff)).status).toBe(200);
    const outside = await printLabels({ lots: [{ lot: lots.a, quantity: 1 }] }, staff);
    expect([outside.status, outside.json().message]).toEqual([404, 'Lot not found']);
    // the catalogue is company-wide: item labels whatever the warehouses
    expect((await printLabels({ items: [{ item_id: items.ean, quantity: 1 }] }, staff)).status).toBe(200);
  });

  it('a viewer may print (printing changes nothing)', async () => {
    const viewer = await api.token({ companyId: companyIdOf(company.token), role: 'viewer' });
    expect((await printLabels({ items: [{ item_id: items.upc, quantity: 1 }] }, viewer)).status).toBe(200);
  });
});
