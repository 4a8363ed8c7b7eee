/**
 * Import of suppliers and customers (IMPORT.md): the add call's checks and messages, names already there, the audit
 * entry, undo and its refusal, and the round trip: every row of the list, written in the template's columns as
 * Export CSV does, imports into a second company with no error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes } from '../../shared/audit/routes.ts';
import { IMPORT_FIELDS } from '../../shared/import/fields.ts';
import { importRoutes as r } from '../../shared/import/routes.ts';
import { inventoryRoutes as ims } from '../../shared/inventory/routes.ts';
import { purchaseRoutes } from '../../shared/inventory/purchase-routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { checkCsv, csv, importCsv, undo } from '../support/import.ts';
import { expectStatus, newCompany, type Company } from '../support/rent.ts';

const api = useTestApi();
let company: Company;
let second: Company;

const HEADER = [...IMPORT_FIELDS.suppliers];
const partner = (i: number, name = `Partner ${i}`) => [
  name,
  `Contact ${i}`,
  `+44 20 7946 ${String(1000 + i)}`,
  `p${i}@example.com`,
  `${i} Market Street`,
];

async function everyRow(path: string, token: string) {
  const rows: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; text: string; body: Record<string, unknown>[]; headers: Headers } = await api.call(
      'GET',
      `${path}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token },
    );
    expectStatus(res, 200);
    rows.push(...res.body);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  company = await newCompany(api, 'Partners Co');
  second = await newCompany(api, 'Second Co');
});

describe.each([
  ['suppliers', ims.supplierList.path, 'supplier'],
  ['customers', ims.customerList.path, 'customer'],
] as const)('%s', (kind, listPath, auditKind) => {
  it('imports every row with its audit entry, then the round trip into a second company', async () => {
    const rows = Array.from({ length: 260 }, (_, i) => partner(i + 1));
    const done = await importCsv(api, company.token, kind, csv([HEADER, ...rows]));
    expect(done).toMatchObject({ status: 'done', total: 260, done: 260, failed: 0 });
    const listed = await everyRow(listPath, company.token);
    expect(listed).toHaveLength(260);
    const one = listed.find((p) => p.name === 'Partner 7')!;
    expect(one).toMatchObject({ contact_name: 'Contact 7', contact_email: 'p7@example.com', address: '7 Market Street' });
    const history = await api.call('GET', `${auditRoutes.auditRecord.path}?kind=${auditKind}&id=${one.id}`, { token: company.token });
    expect(history.body[0]).toMatchObject({ source: 'import', action: 'importRun' });

    // the list's rows in the template's columns (Export CSV) import into another company as they are
    const exported = csv([HEADER, ...listed.map((p) => HEADER.map((f) => String(p[f] ?? '')))]);
    const back = await checkCsv(api, second.token, kind, exported);
    expect(back).toMatchObject({ rows: 260, valid: 260, errors: [] });
    // and into the same company: every name is there already
    const again = await checkCsv(api, company.token, kind, exported);
    expect(again.errors).toHaveLength(260);
    expect(again.errors[0]).toMatchObject({ column: 'name', message: `A ${auditKind} with this name already exists` });
  });

  it('reports every bad row with the add call messages, and names used twice in the file', async () => {
    const rows = [
      partner(1, 'Fresh One'),
      [...partner(2, 'Fresh Two').slice(0, 3), 'not-an-email', '1 Road'],
      partner(3, 'fresh one'),
      ['Fresh Four', '', '', '', ''],
    ];
    const checked = await checkCsv(api, company.token, kind, csv([HEADER, ...rows]));
    expect(checked.errors).toEqual([
      { row: 3, column: 'contact_email', value: 'not-an-email', message: expect.any(String) },
      { row: 4, column: 'name', value: 'fresh one', message: 'Same name as row 2' },
      { row: 5, column: 'contact_name', value: '', message: 'Please provide all the fields (contact_name is empty)' },
      { row: 5, column: 'contact_phone', value: '', message: 'Please provide all the fields (contact_phone is empty)' },
      { row: 5, column: 'contact_email', value: '', message: 'Please provide all the fields (contact_email is empty)' },
      { row: 5, column: 'address', value: '', message: 'Please provide all the fields (address is empty)' },
    ]);
    expect(checked).toMatchObject({ rows: 4, valid: 1 });
  });
});

describe('undo', () => {
  it('removes the suppliers it created, and is refused while an order names one', async () => {
    const done = await importCsv(
      api,
      company.token,
      'suppliers',
      csv([HEADER, partner(900, 'Undo Supplier A'), partner(901, 'Undo Supplier B')]),
    );
    const listed = await everyRow(ims.supplierList.path, company.token);
    const b = listed.find((p) => p.name === 'Undo Supplier B')!;
    // an order names B
    const wh = await api.call('POST', ims.warehouseAdd.path, {
      token: company.token,
      body: { warehouseName: 'Undo WH', warehouseLocation: 'X' },
    });
    const item = await api.call('POST', ims.productAdd.path, {
      token: company.token,
      body: {
        name: 'Thing',
        sku: 'UNDO-THING',
        barcode: 'UNDO1',
        description: 'x',
        category: 'general',
        purchasePrice: 1,
        sellingPrice: 2,
        unit: 'pcs',
      },
    });
    const order = await api.call('POST', purchaseRoutes.purchaseOrderAdd.path, {
      token: company.token,
      body: {
        supplierId: b.id,
        warehouseId: wh.body.id,
        totalDiscount: 0,
        orderItems: [{ item_id: item.body.id, quantity: 1, discount: 0 }],
      },
    });
    expect(order.status, order.text).toBe(201);
    const refused = await undo(api, company.token, done.importId);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Cannot undo: rows 3 are in use by other records' } });
    const other = await importCsv(api, company.token, 'suppliers', csv([HEADER, partner(902, 'Undo Supplier C')]));
    const undone = await undo(api, company.token, other.importId);
    expect(undone).toMatchObject({ status: 'undone', undone: 1 });
    expect((await everyRow(ims.supplierList.path, company.token)).some((p) => p.name === 'Undo Supplier C')).toBe(false);
  });
});

describe('past imports (issue 31, 12)', () => {
  it('lists the company’s imports newest first, paged, each with kind, file, who, when, rows, status and whether Undo is offered', async () => {
    const own = await newCompany(api, 'Past Imports Co');
    const first = await importCsv(api, own.token, 'suppliers', csv([HEADER, partner(901), partner(902)]));
    const second = await importCsv(api, own.token, 'customers', csv([HEADER, partner(903)]));
    const invalid = await checkCsv(api, own.token, 'suppliers', csv([HEADER, ['Only A Name', '', '', '', '']]));
    expect(invalid.errors.length).toBeGreaterThan(0);
    expect(await undo(api, own.token, first.importId)).toMatchObject({ status: 'undone' });

    const page = await api.call('GET', `${r.importList.path}?limit=2`, { token: own.token });
    expectStatus(page, 200);
    expect(page.body.map((i: { importId: string }) => i.importId)).toEqual([invalid.importId, second.importId]);
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await api.call('GET', `${r.importList.path}?limit=2&cursor=${encodeURIComponent(cursor!)}`, { token: own.token });
    expectStatus(rest, 200);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    const [undone] = rest.body;
    expect(page.body[1]).toMatchObject({
      kind: 'customers',
      mode: 'create',
      fileName: 'customers.csv',
      by: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      rows: 1,
      new: 1,
      status: 'done',
      undoable: true,
    });
    expect(page.body[0]).toMatchObject({ status: 'invalid', undoable: false });
    expect(undone).toMatchObject({ importId: first.importId, kind: 'suppliers', rows: 2, status: 'undone', undone: 2, undoable: false });
    expect((await api.call('GET', `${r.importList.path}?limit=0`, { token: own.token })).status).toBe(400);
    expect((await api.call('GET', `${r.importList.path}?cursor=nonsense`, { token: own.token })).status).toBe(400);
  });
});
