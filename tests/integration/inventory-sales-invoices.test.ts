/**
 * Sales invoices (spec part 2 §3 "Sales invoice detail", §5 "Generate invoice", "Edit invoice", "Print invoice", §7
 * "Invoices: Sales", §9; INVENTORY.md "Invoices") and their customer links: every call and its refusals, numbering
 * under concurrency, status from the order's payments, the PDF as the customer reads it, and a link opened signed
 * out, listed, revoked.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryRoutes as r } from '../../shared/inventory/routes.ts';
import { salesRoutes as s } from '../../shared/inventory/sales-routes.ts';
import { useTestApi, type ApiResponse } from '../support/gateway.ts';
import { daysFromToday, expectStatus, today } from '../support/rent.ts';
import { addStock, product, salesCompany, type SalesCompany } from '../support/sales.ts';

const api = useTestApi();
const scratch = mkdtempSync(join(tmpdir(), 'sales-invoices-it-'));
let seller: SalesCompany;
let rival: SalesCompany;
let customer: string;
let warehouse: string;
let lamp: string;
let cable: string;

const byId = (path: string, id: string | number) => path.replace('{id}', String(id));
const number = async (c = seller) =>
  ((await c.get(s.salesInvoiceNumber.path)) as ApiResponse<{ invoiceNumber: string }>).body.invoiceNumber;
const existsFor = (orderId: unknown, c = seller) => c.get(`${s.salesInvoiceExists.path}?sales_order_id=${orderId}`);
const generate = (body: Record<string, unknown>, c = seller) => c.post(s.salesInvoiceGenerate.path, body);
const invoice = (id: string, c = seller) => c.get(byId(s.salesInvoiceGet.path, id));
const edit = (body: Record<string, unknown>, c = seller) => c.post(s.salesInvoiceUpdate.path, body);
const due = (days: number) => daysFromToday(days);

/** A sales order of `quantity` lamps (and optionally cables) from the main warehouse; its id. */
async function sell(lines: Array<{ item: string; quantity: number; discount?: number }>, discount = 0): Promise<number> {
  const res = await seller.post(s.salesOrderAdd.path, {
    selectedCustomer: customer,
    selectedWarehouse: warehouse,
    discount,
    addedItems: lines.map((l) => ({ item_id: l.item, quantity: l.quantity, discount: l.discount ?? 0 })),
  });
  expectStatus(res, 201);
  return res.body.id as number;
}

const pay = (salesOrderId: number, paymentAmount: number, paymentReference: string) =>
  seller.post(s.salesPaymentAdd.path, { salesOrderId, paymentAmount, paymentMethod: 'cash', paymentReference });

/** What a reader of a PDF sees (poppler's pdftotext). */
function readPdf(bytes: Uint8Array, name: string): string {
  const file = join(scratch, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  seller = await salesCompany(api, 'Lumen Lighting Ltd');
  rival = await salesCompany(api, 'Rival Co');
  customer = await seller.add(r.customerAdd.path, {
    name: 'Harbour Hotel',
    contactPerson: 'Grace',
    contactEmail: 'accounts@harbour.example',
    contactNumber: '+44 1904 555 010',
    address: '1 Quay Street, Whitby',
  });
  warehouse = await seller.add(r.warehouseAdd.path, { warehouseName: 'Main', warehouseLocation: 'Leeds' });
  lamp = await seller.add(r.productAdd.path, product('Desk lamp', 'LAMP-1', 12, 24.5));
  cable = await seller.add(r.productAdd.path, product('Cable', 'CAB-1', 0.4, 1.15));
  await addStock(seller, [
    { itemId: lamp, warehouseId: warehouse, quantity: 50 },
    { itemId: cable, warehouseId: warehouse, quantity: 500 },
  ]);
  // SO-00001: 3 × 24.50 less 10 % = 66.15; 20 × 1.15 = 23.00; subtotal 89.15 less 5 % = 84.69 (84.6925 half-up)
  await sell(
    [
      { item: lamp, quantity: 3, discount: 10 },
      { item: cable, quantity: 20 },
    ],
    5,
  );
  // SO-00002 … SO-00013: one lamp each (24.50)
  for (let i = 2; i <= 13; i++) await sell([{ item: lamp, quantity: 1 }]);
});

describe('number, exists and generate', () => {
  it('previews INV-SO-00001 and keeps previewing it until an invoice takes it; no order has one yet', async () => {
    expect(await number()).toBe('INV-SO-00001');
    expect(await number()).toBe('INV-SO-00001');
    const res = await existsFor(1);
    expectStatus(res, 200);
    expect(res.body).toEqual({ exists: false, invoiceId: null });
  });

  it('generates INV-SO-00001 for SO-00001 (a stale preview is no error); exists names it; the next preview moves on', async () => {
    const res = await generate({ sales_order_id: 1, invoice_number: 'INV-SO-00042', due_date: due(14), notes: '  Net 14 ' });
    expectStatus(res, 201);
    expect(res.body).toEqual({ message: 'Invoice generated successfully', invoiceId: '1', invoice_number: 'INV-SO-00001' });
    expect((await existsFor(1)).body).toEqual({ exists: true, invoiceId: '1' });
    expect((await existsFor('1')).body).toEqual({ exists: true, invoiceId: '1' });
    expect(await number()).toBe('INV-SO-00002');
  });

  it('answers one invoice per order: a second generate is 409 and takes no number', async () => {
    const res = await generate({ sales_order_id: 1, due_date: due(1) });
    expect(res).toMatchObject({ status: 409, body: { message: 'An invoice already exists for this order' } });
    expect(await number()).toBe('INV-SO-00002');
  });

  it.each([
    ['no due date', { sales_order_id: 2 }, 400, 'Due date is required'],
    ['an empty due date', { sales_order_id: 2, due_date: '' }, 400, 'Due date is required'],
    ['a date that does not exist', { sales_order_id: 2, due_date: '2026-02-30' }, 400, 'Due date is required'],
    ['no order', { due_date: '2026-12-01' }, 400, 'Error Sale order'],
    ['an order id that is not a number', { sales_order_id: 'SO-2', due_date: '2026-12-01' }, 400, 'Error Sale order'],
    ['order 0', { sales_order_id: 0, due_date: '2026-12-01' }, 400, 'Error Sale order'],
    ['notes too long', { sales_order_id: 2, due_date: '2026-12-01', notes: 'n'.repeat(501) }, 400, 'Notes must be at most 500 characters'],
    ['an order that does not exist', { sales_order_id: 999, due_date: '2026-12-01' }, 404, 'Error Sale order'],
    ['a purchase order field', { purchase_order_id: 2, due_date: '2026-12-01' }, 400, 'Error Sale order'],
  ])('refuses %s', async (_, body, status, message) => {
    expect(await generate(body)).toMatchObject({ status, body: { message } });
  });

  it("answers 404 for another company's order, also when asked whether it has an invoice; the rival's numbering is its own", async () => {
    expect(await generate({ sales_order_id: 1, due_date: due(1) }, rival)).toMatchObject({
      status: 404,
      body: { message: 'Error Sale order' },
    });
    expect(await existsFor(1, rival)).toMatchObject({ status: 404, body: { message: 'Error Sale order' } });
    expect(await existsFor(999)).toMatchObject({ status: 404, body: { message: 'Error Sale order' } });
    expect(await number(rival)).toBe('INV-SO-00001');
  });

  it('refuses an exists query without a whole-number order id', async () => {
    for (const q of ['', '?sales_order_id=', '?sales_order_id=abc', '?sales_order_id=1.5']) {
      const res = await seller.get(`${s.salesInvoiceExists.path}${q}`);
      expect(res, q).toMatchObject({ status: 400, body: { message: 'Error Sale order' } });
    }
  });
});

describe('numbering under concurrency', () => {
  it('ten orders invoiced at once get ten consecutive numbers, no gap, no duplicate', async () => {
    const orders = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const results = await Promise.all(orders.map((id) => generate({ sales_order_id: id, due_date: due(30) })));
    for (const res of results) expectStatus(res, 201);
    const numbers = results.map((res) => res.body.invoice_number as string).sort();
    expect(numbers).toEqual(orders.map((_, i) => `INV-SO-${String(i + 2).padStart(5, '0')}`));
    // each order names its own invoice
    for (const [i, id] of orders.entries()) expect((await existsFor(id)).body.invoiceId).toBe(results[i].body.invoiceId);
  });

  it('eight generates racing for one order: exactly one invoice, the others 409', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => generate({ sales_order_id: 12, due_date: due(30) })));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((res) => res.status === 201)!;
    expect((await existsFor(12)).body).toEqual({ exists: true, invoiceId: winner.body.invoiceId });
  });
});

describe('the invoice', () => {
  it('bills the customer from the company with the order lines, sub total, discount and total', async () => {
    const res = await invoice('1');
    expectStatus(res, 200);
    expect(res.body).toEqual({
      invoiceId: '1',
      invoice_number: 'INV-SO-00001',
      invoice_date: today(),
      status: 'Pending',
      due_date: due(14),
      notes: 'Net 14',
      name: 'Harbour Hotel',
      subtotal: 89.15,
      discount: 5,
      total_amount: 84.69,
      paid_amount: 0,
      returned_credit: 0,
      total_due_amount: 84.69,
      order_id: 1,
      order_number: 'SO-00001',
      from: { name: 'Lumen Lighting Ltd', address: expect.any(String), phone: expect.any(String), email: seller.owner.email },
      to: { name: 'Harbour Hotel', address: '1 Quay Street, Whitby', phone: '+44 1904 555 010', email: 'accounts@harbour.example' },
      invoiceItems: [
        {
          item_name: 'Desk lamp',
          item_description: 'Desk lamp description',
          quantity: 3,
          unit_price: 24.5,
          discount: 10,
          subtotal: 73.5,
          total_price: 66.15,
        },
        {
          item_name: 'Cable',
          item_description: 'Cable description',
          quantity: 20,
          unit_price: 1.15,
          discount: 0,
          subtotal: 23,
          total_price: 23,
        },
      ],
      version: 1,
    });
  });

  it('follows the payments: Partially Paid, then Paid', async () => {
    expectStatus(await pay(1, 40, 'CASH-1'), 201);
    expect((await invoice('1')).body).toMatchObject({ status: 'Partially Paid', paid_amount: 40, total_due_amount: 44.69 });
    expectStatus(await pay(1, 44.69, 'CASH-2'), 201);
    expect((await invoice('1')).body).toMatchObject({ status: 'Paid', paid_amount: 84.69, total_due_amount: 0 });
  });

  it('is Overdue when unpaid past its due date, Pending again once the due date moves on', async () => {
    expectStatus(await edit({ invoiceId: '2', due_date: due(-1), notes: 'N/A' }), 200);
    expect((await invoice('2')).body.status).toBe('Overdue');
    expectStatus(await edit({ invoiceId: '2', due_date: due(0), notes: 'N/A' }), 200);
    expect((await invoice('2')).body.status).toBe('Pending');
  });

  it("answers 404 Invoice not found for an unknown id, one that is not an id, or another company's", async () => {
    for (const [id, c] of [
      ['999', seller],
      ['abc', seller],
      ['0', seller],
      ['1', rival],
    ] as const) {
      expect(await invoice(id, c), id).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
    }
  });
});

describe('the list', () => {
  it('lists newest first with the customer, dates, status and paid / due, paged with X-Next-Cursor', async () => {
    const first = await seller.get(`${s.salesInvoiceList.path}?limit=5`);
    expectStatus(first, 200);
    const numbers = (first.body as Array<{ invoice_number: string }>).map((i) => i.invoice_number);
    // the race for SO-00012 may have left numbers unused: newest first means descending numbers
    expect(numbers).toHaveLength(5);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(numbers.at(-1)).toBe('INV-SO-00008');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await seller.get(`${s.salesInvoiceList.path}?limit=200&cursor=${encodeURIComponent(cursor!)}`);
    expectStatus(rest, 200);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    const last = rest.body.at(-1);
    expect(last).toEqual({
      id: '1',
      name: 'Harbour Hotel',
      invoice_number: 'INV-SO-00001',
      invoice_date: today(),
      due_date: due(14),
      status: 'Paid',
      paid_amount: 84.69,
      total_due_amount: 0,
      order_id: 1,
      order_number: 'SO-00001',
    });
    expect(first.body.length + rest.body.length).toBe(12);
  });

  it("shows none of another company's invoices, and refuses a bad page size", async () => {
    expect((await rival.get(s.salesInvoiceList.path)).body).toEqual([]);
    expect(await seller.get(`${s.salesInvoiceList.path}?limit=0`)).toMatchObject({ status: 400 });
  });
});

describe('editing', () => {
  it('changes the due date and the notes, nothing else (other fields sent are ignored)', async () => {
    const res = await edit({ invoiceId: '3', due_date: due(60), notes: ' Deliver first ', invoice_number: 'INV-SO-99999', name: 'X' });
    expect(res).toMatchObject({ status: 200, body: { message: 'Invoice Edited Successfully' } });
    expect((await invoice('3')).body).toMatchObject({
      invoice_number: 'INV-SO-00003',
      name: 'Harbour Hotel',
      due_date: due(60),
      notes: 'Deliver first',
    });
    // empty notes are N/A
    expectStatus(await edit({ invoiceId: '3', due_date: due(60), notes: '' }), 200);
    expect((await invoice('3')).body.notes).toBe('N/A');
  });

  it.each([
    ['nothing changed', { invoiceId: '3', due_date: due(60), notes: 'N/A' }, 400, 'No Changes Made To Submit'],
    ['no due date', { invoiceId: '3', notes: 'x' }, 400, 'Please Fill all the fields'],
    ['a bad due date', { invoiceId: '3', due_date: '31/12/2026', notes: 'x' }, 400, 'Please Fill all the fields'],
    ['no invoice id', { due_date: due(1), notes: 'x' }, 400, 'Invoice not found'],
    ['a numeric invoice id', { invoiceId: 3, due_date: due(1), notes: 'x' }, 400, 'Invoice not found'],
    ['an unknown invoice', { invoiceId: '404', due_date: due(1), notes: 'x' }, 404, 'Invoice not found'],
    ['an id that is not one', { invoiceId: 'INV-SO-00003', due_date: due(1), notes: 'x' }, 404, 'Invoice not found'],
  ])('refuses %s', async (_, body, status, message) => {
    expect(await edit(body)).toMatchObject({ status, body: { message } });
  });

  it("refuses another company's invoice with 404 and leaves it as it was", async () => {
    expect(await edit({ invoiceId: '3', due_date: due(2), notes: 'rival' }, rival)).toMatchObject({ status: 404 });
    expect((await invoice('3')).body).toMatchObject({ due_date: due(60), notes: 'N/A' });
  });
});

describe('printing', () => {
  it('answers a 5-minute signed URL of Invoice.pdf under the company prefix, naming the customer and the number', async () => {
    const res = await seller.get(byId(s.salesInvoicePdf.path, '1'));
    expectStatus(res, 200);
    expect(res.body).toEqual({ url: expect.any(String), fileName: 'Invoice.pdf', expiresAt: expect.any(String) });
    const url = new URL(res.body.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(decodeURIComponent(url.pathname)).toMatch(new RegExp(`/${seller.companyId}/sales-invoices/1/[0-9A-Z]{26}\\.pdf$`));
    const file = await fetch(res.body.url);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Invoice.pdf"');
    const text = readPdf(new Uint8Array(await file.arrayBuffer()), 'print');
    for (const shown of [
      'Sales Invoice',
      'INV-SO-00001',
      'SO-00001',
      'Harbour Hotel',
      'accounts@harbour.example',
      'Lumen Lighting Ltd',
      'Net 14',
    ])
      expect(text).toContain(shown);
    expect(text).toMatch(/Subtotal\s+\$89\.15/);
    expect(text).toMatch(/Total\s+\$84\.69/);
    expect(text).toMatch(/Amount due\s+\$0\.00/);
  });

  it("answers 404 Invoice not found for an unknown invoice or another company's", async () => {
    expect(await seller.get(byId(s.salesInvoicePdf.path, '77'))).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
    expect(await rival.get(byId(s.salesInvoicePdf.path, '1'))).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
  });
});

describe('customer links', () => {
  const createLink = (body: Record<string, unknown>, c = seller) => c.post(s.salesInvoiceLinkCreate.path, body);
  const links = (invoiceId: string, c = seller) => c.get(`${s.salesInvoiceLinkList.path}?invoiceId=${invoiceId}`);
  const revoke = (id: string, c = seller) =>
    api.call('DELETE', `${s.salesInvoiceLinkRevoke.path}?id=${encodeURIComponent(id)}`, { token: c.token });
  /** Opened with no session at all, as the customer would. */
  const open = (path: string) => api.call('GET', path);

  it('creates a link (30 days by default) that opens signed out: a redirect to the PDF shown inline, saved as Invoice.pdf', async () => {
    const before = Date.now();
    const res = await createLink({ invoiceId: '1' });
    expectStatus(res, 201);
    expect(res.body).toEqual({
      message: 'Customer link created',
      linkId: expect.any(String),
      path: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(res.body.path).toMatch(/^\/api\/public\/invoices\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const days = (Date.parse(res.body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    // the token says which company, which link and that it is a sales invoice
    expect(decodeJwt(res.body.path.split('/').at(-1))).toMatchObject({ cid: seller.companyId, lid: res.body.linkId, knd: 'sales' });

    const opened = await open(res.body.path);
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location')!);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(decodeURIComponent(location.pathname)).toContain(`/${seller.companyId}/sales-invoices/1/`);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('inline; filename="Invoice.pdf"');
    const text = readPdf(new Uint8Array(await file.arrayBuffer()), 'link');
    expect(text).toContain('INV-SO-00001');
    expect(text).toContain('Harbour Hotel');
  });

  it('lists the links newest first, with the first opening recorded; pages with X-Next-Cursor', async () => {
    const second = await createLink({ invoiceId: '1', expiresInDays: 7 });
    expectStatus(second, 201);
    const res = await links('1');
    expectStatus(res, 200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ linkId: second.body.linkId, status: 'Active', openedAt: null, revokedAt: null });
    expect(res.body[1]).toMatchObject({ status: 'Active', openedAt: expect.any(String), revokedAt: null });
    const page = await seller.get(`${s.salesInvoiceLinkList.path}?invoiceId=1&limit=1`);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('x-next-cursor')).toBeTruthy();
    // another invoice has none
    expect((await links('2')).body).toEqual([]);
  });

  it('stops working once revoked: 410 with a plain page naming who to ask; revoking twice is fine', async () => {
    const made = await createLink({ invoiceId: '4' });
    expectStatus(made, 201);
    expect((await open(made.body.path)).status).toBe(302);
    expect(await revoke(made.body.linkId)).toMatchObject({ status: 200, body: { message: 'Customer link revoked' } });
    const gone = await open(made.body.path);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This invoice link is no longer valid');
    expect(gone.text).toContain('ask the company that billed you');
    expectStatus(await revoke(made.body.linkId), 200);
    expect((await links('4')).body[0]).toMatchObject({ status: 'Revoked', revokedAt: expect.any(String) });
  });

  it('answers 404 for a link token that was altered (a sales link passed off as a rent one)', async () => {
    const made = await createLink({ invoiceId: '5' });
    const [h, p, sig] = (made.body.path as string).split('/').at(-1)!.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const altered = `${h}.${Buffer.from(JSON.stringify({ ...claims, knd: 'rent' })).toString('base64url')}.${sig}`;
    expect((await open(`/api/public/invoices/${altered}`)).status).toBe(404);
  });

  it.each([
    ['an expiry of 0 days', { invoiceId: '1', expiresInDays: 0 }, 400, 'Link expiry must be a whole number of days from 1 to 90.'],
    ['an expiry of 91 days', { invoiceId: '1', expiresInDays: 91 }, 400, 'Link expiry must be a whole number of days from 1 to 90.'],
    ['a fractional expiry', { invoiceId: '1', expiresInDays: 1.5 }, 400, 'Link expiry must be a whole number of days from 1 to 90.'],
    ['no invoice', {}, 400, 'Invoice not found'],
    ['an unknown invoice', { invoiceId: '555' }, 404, 'Invoice not found'],
  ])('refuses to create a link with %s', async (_, body, status, message) => {
    expect(await createLink(body)).toMatchObject({ status, body: { message } });
  });

  it("keeps companies apart: another company's invoice, its links and revoking its link are all 404", async () => {
    expect(await createLink({ invoiceId: '1' }, rival)).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
    expect(await links('1', rival)).toMatchObject({ status: 404, body: { message: 'Invoice not found' } });
    const mine = (await links('1')).body[0].linkId as string;
    expect(await revoke(mine, rival)).toMatchObject({ status: 404, body: { message: 'Invoice link not found' } });
    expect((await links('1')).body[0]).toMatchObject({ linkId: mine, status: 'Active' });
  });

  it('refuses a revoke without a link id, and a list without an invoice id', async () => {
    expect(await api.call('DELETE', s.salesInvoiceLinkRevoke.path, { token: seller.token })).toMatchObject({
      status: 400,
      body: { message: 'Invoice link id is required' },
    });
    expect(await seller.get(s.salesInvoiceLinkList.path)).toMatchObject({ status: 400, body: { message: 'Invoice not found' } });
  });
});
