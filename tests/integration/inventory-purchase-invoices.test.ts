/**
 * Purchase invoices (spec part 2 §3–§5, §7 "Invoices: Purchase", §9; INVENTORY.md "Invoices"): the number
 * preview, one invoice per order, numbering under concurrency, detail, status from the order's payments,
 * the paged list, edits, and the PDF downloaded from its signed URL as the browser would.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseRoutes as p } from '../../shared/inventory/purchase-routes.ts';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { useTestApi } from '../support/gateway.ts';
import { daysFromToday, expectStatus, newCompany, today, type Company } from '../support/rent.ts';

const api = useTestApi();
const dir = mkdtempSync(join(tmpdir(), 'purchase-invoices-it-'));
let files = 0;
let company: Company;
let supplier: string;
let warehouse: string;
let bolt: string;
let nut: string;

const post = (path: string, body: unknown, token = company.token) => api.call('POST', path, { token, body });
const get = (path: string, token = company.token) => api.call('GET', path, { token });

const previewNumber = async () => {
  const res = await get(p.purchaseInvoiceNumber.path);
  expectStatus(res, 200);
  return res.body.invoiceNumber as string;
};
const exists = (orderId: number) => get(`${p.purchaseInvoiceExists.path}?purchase_order_id=${orderId}`);
const generate = (body: Record<string, unknown>) => post(p.purchaseInvoiceGenerate.path, body);
const detail = (id: string) => get(p.purchaseInvoiceGet.path.replace('{id}', id));
const update = (body: Record<string, unknown>) => post(p.purchaseInvoiceUpdate.path, body);
const pay = (purchaseOrderId: number, paymentAmount: number, paymentReference: string) =>
  post(p.purchasePaymentAdd.path, { purchaseOrderId, paymentAmount, paymentMethod: 'transfer', paymentReference });

/** What a reader of the PDF sees (poppler's pdftotext). */
function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `invoice-${++files}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function add(path: string, body: unknown): Promise<string> {
  const res = await post(path, body);
  expectStatus(res, 201);
  return res.body.id as string;
}

const product = (name: string, sku: string, purchasePrice: number, description: string) => ({
  name,
  sku,
  description,
  barcode: sku.replace(/\W/g, ''),
  category: 'general',
  purchasePrice,
  sellingPrice: purchasePrice * 2,
  unit: 'pcs',
});

async function addOrder(body: Record<string, unknown>): Promise<number> {
  const res = await post(p.purchaseOrderAdd.path, { supplierId: supplier, warehouseId: warehouse, totalDiscount: 0, ...body });
  expectStatus(res, 201);
  return res.body.id as number;
}

const dueIn30 = daysFromToday(30);

beforeAll(async () => {
  company = await newCompany(api, 'Invoicing Co');
  supplier = await add(r.supplierAdd.path, {
    name: 'Acme Supplies',
    contactPerson: 'Ada',
    contactEmail: 'orders@acme.example',
    contactNumber: '+44 113 496 0000',
    address: '5 Mill Lane, Leeds',
  });
  warehouse = await add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  bolt = await add(r.productAdd.path, product('Bolt', 'BOLT-1', 0.35, 'Zinc bolt M6'));
  nut = await add(r.productAdd.path, product('Nut', 'NUT-1', 12.99, 'Hex nut'));
  // PO-00001: 7 × 0.35 less 3 % = 2.38; 2 × 12.99 = 25.98; subtotal 28.36 less 12.5 % = 24.82
  await addOrder({
    totalDiscount: 12.5,
    orderItems: [
      { item_id: bolt, quantity: 7, discount: 3 },
      { item_id: nut, quantity: 2, discount: 0 },
    ],
  });
  // PO-00002 … PO-00009: 3 bolts, 1.05 each order
  for (let i = 2; i <= 9; i++) await addOrder({ orderItems: [{ item_id: bolt, quantity: 3, discount: 0 }] });
});

describe('generating', () => {
  it('previews the next number without reserving it', async () => {
    expect(await previewNumber()).toBe('INV-PO-00001');
    expect(await previewNumber()).toBe('INV-PO-00001');
  });

  it('says an order has no invoice yet', async () => {
    const res = await exists(1);
    expectStatus(res, 200);
    expect(res.body).toEqual({ exists: false, invoiceId: null });
  });

  it('generates INV-PO-00001 for an order, notes defaulting to N/A; exists then names it', async () => {
    const res = await generate({ purchase_order_id: 1, invoice_number: 'INV-PO-00001', due_date: dueIn30 });
    expectStatus(res, 201);
    expect(res.body).toEqual({ message: 'Invoice generated successfully', invoiceId: '1', invoice_number: 'INV-PO-00001' });
    expect((await exists(1)).body).toEqual({ exists: true, invoiceId: '1' });
    const got = await detail('1');
    expectStatus(got, 200);
    expect(got.body).toMatchObject({
      invoiceId: '1',
      invoice_number: 'INV-PO-00001',
      invoice_date: today(),
      due_date: dueIn30,
      notes: 'N/A',
    });
    expect(await previewNumber()).toBe('INV-PO-00002');
  });

  it('refuses a second invoice for the same order with 409, taking no number', async () => {
    const res = await generate({ purchase_order_id: 1, invoice_number: 'INV-PO-00002', due_date: dueIn30, notes: 'again' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An invoice already exists for this order');
    expect(await previewNumber()).toBe('INV-PO-00002');
    expect((await detail('1')).body.notes).toBe('N/A');
  });

  it.each([
    [{ purchase_order_id: 9999, due_date: dueIn30 }, 404, 'Failed to find purchase order'],
    [{ purchase_order_id: 9, due_date: '' }, 400, 'Due date is required'],
    [{ purchase_order_id: 9 }, 400, 'Due date is required'],
    [{ purchase_order_id: 9, due_date: '2026-02-30' }, 400, 'Due date is required'],
    [{ purchase_order_id: 9, due_date: dueIn30, notes: 'x'.repeat(501) }, 400, 'Notes must be at most 500 characters'],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await generate(body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await exists(9)).body.exists).toBe(false);
  });

  it('accepts a stale preview and answers the number it gave', async () => {
    const res = await generate({ purchase_order_id: 2, invoice_number: 'INV-PO-00001', due_date: dueIn30, notes: '  Net 30  ' });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({ invoiceId: '2', invoice_number: 'INV-PO-00002' });
    expect((await detail('2')).body.notes).toBe('Net 30');
  });

  it('gives 5 concurrent generates for 5 orders distinct, contiguous numbers', async () => {
    const results = await Promise.all([3, 4, 5, 6, 7].map((id) => generate({ purchase_order_id: id, due_date: dueIn30 })));
    for (const res of results) expectStatus(res, 201);
    expect(results.map((res) => Number(res.body.invoiceId)).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7]);
    for (const res of results) expect(res.body.invoice_number).toBe(`INV-PO-0000${res.body.invoiceId}`);
    // each order names its own invoice
    for (const [i, res] of results.entries()) expect((await exists(3 + i)).body).toEqual({ exists: true, invoiceId: res.body.invoiceId });
  });
});

describe('the detail', () => {
  it('shows the company, the supplier, the lines and the figures of the order', async () => {
    const res = await detail('1');
    expectStatus(res, 200);
    expect(res.body).toEqual({
      invoiceId: '1',
      invoice_number: 'INV-PO-00001',
      invoice_date: today(),
      status: 'Pending',
      due_date: dueIn30,
      notes: 'N/A',
      name: 'Acme Supplies',
      subtotal: 28.36,
      discount: 12.5,
      total_amount: 24.82,
      paid_amount: 0,
      returned_credit: 0,
      total_due_amount: 24.82,
      order_id: 1,
      order_number: 'PO-00001',
      from: { name: 'Invoicing Co', address: '1 Quay Street', phone: '+44 20 7946 0000', email: company.owner.email },
      to: { name: 'Acme Supplies', address: '5 Mill Lane, Leeds', phone: '+44 113 496 0000', email: 'orders@acme.example' },
      invoiceItems: [
        {
          item_name: 'Bolt',
          item_description: 'Zinc bolt M6',
          quantity: 7,
          unit_price: 0.35,
          discount: 3,
          subtotal: 2.45,
          total_price: 2.38,
        },
        { item_name: 'Nut', item_description: 'Hex nut', quantity: 2, unit_price: 12.99, discount: 0, subtotal: 25.98, total_price: 25.98 },
      ],
      version: 1,
    });
  });

  it.each(['0', 'abc', '1.5', '-1', '999', '01x', '12345678901'])('answers 404 Invoice not found for id %s', async (id) => {
    const res = await detail(id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Invoice not found');
  });
});

describe('status', () => {
  const statusOf = async (id: string) => {
    const got = await detail(id);
    const list = await get(`${p.purchaseInvoiceList.path}?limit=200`);
    const row = list.body.find((e: { id: string }) => e.id === id);
    expect(row.status).toBe(got.body.status);
    expect(row.paid_amount).toBe(got.body.paid_amount);
    expect(row.total_due_amount).toBe(got.body.total_due_amount);
    return got.body as { status: string; paid_amount: number; total_due_amount: number };
  };

  it('follows the order payments: Pending, Partially Paid, Paid', async () => {
    expect(await statusOf('1')).toMatchObject({ status: 'Pending', paid_amount: 0, total_due_amount: 24.82 });
    expectStatus(await pay(1, 10, 'INV-1-A'), 201);
    expect(await statusOf('1')).toMatchObject({ status: 'Partially Paid', paid_amount: 10, total_due_amount: 14.82 });
    expectStatus(await pay(1, 14.82, 'INV-1-B'), 201);
    expect(await statusOf('1')).toMatchObject({ status: 'Paid', paid_amount: 24.82, total_due_amount: 0 });
  });

  it('is Overdue when not paid by its due date, and stays Paid when paid', async () => {
    const res = await generate({ purchase_order_id: 8, due_date: daysFromToday(-1) });
    expectStatus(res, 201);
    expect(res.body.invoiceId).toBe('8');
    expect(await statusOf('8')).toMatchObject({ status: 'Overdue', total_due_amount: 1.05 });
    expectStatus(await pay(8, 0.5, 'INV-8-A'), 201);
    expect((await statusOf('8')).status).toBe('Overdue');
    // due today is not overdue yet
    expectStatus(await update({ invoiceId: '8', due_date: today(), notes: 'N/A' }), 200);
    expect((await statusOf('8')).status).toBe('Partially Paid');
    // a paid invoice is never overdue
    expectStatus(await update({ invoiceId: '1', due_date: daysFromToday(-10), notes: 'N/A' }), 200);
    expect((await statusOf('1')).status).toBe('Paid');
  });
});

describe('the list', () => {
  it('answers newest first, paged through X-Next-Cursor', async () => {
    const ids = (res: { body: { id: string }[] }) => res.body.map((e) => e.id);
    const first = await get(`${p.purchaseInvoiceList.path}?limit=3`);
    expectStatus(first, 200);
    expect(ids(first)).toEqual(['8', '7', '6']);
    expect(first.body[0]).toEqual({
      id: '8',
      name: 'Acme Supplies',
      invoice_number: 'INV-PO-00008',
      invoice_date: today(),
      due_date: today(),
      status: 'Partially Paid',
      paid_amount: 0.5,
      total_due_amount: 0.55,
      order_id: 8,
      order_number: 'PO-00008',
    });
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await get(`${p.purchaseInvoiceList.path}?limit=3&cursor=${encodeURIComponent(cursor!)}`);
    expect(ids(second)).toEqual(['5', '4', '3']);
    const third = await get(`${p.purchaseInvoiceList.path}?limit=3&cursor=${encodeURIComponent(second.headers.get('x-next-cursor')!)}`);
    expect(ids(third)).toEqual(['2', '1']);
    expect(third.headers.get('x-next-cursor')).toBeNull();
  });

  it('refuses a cursor of another list with 400', async () => {
    const orders = await get(`${p.purchaseOrderList.path}?limit=1`);
    const res = await get(`${p.purchaseInvoiceList.path}?cursor=${encodeURIComponent(orders.headers.get('x-next-cursor')!)}`);
    expect(res.status).toBe(400);
  });
});

describe('editing', () => {
  it.each([
    ['the same due date and notes', () => ({ invoiceId: '2', due_date: dueIn30, notes: 'Net 30' })],
    ['the same after trimming', () => ({ invoiceId: '2', due_date: ` ${dueIn30} `, notes: '  Net 30 ' })],
  ])('refuses %s with 400 No Changes Made To Submit', async (_name, body) => {
    const res = await update(body());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No Changes Made To Submit');
  });

  it('treats empty notes as N/A', async () => {
    const res = await update({ invoiceId: '3', due_date: dueIn30, notes: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No Changes Made To Submit');
  });

  it.each([
    [{ invoiceId: '2', due_date: '', notes: 'x' }, 400, 'Please Fill all the fields'],
    [{ invoiceId: '2', notes: 'x' }, 400, 'Please Fill all the fields'],
    [{ invoiceId: '2', due_date: 'tomorrow', notes: 'x' }, 400, 'Please Fill all the fields'],
    [{ invoiceId: '2', due_date: dueIn30, notes: 'x'.repeat(501) }, 400, 'Notes must be at most 500 characters'],
    [{ invoiceId: '999', due_date: dueIn30, notes: 'x' }, 404, 'Invoice not found'],
    [{ invoiceId: 'abc', due_date: dueIn30, notes: 'x' }, 404, 'Invoice not found'],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await update(body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('changes the due date and the notes, nothing else', async () => {
    const due = daysFromToday(45);
    const res = await update({ invoiceId: '2', due_date: due, notes: ' Pay by transfer ', invoice_number: 'INV-PO-09999', name: 'Other' });
    expectStatus(res, 200);
    expect(res.body).toEqual({ message: 'Invoice Edited Successfully' });
    expect((await detail('2')).body).toMatchObject({
      invoice_number: 'INV-PO-00002',
      name: 'Acme Supplies',
      due_date: due,
      notes: 'Pay by transfer',
    });
    // notes alone change too
    expectStatus(await update({ invoiceId: '2', due_date: due, notes: '' }), 200);
    expect((await detail('2')).body.notes).toBe('N/A');
  });

  it('takes the version the detail answered (a stale one is 409), or none, as the seed’s screens send (issue 31)', async () => {
    const read = (await detail('2')).body;
    expect(read.version).toEqual(expect.any(Number));
    expectStatus(await update({ invoiceId: '2', due_date: read.due_date, notes: 'Read with a version', version: read.version }), 200);
    expect((await detail('2')).body).toMatchObject({ notes: 'Read with a version', version: read.version + 1 });
    const stale = await update({ invoiceId: '2', due_date: read.due_date, notes: 'From an old read', version: read.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else. Reload and try again.');
    const bad = await update({ invoiceId: '2', due_date: read.due_date, notes: 'x', version: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Version must be the whole number the record was read with');
    expectStatus(await update({ invoiceId: '2', due_date: read.due_date, notes: 'Without a version' }), 200);
    expect((await detail('2')).body).toMatchObject({ notes: 'Without a version', version: read.version + 2 });
  });
});

describe('printing', () => {
  it('answers a 5-minute signed URL that downloads Invoice.pdf with the invoice in it', async () => {
    const before = Date.now();
    const res = await get(p.purchaseInvoicePdf.path.replace('{id}', '1'));
    expectStatus(res, 200);
    expect(res.body).toEqual({ url: expect.any(String), fileName: 'Invoice.pdf', expiresAt: expect.any(String) });
    const expiresIn = Date.parse(res.body.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(4 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000 + 2000);
    const url = new URL(res.body.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const companyId = decodeJwt(company.token).cid as string;
    expect(decodeURIComponent(url.pathname)).toMatch(new RegExp(`/${companyId}/purchase-invoices/1/[0-9A-Z]{26}\\.pdf$`));

    const file = await fetch(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Invoice.pdf"');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);

    const text = pdfText(bytes);
    expect(text).toContain('Purchase Invoice');
    expect(text).toContain('INV-PO-00001');
    expect(text).toContain('PO-00001');
    expect(text).toContain('Acme Supplies');
    expect(text).toContain('orders@acme.example');
    expect(text).toContain('Invoicing Co');
    expect(text).toContain(company.owner.email);
    expect(text).toContain('Zinc bolt M6');
    expect(text).toMatch(/Subtotal\s+\$28\.36/);
    expect(text).toMatch(/Discount\s+12\.50%/);
    expect(text).toMatch(/Total\s+\$24\.82/);
    expect(text).toMatch(/Paid\s+\$24\.82/);
    expect(text).toMatch(/Amount due\s+\$0\.00/);
    expect(text).toContain('Paid');
  });

  it('answers 404 Invoice not found for an unknown id', async () => {
    for (const id of ['999', 'abc']) {
      const res = await get(p.purchaseInvoicePdf.path.replace('{id}', id));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Invoice not found');
    }
  });
});
